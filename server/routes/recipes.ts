import { Hono } from 'hono';
import { writers } from '../../domain/permissions';
import { recipeInputSchema } from '../../domain/schemas';
import { requireGroup } from '../auth';
import { sendJson, type CatalogueCache } from '../cache';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import {
  createRecipe,
  deleteRecipe,
  getRecipe,
  listRecipes,
  updateRecipe,
} from '../services/recipes';
import { validate } from '../validate';
import { idParam } from './params';

const editors = requireGroup(...writers.recipes);

export const recipeRoutes = ({ db, cache }: { db: Db; cache: CatalogueCache }) =>
  new Hono<AppEnv>()
    .get('/', async (c) => sendJson(c, await cache.json('recipes', () => listRecipes(db))))
    .get('/:id', validate('param', idParam), async (c) =>
      c.json(await getRecipe(db, c.req.valid('param').id)),
    )
    .post('/', editors, validate('json', recipeInputSchema), async (c) =>
      c.json(await createRecipe(db, c.get('caller'), c.req.valid('json')), 201),
    )
    .put(
      '/:id',
      editors,
      validate('param', idParam),
      validate('json', recipeInputSchema),
      async (c) =>
        c.json(
          await updateRecipe(db, c.get('caller'), c.req.valid('param').id, c.req.valid('json')),
        ),
    )
    .delete('/:id', editors, validate('param', idParam), async (c) => {
      await deleteRecipe(db, c.get('caller'), c.req.valid('param').id);
      return c.body(null, 204);
    });
