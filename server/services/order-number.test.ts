import { describe, expect, it } from 'vitest';
import { formatOrderNumber } from './orders';

describe('formatOrderNumber', () => {
  it('writes four digits up to 9999, then as many as the number has', () => {
    expect(formatOrderNumber(2026, 1)).toBe('FF-2026-0001');
    expect(formatOrderNumber(2026, 42)).toBe('FF-2026-0042');
    expect(formatOrderNumber(2026, 9999)).toBe('FF-2026-9999');
    expect(formatOrderNumber(2026, 10000)).toBe('FF-2026-10000');
    expect(formatOrderNumber(2026, 123456)).toBe('FF-2026-123456');
  });
});
