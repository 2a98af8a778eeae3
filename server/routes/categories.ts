import { Hono } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { listCategories } from '../services/categories';

export const categoryRoutes = ({ db }: { db: Db }) =>
  new Hono<AppEnv>().get('/', async (c) => c.json(await listCategories(db)));
