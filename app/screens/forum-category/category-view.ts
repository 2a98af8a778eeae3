import type { ForumThread } from '@domain/types';

/** 'smoking-techniques' → 'Smoking Techniques': hyphens become spaces, each word capitalised. */
export function categoryTitleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('en-US') + word.slice(1))
    .join(' ');
}

export type ThreadSort = 'recent' | 'popular';

export const threadSortOptions: { id: ThreadSort; label: string }[] = [
  { id: 'recent', label: 'Most Recent' },
  { id: 'popular', label: 'Most Popular' },
];

/** The sort named in the URL (?sort=popular); anything else is the default, most recent. */
export function parseThreadSort(value: string | null | undefined): ThreadSort {
  return value === 'popular' ? 'popular' : 'recent';
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
