import { Hono } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { getStoreDetails } from '../services/settings';

/** The store's public details, from the admin's settings: anyone reads them, no secrets. */
export const storeRoutes = ({ db }: { db: Db }) =>
  new Hono<AppEnv>().get('/', async (c) => c.json(await getStoreDetails(db)));
