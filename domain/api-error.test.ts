import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isApiErrorBody } from './api-error';
import { apiErrorSchema } from './schemas';

describe('isApiErrorBody', () => {
  it('agrees with apiErrorSchema', () => {
    const samples: unknown[] = [
      null,
      'oops',
      [],
      { error: 'invalid', message: 'Check the form' },
      {
        error: 'invalid',
        message: 'Check',
        fields: { email: 'Required' },
        quote: { totalCents: 1 },
      },
      { error: 'invalid', message: 'Check', fields: { email: 3 } },
      { error: 'invalid', message: 'Check', fields: ['Required'] },
      { error: 'invalid', message: 'Check', fields: null },
      { error: 1, message: 'Check' },
      { error: 'invalid' },
    ];
    for (const body of samples) {
      expect(isApiErrorBody(body), JSON.stringify(body)).toBe(
        apiErrorSchema.safeParse(body).success,
      );
    }
    fc.assert(
      fc.property(fc.anything(), (body) => {
        expect(isApiErrorBody(body)).toBe(apiErrorSchema.safeParse(body).success);
      }),
    );
  });
});
