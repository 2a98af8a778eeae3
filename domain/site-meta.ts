import { brand } from './brand';

/** The storefront's default page title and description (index.html carries the same). */
export const siteTitle = brand.name;
export const siteDescription = 'Rubs, sauces, recipes, catering and the Smokehouse Club.';

/** About two lines of a search result, cut at a word: a page's meta description. */
export function snippet(text: string, limit = 160) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  return `${flat.slice(0, flat.lastIndexOf(' ', limit - 1))}…`;
}
