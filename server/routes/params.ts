import { z } from 'zod';
import { slugPattern } from '../../domain/slug';

/**
 * A record id in the path that is a slug: products, recipes, categories, shipping zones, forum
 * categories, threads and replies, settings. Any other shape names no record (404) and never
 * reaches the database.
 */
export const idParam = z.object({ id: z.string().max(200).regex(slugPattern) });

/** A record id in the path that is a UUID (addresses, messages, reviews, reports). */
export const uuidParam = z.object({ id: z.uuid() });

/** An id another service made (a payment provider's card id, 'pm_…'). */
export const externalIdParam = z.object({
  id: z
    .string()
    .max(200)
    .regex(/^[\w-]+$/),
});
