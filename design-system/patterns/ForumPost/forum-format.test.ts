import { describe, expect, it } from 'vitest';
import { formatForumDate, formatForumDateTime, formatJoinDate } from './forum-format';

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
});
