import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { circularWeek, formatCircularWeek } from './week';

describe('the Weekly Circular week', () => {
  it.each([
    ['2025-06-02', '2025-06-02', '2025-06-08'], // Monday
    ['2025-06-05', '2025-06-02', '2025-06-08'], // Thursday
    ['2025-06-08', '2025-06-02', '2025-06-08'], // Sunday ends the week
    ['2026-01-01', '2025-12-29', '2026-01-04'], // across the new year
  ])('%s falls in the week %s – %s', (day, start, end) => {
    expect(circularWeek(parseDate(day))).toEqual({ start, end });
  });

  it('reads as a date range', () => {
    const format = (start: string, end: string) =>
      formatCircularWeek({ start, end }).replace(/\s/g, ' ');
    expect(format('2025-06-02', '2025-06-08')).toBe('June 2 – 8, 2025');
    expect(format('2025-06-30', '2025-07-06')).toBe('June 30 – July 6, 2025');
    expect(format('2025-12-29', '2026-01-04')).toBe('December 29, 2025 – January 4, 2026');
  });
});
