import { Hono } from 'hono';
import { recipeListQuerySchema } from '../../domain/recipe-query';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { recipeListPage } from '../services/recipe-list';
import { validate } from '../validate';

/**
 * /api/recipe-list: one page of the recipes page's list (?category=slug, limit, page;
 * domain/recipe-query.ts), with the filtered total. GET /api/recipes still lists every recipe
 * for the console, search and the sitemap.
 */
export const recipeListRoutes = ({ db }: { db: Db }) =>
  new Hono<AppEnv>().get('/', validate('query', recipeListQuerySchema), async (c) =>
    c.json(await recipeListPage(db, c.req.valid('query'))),
  );
