import { Hono } from 'hono';
import { writers } from '../../domain/permissions';
import { categoryInputSchema, categoryOrderSchema } from '../../domain/schemas';
import { requireGroup } from '../auth';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import {
  createCategory,
  deleteCategory,
  listCategories,
  renameCategory,
  reorderCategories,
} from '../services/categories';
import { validate } from '../validate';
import { idParam } from './params';

const admin = requireGroup(...writers.categories);

/** The shop's categories: anyone reads them; the admin adds, renames, orders and deletes. */
export const categoryRoutes = ({ db }: { db: Db }) =>
  new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listCategories(db)))
    .post('/', admin, validate('json', categoryInputSchema), async (c) =>
      c.json(await createCategory(db, c.get('caller'), c.req.valid('json')), 201),
    )
    // Before '/:id': 'order' is never a category's id (services/categories.ts).
    .put('/order', admin, validate('json', categoryOrderSchema), async (c) =>
      c.json(await reorderCategories(db, c.get('caller'), c.req.valid('json'))),
    )
    .put(
      '/:id',
      admin,
      validate('param', idParam),
      validate('json', categoryInputSchema),
      async (c) =>
        c.json(
          await renameCategory(db, c.get('caller'), c.req.valid('param').id, c.req.valid('json')),
        ),
    )
    .delete('/:id', admin, validate('param', idParam), async (c) => {
      await deleteCategory(db, c.get('caller'), c.req.valid('param').id);
      return c.body(null, 204);
    });
