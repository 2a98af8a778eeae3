import { Hono, type MiddlewareHandler } from 'hono';
import { giftCardCheckSchema } from '../../domain/gift-card-schemas';
import { readers } from '../../domain/permissions';
import { requireGroup } from '../auth';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { checkGiftCard, lookupGiftCard } from '../services/gift-cards';
import { validate } from '../validate';

/**
 * /api/gift-cards: anyone checks a code's balance (rate-limited per address with the orders
 * that carry a card); an admin looks one up with its history. Codes travel in POST bodies, so
 * they never land in access logs.
 */
export const giftCardRoutes = ({
  db,
  attempts,
}: {
  db: Db;
  /** The gift card limiter, shared with POST /api/orders. */
  attempts: MiddlewareHandler<AppEnv>;
}) =>
  new Hono<AppEnv>()
    .post('/check', attempts, validate('json', giftCardCheckSchema), async (c) =>
      c.json(await checkGiftCard(db, c.req.valid('json').code)),
    )
    .post(
      '/lookup',
      requireGroup(...readers.giftCards),
      validate('json', giftCardCheckSchema),
      async (c) => c.json(await lookupGiftCard(db, c.get('caller'), c.req.valid('json').code)),
    );
