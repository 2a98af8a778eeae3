import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  formatGiftCardCode,
  giftCardAlphabet,
  newGiftCardCode,
  normalizeGiftCardCode,
} from './gift-card-code';

describe('gift card codes', () => {
  it('are 16 characters of the unambiguous alphabet, different every time', () => {
    const codes = Array.from({ length: 200 }, () => newGiftCardCode(randomBytes));
    for (const code of codes) {
      expect(code).toHaveLength(16);
      expect([...code].every((c) => giftCardAlphabet.includes(c))).toBe(true);
      expect(code).not.toMatch(/[ILOU]/);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('use every letter of the alphabet (each byte picks one of 32)', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => (i * 32 + 31 - i) % 256);
    expect(newGiftCardCode(() => bytes)).toBe('ZYXWVTSRQPNMKJHG');
    expect(newGiftCardCode(() => new Uint8Array(16))).toBe('0000000000000000');
  });

  it('are shown in groups of four', () => {
    expect(formatGiftCardCode('ABCD2345EFGH6789')).toBe('ABCD-2345-EFGH-6789');
  });

  it.each([
    ['ABCD-2345-EFGH-6789', 'ABCD2345EFGH6789'],
    ['abcd 2345 efgh 6789', 'ABCD2345EFGH6789'],
    [' abcd2345efgh6789 ', 'ABCD2345EFGH6789'],
    ['OOOO-IIII-LLLL-0000', '0000111111110000'],
  ])('accept %j as %s', (typed, code) => {
    expect(normalizeGiftCardCode(typed)).toBe(code);
  });

  it.each(['', 'ABCD-2345', 'ABCD-2345-EFGH-67890', 'ABCD-2345-EFGH-678U', 'ABCD_2345_EFGH_6789'])(
    'refuse %j',
    (typed) => {
      expect(normalizeGiftCardCode(typed)).toBeUndefined();
    },
  );
});
