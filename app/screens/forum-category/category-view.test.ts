import { describe, expect, it } from 'vitest';
import { categoryTitleFromSlug, parseThreadSort, sortThreads } from './category-view';

describe('categoryTitleFromSlug', () => {
  it('turns hyphens into spaces and capitalises each word', () => {
    expect(categoryTitleFromSlug('smoking-techniques')).toBe('Smoking Techniques');
    expect(categoryTitleFromSlug('recipe-sharing')).toBe('Recipe Sharing');
    expect(categoryTitleFromSlug('member-meetups')).toBe('Member Meetups');
  });

  it('copes with single words, doubled hyphens and existing capitals', () => {
    expect(categoryTitleFromSlug('equipment')).toBe('Equipment');
    expect(categoryTitleFromSlug('low--and-slow')).toBe('Low And Slow');
    expect(categoryTitleFromSlug('BBQ-tips')).toBe('BBQ Tips');
    expect(categoryTitleFromSlug('')).toBe('');
  });
});

describe('sortThreads', () => {
  const thread = (
    id: string,
    upvotes: number,
    replies: number,
    date: string,
    isPinned = false,
  ) => ({
    id,
    upvotes,
    replies,
    isPinned,
    lastReply: { author: 'Carla Nguyen', date },
  });
  const threads = [
    thread('old-popular', 90, 2, '2024-12-01T10:00:00.000Z'),
    thread('new-quiet', 3, 1, '2024-12-14T10:00:00.000Z'),
    thread('pinned', 40, 0, '2024-01-05T10:00:00.000Z', true),
    thread('tied-more-replies', 90, 7, '2024-11-01T10:00:00.000Z'),
  ];

  it('most recent: pinned first, then latest activity', () => {
    expect(sortThreads(threads, 'recent').map((t) => t.id)).toEqual([
      'pinned',
      'new-quiet',
      'old-popular',
      'tied-more-replies',
    ]);
  });

  it('most popular: upvotes, then replies', () => {
    expect(sortThreads(threads, 'popular').map((t) => t.id)).toEqual([
      'tied-more-replies',
      'old-popular',
      'pinned',
      'new-quiet',
    ]);
  });

  it('does not reorder the list it was given', () => {
    const before = threads.map((t) => t.id);
    sortThreads(threads, 'popular');
    expect(threads.map((t) => t.id)).toEqual(before);
  });

  it('reads the sort from the URL, defaulting to most recent', () => {
    expect(parseThreadSort('popular')).toBe('popular');
    expect(parseThreadSort('recent')).toBe('recent');
    expect(parseThreadSort(null)).toBe('recent');
    expect(parseThreadSort('votes')).toBe('recent');
  });
});
