import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../admin/format';
import {
  defaultStoreTimeZone,
  formatDate,
  setStoreTimeZone,
  storeTimeZone,
  storeToday,
} from './dates';

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

describe("the store's time zone, from its settings", () => {
  afterEach(() => setStoreTimeZone(defaultStoreTimeZone));

  it('moves order dates and "today" to the zone the admin chose', () => {
    const lateEvening = '2024-12-15T02:30:00.000Z';
    setStoreTimeZone('America/New_York');
    expect(storeTimeZone()).toBe('America/New_York');
    // 21:30 in New York, the same evening as in Chicago.
    expect(formatDate(lateEvening)).toBe('Dec 14, 2024');
    expect(formatDateTime(lateEvening)).toBe('Dec 14, 2024, 9:30 PM');
    setStoreTimeZone('America/Los_Angeles');
    expect(formatDateTime(lateEvening)).toBe('Dec 14, 2024, 6:30 PM');
    expect(storeToday(new Date('2024-12-15T07:30:00.000Z'))).toBe('2024-12-14');
    setStoreTimeZone('Europe/London');
    expect(formatDate(lateEvening)).toBe('Dec 15, 2024');
    expect(storeToday(new Date('2024-12-15T07:30:00.000Z'))).toBe('2024-12-15');
  });

  it('keeps the current zone when given one that does not exist', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setStoreTimeZone('Mars/Olympus');
    expect(storeTimeZone()).toBe(defaultStoreTimeZone);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
