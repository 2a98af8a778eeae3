import { paintedDataElement, type PaintedData } from '../../domain/painted-data';
import { sitemapPages } from './site-routes';

/** Answers the app's API calls (`/api/…`) for the prerenderer: the server's own, in-process. */
export type ApiSend = (url: string, init: RequestInit) => Promise<Response>;

/** A painted page: its markup, and the loader data the browser's app hydrates it with. */
export interface PrerenderedPage {
  markup: string;
  data: PaintedData;
}

/** A page's markup and data from app/entry-server.tsx (built by scripts/build-prerender.ts). */
export type Prerender = (url: string) => Promise<PrerenderedPage | undefined>;

/**
 * The pages whose first paint is sent as HTML: what a signed-out visitor reads (the catalogue,
 * recipes, the forum and the brand's pages). Carts, checkout, accounts and forms that act for
 * someone paint in the browser as before.
 */
export function isPrerenderedPath(path: string): boolean {
  return (
    sitemapPages.includes(path) ||
    /^\/(shop|recipes)\/[^/]+$/.test(path) ||
    /^\/forum\/(category|thread)\/[^/]+$/.test(path)
  );
}

/** Where the prerenderer of the client build in `clientOutDir` lives: a sibling, never served. */
export const prerenderDirOf = (clientOutDir: string) =>
  `${clientOutDir.replace(/[/\\]+$/, '')}-prerender`;

// React hoists a page's <title> and <link rel="preload"> to the front of its markup.
const leadingHoisted = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title>[^<]*<\/title>)+/;

const attributeEntities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * The markup's style attributes (react-aria's visually hidden text, `display: contents`, …),
 * which the CSP refuses in HTML, as attribute rules of one nonce'd <style> element instead.
 * A declaration that could leave its rule is dropped.
 */
function liftStyles(markup: string): { markup: string; css: string } {
  const names = new Map<string, string>();
  const lifted = markup.replace(/ style="([^"]*)"/g, (_attribute, escaped: string) => {
    const css = escaped.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => attributeEntities[e]!);
    if (/[{}<@\\]/.test(css)) return '';
    const name = names.get(css) ?? `s${names.size}`;
    names.set(css, name);
    return ` data-prerendered-style="${name}"`;
  });
  const css = [...names].map(([rule, name]) => `[data-prerendered-style="${name}"]{${rule}}`);
  return { markup: lifted, css: css.join('') };
}

/**
 * index.html with the page's markup in its root, inert until the browser's app hydrates it
 * (app/main.tsx), so no click or typing goes to a page that cannot act on it yet. The page's
 * own title (React hoists it) replaces the head's, and its preloads, styles (under this
 * response's CSP nonce) and loader data (a JSON data block, never run) join the head. The markup
 * goes in through replacement functions: as a replacement string, React's `$&amp;` or a title's
 * `` $` `` would copy the shell into the page.
 */
export function withPrerendered(
  html: string,
  { markup, data }: PrerenderedPage,
  nonce: string,
): string {
  const hoisted = leadingHoisted.exec(markup)?.[0] ?? '';
  const preloads = hoisted.match(/<link\b[^>]*>/g) ?? [];
  const title = /<title>[^<]*<\/title>/.exec(hoisted)?.[0];
  const page = liftStyles(markup.slice(hoisted.length));
  const styles = page.css ? `<style nonce="${nonce}">${page.css}</style>` : '';
  return html
    .replace(/<title>[^<]*<\/title>/, (head) => title ?? head)
    .replace('</head>', () => `${preloads.join('')}${styles}${paintedDataElement(data)}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-prerendered inert>${page.markup}</div>`,
    );
}
