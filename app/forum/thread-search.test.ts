import { describe, expect, it } from 'vitest';
import { forumThreads } from '../../fixtures/forum';
import { matchesThreadQuery, searchThreads } from './thread-search';

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
