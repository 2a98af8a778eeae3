import { pageOf, type Page } from '../../domain/paging';
import type { PageQuery } from '../../domain/list-page';
import { threadSearchWords, type ThreadSort } from '../../domain/thread-sorting';
import type { ForumThread } from '../../domain/types';

/**
 * The server's thread search and sorts (server/services/forum.ts, listForumThreads, in SQL)
 * again in the browser, for the stories, which answer each page from sample threads as
 * GET /api/forum/threads would. The forum's pages themselves ask the server.
 */

/** Lower case without accents, so 'Jalapeño' matches 'jalapeno'. */
const normalized = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Whether a thread matches what was typed in the forum's search box: every word of the
 * query appears in its title or preview, in any order and case. An empty query matches all.
 */
export function matchesThreadQuery(
  thread: Pick<ForumThread, 'title' | 'preview'>,
  query: string,
): boolean {
  const haystack = normalized(`${thread.title} ${thread.preview}`);
  return threadSearchWords(query).every((word) => haystack.includes(word));
}

/** The threads matching the query, in their original order. */
export function searchThreads<T extends Pick<ForumThread, 'title' | 'preview'>>(
  threads: readonly T[],
  query: string,
): T[] {
  return threads.filter((thread) => matchesThreadQuery(thread, query));
}

type Sortable = Pick<ForumThread, 'isPinned' | 'upvotes' | 'replies' | 'lastReply'>;

/**
 * Most Recent: pinned first, then the latest activity. Most Popular: the most upvotes, then
 * the most replies, then the latest activity. Returns a new array.
 */
export function sortThreads<T extends Sortable>(threads: readonly T[], sort: ThreadSort): T[] {
  const byActivity = (a: T, b: T) => b.lastReply.date.localeCompare(a.lastReply.date);
  return [...threads].sort(
    sort === 'popular'
      ? (a, b) => b.upvotes - a.upvotes || b.replies - a.replies || byActivity(a, b)
      : (a, b) => Number(b.isPinned) - Number(a.isPinned) || byActivity(a, b),
  );
}

/** The page of `threads` a forum URL asks for, as the server would answer it. */
export function threadPageOf<T extends Sortable & Pick<ForumThread, 'title' | 'preview'>>(
  threads: readonly T[],
  params: URLSearchParams,
  sort: ThreadSort,
): Page<T> {
  const paging: PageQuery = {
    page: Number(params.get('page') ?? 1) || 1,
    limit: Number(params.get('limit') ?? 24) || 24,
  };
  return pageOf(sortThreads(searchThreads(threads, params.get('q') ?? ''), sort), paging);
}
