import { Hono } from 'hono';
import { shopQuerySchema } from '../../domain/shop-query';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { shopPage } from '../services/shop';
import { validate } from '../validate';

/**
 * /api/shop: one page of the shop's products, filtered and sorted (?category, inStock, onSale,
 * sort, limit, page; domain/shop-query.ts), with the filtered total. GET /api/products still
 * lists the whole catalogue for the console, search and deals.
 */
export const shopRoutes = ({ db }: { db: Db }) =>
  new Hono<AppEnv>().get('/', validate('query', shopQuerySchema), async (c) =>
    c.json(await shopPage(db, c.req.valid('query'))),
  );
