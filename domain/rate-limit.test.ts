import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, tooManyRequestsMessage } from './rate-limit';

describe('tooManyRequestsMessage', () => {
  it('names the wait in whole seconds', () => {
    expect(tooManyRequestsMessage(42)).toBe('Too many requests. Try again in 42 seconds.');
    expect(tooManyRequestsMessage(0.2)).toBe('Too many requests. Try again in 1 second.');
    expect(tooManyRequestsMessage(undefined)).toBe('Too many requests. Try again in a moment.');
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds or an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds('30', now)).toBe(30);
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
  });
});
