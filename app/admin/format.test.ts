import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateTime, formatLastLogin } from './format';

describe('admin formats', () => {
  it('prints times in the store time zone and calendar days as written', () => {
    expect(formatDateTime('2024-12-14T08:12:00.000Z')).toBe('Dec 14, 2024, 2:12 AM');
    expect(formatCalendarDate('2021-03-01')).toBe('Mar 1, 2021');
    expect(formatDateTime('2021-03-01')).toBe('Mar 1, 2021');
    expect(formatCalendarDate('2024-12-01T03:00:00.000Z')).toBe('Nov 30, 2024');
    expect(formatDateTime('soon')).toBe('soon');
  });

  it("says 'Never' for a user who has not logged in", () => {
    expect(formatLastLogin(null)).toBe('Never');
    expect(formatLastLogin('2024-12-14T08:12:00.000Z')).toBe('Dec 14, 2024, 2:12 AM');
  });
});
