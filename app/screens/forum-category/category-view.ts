/** 'smoking-techniques' → 'Smoking Techniques': hyphens become spaces, each word capitalised. */
export function categoryTitleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('en-US') + word.slice(1))
    .join(' ');
}

export { parseThreadSort, threadSortOptions, type ThreadSort } from '@domain/thread-sorting';
