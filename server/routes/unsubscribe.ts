import { Hono } from 'hono';
import { unsubscribeInputSchema } from '../../domain/message-schemas';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { unsubscribe } from '../services/unsubscribe';
import { validate } from '../validate';

/** /api/unsubscribe: anyone holding a link's token; POST only, so link scanners change nothing. */
export const unsubscribeRoutes = ({
  db,
  unsubscribeSecret,
}: {
  db: Db;
  unsubscribeSecret: string;
}) =>
  new Hono<AppEnv>().post('/', validate('json', unsubscribeInputSchema), async (c) =>
    c.json(await unsubscribe(db, unsubscribeSecret, c.req.valid('json').token)),
  );
