import { describe, expect, it } from 'vitest';
import { countOf, formatCount } from './count';

describe('counts', () => {
  it('groups thousands and picks singular or plural', () => {
    expect(formatCount(4567)).toBe('4,567');
    expect(countOf(1, 'reply', 'replies')).toBe('1 reply');
    expect(countOf(0, 'reply', 'replies')).toBe('0 replies');
    expect(countOf(1204, 'post')).toBe('1,204 posts');
  });
});
