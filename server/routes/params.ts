import { z } from 'zod';

/** A record id in the path: products and recipes use slugs, but any short text is looked up. */
export const idParam = z.object({ id: z.string().min(1).max(200) });
