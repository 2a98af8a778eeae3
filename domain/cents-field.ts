import { z } from 'zod';
import { maxPriceCents } from './constants';

/** An amount an admin types, in whole cents, from 0 to the shop's highest price; `label` names it. */
export const centsField = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be in whole cents`)
    .min(0, `${label} cannot be negative`)
    .max(
      maxPriceCents,
      `${label} must be at most $${(maxPriceCents / 100).toLocaleString('en-US')}`,
    );
