import { describe, expect, it } from 'vitest';
import { contrastRatio, meetsAA, parseHex, relativeLuminance } from './contrast';

describe('contrast', () => {
  it('parses hex colours', () => {
    expect(parseHex('#b42a0b')).toEqual([180, 42, 11]);
    expect(() => parseHex('red')).toThrow('Not a 6-digit hex colour');
  });

  it('gives the WCAG extremes', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  it('is symmetric and matches a known pair', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(contrastRatio('#767676', '#ffffff'));
  });

  it('applies the AA thresholds', () => {
    expect(meetsAA(4.5)).toBe(true);
    expect(meetsAA(4.49)).toBe(false);
    expect(meetsAA(3, 'ui')).toBe(true);
    expect(meetsAA(2.99, 'large')).toBe(false);
  });
});
