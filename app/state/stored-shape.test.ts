import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { giftCardDetailsSchema } from '../../domain/gift-card-schemas';
import { object, optional, string } from './stored-shape';

// The hand-written checks must keep and drop exactly what the zod schemas they replaced did.
const outcome = (result: { ok: boolean; value?: unknown } | z.ZodSafeParseResult<unknown>) =>
  'ok' in result
    ? result.ok
      ? result.value
      : 'invalid'
    : result.success
      ? result.data
      : 'invalid';

describe('stored-shape agrees with zod', () => {
  it('gift card details: trimmed, lengths, e-mail or empty, unknown keys left out', () => {
    const check = object({
      recipientEmail: optional(string({ trim: true, max: 254, format: 'email-or-empty' })),
      recipientName: optional(string({ trim: true, max: 40 })),
      message: optional(string({ trim: true, max: 200 })),
    });
    const samples: unknown[] = [
      {},
      { recipientEmail: '' },
      { recipientEmail: ' sam@example.com ', recipientName: ' Sam ', extra: 1 },
      { recipientEmail: 'not-an-email' },
      { recipientEmail: 'a..b@example.com' },
      { recipientName: 'x'.repeat(41) },
      { recipientName: `  ${'x'.repeat(40)}  ` },
      { message: 5 },
      null,
      [],
    ];
    for (const sample of samples) {
      expect(outcome(check(sample))).toEqual(outcome(giftCardDetailsSchema.safeParse(sample)));
    }
  });

  it('date-times with an offset, as z.iso.datetime({ offset: true })', () => {
    const check = string({ format: 'datetime' });
    const zod = z.iso.datetime({ offset: true });
    for (const sample of [
      '2026-01-02T10:00:00.000Z',
      '2026-01-02T10:00:00+02:00',
      '2026-01-02T10:00Z',
      '2026-02-30T10:00:00Z',
      '2024-02-29T23:59:59.5-05:00',
      '2026-01-02 10:00:00Z',
      'yesterday',
    ]) {
      expect(outcome(check(sample))).toEqual(outcome(zod.safeParse(sample)));
    }
  });
});
