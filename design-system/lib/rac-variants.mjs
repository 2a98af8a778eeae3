import plugin from 'tailwindcss/plugin';
import racPlugin from 'tailwindcss-react-aria-components';

/** `&[data-hovered]` → hovered; `&[data-placement="left"]` → placement=left, an arbitrary value. */
function dataAttribute(selector) {
  const [, name, value] = /\[data-([a-z-]+)(?:="([a-z-]+)")?\]/.exec(selector);
  return value ? { key: `${name}=${value}`, arbitrary: true } : { key: name, arbitrary: false };
}

function byDataAttribute(a, b) {
  const x = dataAttribute(a.selector);
  const y = dataAttribute(b.selector);
  if (x.arbitrary !== y.arbitrary) return x.arbitrary ? 1 : -1;
  return x.key < y.key ? -1 : 1;
}

/**
 * React Aria's Tailwind plugin (variants `rac-hover:`, `rac-selected:` …), with its variants
 * registered in the order Tailwind gave the `data-*` spellings they replace: by attribute name,
 * `data-[name=value]` last. Registration order decides which state wins when two set the same
 * property (a selected radio that is also invalid); this keeps the library's look unchanged.
 * The plugin version is pinned: this collects the variants its handler registers.
 */
export default plugin.withOptions((options) => (api) => {
  const variants = [];
  racPlugin(options).handler({
    ...api,
    addVariant: (name, selector) => variants.push({ name, selector }),
  });
  for (const { name, selector } of variants.sort(byDataAttribute)) api.addVariant(name, selector);
});
