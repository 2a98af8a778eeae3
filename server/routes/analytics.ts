import { Hono } from 'hono';
import { readers } from '../../domain/permissions';
import { requireGroup } from '../auth';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { storeAnalytics } from '../services/analytics';
import { getStoreDetails } from '../services/settings';

/** /api/analytics: the admin's figures, computed from every stored order. */
export const analyticsRoutes = ({ db }: { db: Db }) =>
  new Hono<AppEnv>().get('/', requireGroup(...readers.orders), async (c) => {
    // Months are counted in the store's time zone (its settings), as the admin screens show dates.
    const { timeZone } = await getStoreDetails(db);
    return c.json(await storeAnalytics(db, c.get('caller'), timeZone));
  });
