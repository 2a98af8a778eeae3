import { Hono } from 'hono';
import { writers } from '../../domain/permissions';
import { shippingZoneInputSchema } from '../../domain/shipping-schemas';
import { requireGroup } from '../auth';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import {
  createShippingZone,
  deleteShippingZone,
  getShippingZone,
  listShippingZones,
  updateShippingZone,
} from '../services/shipping-zones';
import { validate } from '../validate';
import { idParam } from './params';

const admin = requireGroup(...writers.zones);

/** Shipping zones: public to read (the /shipping page shows them), the admin's to change. */
export const shippingZoneRoutes = ({ db }: { db: Db }) =>
  new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listShippingZones(db)))
    .get('/:id', validate('param', idParam), async (c) =>
      c.json(await getShippingZone(db, c.req.valid('param').id)),
    )
    .post('/', admin, validate('json', shippingZoneInputSchema), async (c) =>
      c.json(await createShippingZone(db, c.get('caller'), c.req.valid('json')), 201),
    )
    .put(
      '/:id',
      admin,
      validate('param', idParam),
      validate('json', shippingZoneInputSchema),
      async (c) =>
        c.json(
          await updateShippingZone(
            db,
            c.get('caller'),
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        ),
    )
    .delete('/:id', admin, validate('param', idParam), async (c) => {
      await deleteShippingZone(db, c.get('caller'), c.req.valid('param').id);
      return c.body(null, 204);
    });
