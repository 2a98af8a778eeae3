import { z } from 'zod';
import { maxPriceCents } from './constants';
import { guarded } from './guarded-fields';

/**
 * An amount an admin types, in whole cents, from 0 to the shop's highest price; `label` names
 * it. It is a price wherever it appears, so only an admin sets it (domain/guarded-fields.ts).
 */
export const centsField = (label: string) =>
  guarded(
    'price',
    z
      .number({ error: `${label} is required` })
      .int(`${label} must be in whole cents`)
      .min(0, `${label} cannot be negative`)
      .max(
        maxPriceCents,
        `${label} must be at most $${(maxPriceCents / 100).toLocaleString('en-US')}`,
      ),
  );
