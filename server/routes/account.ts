import { Hono } from 'hono';
import { z } from 'zod';
import {
  accountSettingsSchema,
  cardDefaultSchema,
  cardInputSchema,
  cartInputSchema,
  favoriteKeySchema,
  favoritesMergeSchema,
  notificationPreferencesInputSchema,
  savedAddressInputSchema,
} from '../../domain/account-schemas';
import { readers } from '../../domain/permissions';
import { requireGroup, requireSignIn } from '../auth';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import type { PaymentProvider } from '../payments/provider';
import {
  addFavorites,
  createAddress,
  createCard,
  deleteAddress,
  deleteCard,
  getCart,
  getNotificationPreferences,
  getSettings,
  listAddresses,
  listCards,
  listFavorites,
  makeDefaultCard,
  putCart,
  putNotificationPreferences,
  putSettings,
  removeFavorite,
  signedIn,
  updateAddress,
} from '../services/account';
import { validate } from '../validate';
import { externalIdParam, uuidParam } from './params';

/**
 * /api/me: the signed-in customer's own cart, favourites, addresses, saved cards, notification
 * preferences and settings. Every call is the token's `sub`'s: no path names an account.
 */
export const accountRoutes = ({ db, payments }: { db: Db; payments: PaymentProvider }) =>
  new Hono<AppEnv>()
    .use(requireSignIn())
    .get('/cart', async (c) => c.json(await getCart(db, c.get('caller'))))
    .put('/cart', validate('json', cartInputSchema), async (c) => {
      const { lines, saveId } = c.req.valid('json');
      return c.json(await putCart(db, c.get('caller'), lines, saveId));
    })
    .get('/favorites', async (c) => c.json(await listFavorites(db, c.get('caller'))))
    .post('/favorites/merge', validate('json', favoritesMergeSchema), async (c) =>
      c.json(await addFavorites(db, c.get('caller'), c.req.valid('json').items)),
    )
    .put('/favorites/:type/:refId', validate('param', favoriteKeySchema), async (c) =>
      c.json(await addFavorites(db, c.get('caller'), [c.req.valid('param')])),
    )
    .delete('/favorites/:type/:refId', validate('param', favoriteKeySchema), async (c) =>
      c.json(await removeFavorite(db, c.get('caller'), c.req.valid('param'))),
    )
    .get('/addresses', async (c) => c.json(await listAddresses(db, signedIn(c.get('caller')).sub)))
    .post('/addresses', validate('json', savedAddressInputSchema), async (c) =>
      c.json(await createAddress(db, c.get('caller'), c.req.valid('json')), 201),
    )
    .put(
      '/addresses/:id',
      validate('param', uuidParam),
      validate('json', savedAddressInputSchema),
      async (c) =>
        c.json(
          await updateAddress(db, c.get('caller'), c.req.valid('param').id, c.req.valid('json')),
        ),
    )
    .delete('/addresses/:id', validate('param', uuidParam), async (c) =>
      c.json(await deleteAddress(db, c.get('caller'), c.req.valid('param').id)),
    )
    .get('/cards', async (c) => c.json(await listCards(db, c.get('caller'))))
    .post('/cards', validate('json', cardInputSchema), async (c) =>
      c.json(await createCard(db, payments, c.get('caller'), c.req.valid('json').token), 201),
    )
    .put(
      '/cards/:id',
      validate('param', externalIdParam),
      validate('json', cardDefaultSchema),
      async (c) => c.json(await makeDefaultCard(db, c.get('caller'), c.req.valid('param').id)),
    )
    .delete('/cards/:id', validate('param', externalIdParam), async (c) =>
      c.json(await deleteCard(db, c.get('caller'), c.req.valid('param').id)),
    )
    .get('/notification-preferences', async (c) =>
      c.json(await getNotificationPreferences(db, c.get('caller'))),
    )
    .put(
      '/notification-preferences',
      validate('json', notificationPreferencesInputSchema),
      async (c) =>
        c.json(await putNotificationPreferences(db, c.get('caller'), c.req.valid('json'))),
    )
    .get('/settings', async (c) => c.json(await getSettings(db, c.get('caller'))))
    .put('/settings', validate('json', accountSettingsSchema), async (c) =>
      c.json(await putSettings(db, c.get('caller'), c.req.valid('json'))),
    );

const subParam = z.object({ sub: z.string().min(1).max(200) });

/** /api/accounts/:sub/…: an admin reads a customer's records (support, disputes). */
export const accountAdminRoutes = ({ db }: { db: Db }) =>
  new Hono<AppEnv>().get(
    '/:sub/addresses',
    requireGroup(...readers.accounts),
    validate('param', subParam),
    async (c) => c.json(await listAddresses(db, c.req.valid('param').sub)),
  );
