import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { centsField } from './cents-field';
import { guarded, guardedFieldsOf, holdsGuardedField } from './guarded-fields';

describe('guardedFieldsOf', () => {
  it('finds marked fields through objects, lists, optional fields, pipes and unions', () => {
    const link = guarded('link', z.string());
    const schema = z.object({
      title: z.string().trim().min(1),
      price: centsField('Price'),
      tiers: z.array(z.object({ fee: centsField('Fee').min(1).optional() })).max(3),
      contact: z.string().pipe(z.email()),
      action: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('go'), to: link }),
        z.object({ kind: z.literal('stay') }),
      ]),
      share: guarded('percent', z.number()).nullable(),
    });
    expect(guardedFieldsOf(schema)).toEqual([
      { path: 'price', guard: 'price' },
      { path: 'tiers[].fee', guard: 'price' },
      { path: 'action.to', guard: 'link' },
      { path: 'share', guard: 'percent' },
    ]);
    expect(holdsGuardedField(z.object({ copy: z.array(z.string()) }))).toBe(false);
  });

  it('keeps the mark through rules added later', () => {
    const marked = guarded('price', z.number());
    expect(guardedFieldsOf(marked.min(1).max(9).optional())).toEqual([
      { path: '', guard: 'price' },
    ]);
    expect(holdsGuardedField(z.number().min(1))).toBe(false);
  });

  it('refuses a kind of schema it cannot look inside, rather than miss a price there', () => {
    const hidden = z.object({ tiers: z.record(z.string(), centsField('Price')) });
    expect(() => guardedFieldsOf(hidden)).toThrow(/cannot look inside a 'record' schema/);
    expect(() => guardedFieldsOf(z.object({ any: z.unknown() }))).toThrow(/'unknown'/);
  });
});
