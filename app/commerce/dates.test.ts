import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('shop dates', () => {
  it("prints 'Mon D, YYYY' in the store's time zone", () => {
    expect(formatDate('2024-03-01T18:00:00.000Z')).toBe('Mar 1, 2024');
    expect(formatDate('2024-12-14T15:42:00.000Z')).toBe('Dec 14, 2024');
    // 02:30 UTC is still the evening before in Chicago.
    expect(formatDate('2024-12-15T02:30:00.000Z')).toBe('Dec 14, 2024');
  });

  it('returns text it cannot read as it is', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});
