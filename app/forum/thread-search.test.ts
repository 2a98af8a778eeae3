import { describe, expect, it } from 'vitest';
import { forumThreads } from '../../fixtures/forum';
import { parseThreadSort } from '../../domain/thread-sorting';
import { matchesThreadQuery, searchThreads, sortThreads } from './thread-search';

const sauce = { title: 'My cherry chipotle sauce', preview: 'Great on ribs and pork belly.' };

describe('forum search', () => {
  it('matches the title or the preview, ignoring case and accents', () => {
    expect(matchesThreadQuery(sauce, 'CHIPOTLE')).toBe(true);
    expect(matchesThreadQuery(sauce, 'pork belly')).toBe(true);
    expect(matchesThreadQuery({ ...sauce, title: 'Jalapeño poppers' }, 'jalapeno')).toBe(true);
    expect(matchesThreadQuery(sauce, 'brisket')).toBe(false);
  });

  it('needs every word, in any order', () => {
    expect(matchesThreadQuery(sauce, 'ribs cherry')).toBe(true);
    expect(matchesThreadQuery(sauce, 'ribs brisket')).toBe(false);
  });

  it('keeps everything, in order, for an empty or blank query', () => {
    expect(searchThreads(forumThreads, '')).toEqual(forumThreads);
    expect(searchThreads(forumThreads, '   ')).toEqual(forumThreads);
  });

  it('finds the sample threads about the stall', () => {
    expect(searchThreads(forumThreads, 'stall').map((thread) => thread.id)).toEqual([
      'beating-the-brisket-stall',
    ]);
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
