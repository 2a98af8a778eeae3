import { describe, expect, it } from 'vitest';
import {
  difficultyTones,
  forumBadgeTones,
  orderStatusTones,
  roleTones,
  stockTones,
  toneFor,
} from './tones';

describe('badge tones', () => {
  it('follows the spec colours', () => {
    expect(difficultyTones).toEqual({
      Easy: 'success',
      Intermediate: 'warning',
      Advanced: 'danger',
    });
    expect(roleTones).toEqual({ admin: 'royal', editor: 'info', user: 'neutral' });
    expect(stockTones['Out of Stock']).toBe('danger');
  });

  it('matches values case-insensitively', () => {
    expect(toneFor(orderStatusTones, 'Shipped')).toBe('royal');
    expect(toneFor(orderStatusTones, 'delivered')).toBe('success');
    expect(toneFor(forumBadgeTones, 'smoke master')).toBe('dark');
    expect(toneFor(forumBadgeTones, 'Member')).toBe('neutral');
  });

  it('falls back to neutral for unknown values', () => {
    expect(toneFor(orderStatusTones, 'lost in transit')).toBe('neutral');
  });
});
