import { describe, expect, it } from 'vitest';
import {
  countOf,
  formatCount,
  formatForumDate,
  formatForumDateTime,
  formatJoinDate,
} from './forum-format';

describe('forum formatting', () => {
  it('shows instants in Chicago time', () => {
    expect(formatForumDate('2024-12-14T16:40:00.000Z')).toBe('Dec 14, 2024');
    // 02:30 UTC is still the evening before in Chicago.
    expect(formatForumDate('2024-12-13T02:30:00.000Z')).toBe('Dec 12, 2024');
    expect(formatForumDateTime('2024-12-14T16:40:00.000Z')).toBe('Dec 14, 2024, 10:40 AM');
  });

  it('shows a join day as its month, whatever the time zone', () => {
    expect(formatJoinDate('2021-03-01')).toBe('Mar 2021');
    expect(formatJoinDate('2023-11-30')).toBe('Nov 2023');
  });

  it('groups thousands and picks singular or plural', () => {
    expect(formatCount(4567)).toBe('4,567');
    expect(countOf(1, 'reply', 'replies')).toBe('1 reply');
    expect(countOf(0, 'reply', 'replies')).toBe('0 replies');
    expect(countOf(1204, 'post')).toBe('1,204 posts');
  });
});
