/**
 * The forum's thread lists' sorts and search words, without the schema library (the forum's
 * pages need them at first paint); forum-query.ts checks GET /api/forum/threads's query.
 */

export const threadSortIds = ['recent', 'popular'] as const;
export type ThreadSort = (typeof threadSortIds)[number];

export const threadSortOptions: { id: ThreadSort; label: string }[] = [
  { id: 'recent', label: 'Most Recent' },
  { id: 'popular', label: 'Most Popular' },
];

/** The sort named in the URL (?sort=popular); anything else is the default, most recent. */
export function parseThreadSort(value: string | null | undefined): ThreadSort {
  return value === 'popular' ? 'popular' : 'recent';
}

/** The longest search the thread lists take (characters). */
export const threadSearchMax = 100;

/**
 * The words of a thread search, in lower case without accents ('Jalapeño' → 'jalapeno'): a
 * thread matches when every word appears in its title or preview, in any order and case.
 */
export function threadSearchWords(query: string): string[] {
  return query
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\p{Cc}/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 10);
}
