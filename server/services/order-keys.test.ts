import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderRequestSchema } from '../../domain/order-schemas';
import { BadRequest } from '../errors';
import { idempotencyKeyOf, orderRequestHash } from './order-keys';

/** Controls, NUL, DEL, spaces, Latin and beyond: what a header may carry by mistake or on purpose. */
const anyCharacters = fc.string({
  unit: fc.nat(0x2ff).map((code) => String.fromCharCode(code)),
  maxLength: 300,
});

const keyRule = 'Idempotency-Key must be 16 to 255 visible characters (a UUID is a good one)';

describe('idempotencyKeyOf', () => {
  it('takes 16 to 255 visible ASCII characters as they are, and refuses anything else with 400', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), anyCharacters), (header) => {
        const wellFormed = /^[\x21-\x7e]{16,255}$/.test(header);
        try {
          expect(idempotencyKeyOf(header)).toBe(header);
          expect(wellFormed).toBe(true);
        } catch (error) {
          if (!(error instanceof BadRequest)) throw error;
          expect(error.message).toBe(keyRule);
          expect(wellFormed).toBe(false);
        }
      }),
    );
  });

  it('takes a UUID, 16 and 255 characters, or no header; refuses 15, 256, NUL and non-ASCII', () => {
    expect(idempotencyKeyOf(undefined)).toBeUndefined();
    for (const key of ['0f8fad5b-d9cb-469f-a165-70867728950e', 'a'.repeat(16), 'f'.repeat(255)]) {
      expect(idempotencyKeyOf(key)).toBe(key);
    }
    for (const key of [
      'a'.repeat(15),
      'a'.repeat(256),
      `${'a'.repeat(16)}\u0000`,
      'clé-de-commande-1234',
    ]) {
      expect(() => idempotencyKeyOf(key)).toThrow(keyRule);
    }
  });
});

const body = {
  lines: [{ productId: 'memphis-dry-rub', size: '6 oz', quantity: 2 }],
  contact: {
    email: 'pat@example.com',
    shippingAddress: {
      name: 'Pat Pitmaster',
      address: '1 Smoke Lane',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60601',
    },
  },
  payment: { token: 'tok_test_first' },
  expectedTotalCents: 2087,
};

/** The same object with its keys (at every depth) in another order. */
function reordered(value: unknown, order: (keys: string[]) => string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => reordered(item, order));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  const keys = order(entries.map(([key]) => key));
  return Object.fromEntries(
    keys.map((key) => [key, reordered((value as Record<string, unknown>)[key], order)]),
  );
}

const hashOf = (json: unknown) => orderRequestHash(orderRequestSchema.parse(json));

describe('orderRequestHash', () => {
  it('is the same for the same order whatever order its fields came in', () => {
    expect(hashOf(reordered(body, (keys) => [...keys].reverse()))).toBe(hashOf(body));
    expect(hashOf(reordered(body, (keys) => [...keys].sort()))).toBe(hashOf(body));
  });

  it('ignores the payment token (a retry may tokenize the card again), not the order', () => {
    expect(hashOf({ ...body, payment: { token: 'tok_test_second' } })).toBe(hashOf(body));
    expect(hashOf({ ...body, lines: [{ ...body.lines[0], quantity: 3 }] })).not.toBe(hashOf(body));
    expect(hashOf({ ...body, contact: { ...body.contact, email: 'sam@example.com' } })).not.toBe(
      hashOf(body),
    );
  });
});
