import type { ForumThread } from '../../domain/types';

/** Lower case without accents, so 'Jalapeño' matches 'jalapeno'. */
function normalized(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * Whether a thread matches what was typed in the forum's search box: every word of the
 * query appears in its title or preview, in any order and case. An empty query matches all.
 */
export function matchesThreadQuery(
  thread: Pick<ForumThread, 'title' | 'preview'>,
  query: string,
): boolean {
  const words = normalized(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalized(`${thread.title} ${thread.preview}`);
  return words.every((word) => haystack.includes(word));
}

/** The threads matching the query, in their original order. */
export function searchThreads<T extends Pick<ForumThread, 'title' | 'preview'>>(
  threads: readonly T[],
  query: string,
): T[] {
  return threads.filter((thread) => matchesThreadQuery(thread, query));
}
