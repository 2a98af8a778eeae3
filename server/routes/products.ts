import { Hono } from 'hono';
import { writers } from '../../domain/permissions';
import { productInputSchema, productUpdateSchema } from '../../domain/schemas';
import { requireGroup } from '../auth';
import { sendJson, type CatalogueCache } from '../cache';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  relatedProducts,
  updateProduct,
} from '../services/products';
import { validate } from '../validate';
import { idParam } from './params';

const admin = requireGroup(...writers.products);

export const productRoutes = ({ db, cache }: { db: Db; cache: CatalogueCache }) =>
  new Hono<AppEnv>()
    .get('/', async (c) => sendJson(c, await cache.json('products', () => listProducts(db))))
    .get('/:id', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      return sendJson(c, await cache.json(`product:${id}`, () => getProduct(db, id)));
    })
    .get('/:id/related', validate('param', idParam), async (c) =>
      c.json(await relatedProducts(db, c.req.valid('param').id)),
    )
    .post('/', admin, validate('json', productInputSchema), async (c) =>
      c.json(await createProduct(db, c.get('caller'), c.req.valid('json')), 201),
    )
    .put(
      '/:id',
      admin,
      validate('param', idParam),
      validate('json', productUpdateSchema),
      async (c) =>
        c.json(
          await updateProduct(db, c.get('caller'), c.req.valid('param').id, c.req.valid('json')),
        ),
    )
    .delete('/:id', admin, validate('param', idParam), async (c) => {
      await deleteProduct(db, c.get('caller'), c.req.valid('param').id);
      return c.body(null, 204);
    });
