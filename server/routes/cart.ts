import { Hono } from 'hono';
import { cartQuoteRequestSchema } from '../../domain/cart-check-schemas';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { checkCartLines } from '../services/pricing';
import { validate } from '../validate';

/**
 * /api/cart: anyone checks their cart against today's catalogue (the cart and checkout ask when
 * opened). A POST, so it counts against the write limits per address like the order quote.
 */
export const cartRoutes = ({ db }: { db: Db }) =>
  new Hono<AppEnv>().post('/quote', validate('json', cartQuoteRequestSchema), async (c) =>
    c.json(await checkCartLines(db, c.req.valid('json').lines)),
  );
