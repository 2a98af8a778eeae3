import { Hono } from 'hono';
import { readers } from '../../domain/permissions';
import { requireGroup } from '../auth';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { storeAnalytics } from '../services/analytics';

/** Months are counted in the store's time zone (Chicago), as the admin screens show dates. */
export const storeTimeZone = 'America/Chicago';

/** /api/analytics: the admin's figures, computed from every stored order. */
export const analyticsRoutes = ({ db }: { db: Db }) =>
  new Hono<AppEnv>().get('/', requireGroup(...readers.orders), async (c) =>
    c.json(await storeAnalytics(db, c.get('caller'), storeTimeZone)),
  );
