/** 'Pro Dual-Probe' → 'pro-dual-probe'; '8 oz' → '8-oz'. For ids of what the admin adds. */
export function toSlug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'item'
  );
}

/** What toSlug makes: lowercase letters and digits in hyphenated words. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug of `text`, with -2, -3, … until it is not in `taken`. */
export function uniqueSlug(text: string, taken: ReadonlySet<string>): string {
  const base = toSlug(text);
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}
