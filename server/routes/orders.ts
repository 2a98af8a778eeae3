import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  guestOrdersRequestSchema,
  orderFiltersSchema,
  orderListQuerySchema,
  orderRequestSchema,
  orderStatusInputSchema,
  quoteRequestSchema,
} from '../../domain/order-schemas';
import { readers, writers } from '../../domain/permissions';
import { requireGroup, requireSignIn } from '../auth';
import type { AppEnv } from '../env';
import type { GiftCardMail } from '../mail/gift-card-mail';
import type { OrderMail } from '../mail/order-mail';
import { ordersCsv } from '../services/order-export';
import { idempotencyKeyOf } from '../services/order-keys';
import { refundOrder, refundOrderLines } from '../services/order-refunds';
import { lineRefundRequestSchema } from '../../domain/order-refunds';
import {
  getOrder,
  getGuestOrders,
  listAllOrders,
  listMyOrders,
  placeOrder,
  quoteOrder,
  setOrderStatus,
} from '../services/orders';
import { completePendingPayment } from '../services/pending-orders';
import { orderStoredMail } from '../services/pending-orders-mail';
import { validate } from '../validate';
import { catchUpRenewals, type MembershipDeps } from './membership';

const orderIdParam = z.object({ id: z.string().min(1).max(40) });
const keyQuery = z.object({ key: z.string().max(200).optional() });
const pendingIdParam = z.object({ id: z.uuid('No pending payment has this id') });
const pendingPaymentSchema = z.object({
  /** A guest's order key (the 202 answer gave it). */
  key: z.string().max(200).optional(),
  /** The test provider's confirm step: the customer's answer on the stand-in bank page. */
  testAction: z.enum(['confirm', 'refuse']).optional(),
});

/**
 * /api/orders: anyone quotes and places an order (a signed-in caller's becomes theirs; an
 * Idempotency-Key header makes a retry answer with the order already placed); an order
 * opens for its owner, an admin, or the guest link's key; admins list, move and refund them.
 */
export const orderRoutes = (
  deps: MembershipDeps & {
    /** Confirms a placed order and announces a shipped one by e-mail. */
    mail: OrderMail;
    /** Sends the cards an order bought to their recipients. */
    giftCardMail: GiftCardMail;
    /** The gift card limiter, shared with /api/gift-cards/check: an order naming a card counts. */
    giftCardAttempts: MiddlewareHandler<AppEnv>;
  },
) => {
  const { db, payments, mailer, mail, clock, giftCardMail, giftCardAttempts } = deps;
  const orderStored = orderStoredMail(mail, giftCardMail);
  return new Hono<AppEnv>()
    .post('/quote', validate('json', quoteRequestSchema), async (c) => {
      // A member's renewal falls due before the discount is judged.
      const now = clock.now();
      await catchUpRenewals(deps, c.get('caller')?.sub, now);
      return c.json(await quoteOrder(db, c.get('caller'), c.req.valid('json').lines, now));
    })
    .post('/', giftCardAttempts, validate('json', orderRequestSchema), async (c) => {
      const idempotencyKey = idempotencyKeyOf(c.req.header('idempotency-key'));
      const now = clock.now();
      await catchUpRenewals(deps, c.get('caller')?.sub, now);
      const result = await placeOrder(
        db,
        payments,
        c.get('caller'),
        c.req.valid('json'),
        now,
        idempotencyKey,
        // The e-mails are stored with the order (a replay wrote none: they went out the first time).
        orderStored,
      );
      // The bank asks the customer to confirm (3-D Secure): the order waits, its stock held.
      if ('pending' in result) return c.json(result, 202);
      const { giftCards: _codes, replayed, ...placed } = result;
      if (replayed) c.header('Idempotent-Replayed', 'true');
      else mailer.wake();
      return c.json(placed, 201);
    })
    .post(
      '/:id/payment',
      validate('param', pendingIdParam),
      validate('json', pendingPaymentSchema),
      async (c) => {
        const result = await completePendingPayment(
          db,
          payments,
          c.get('caller'),
          c.req.valid('param').id,
          c.req.valid('json'),
          clock.now(),
          orderStored,
        );
        if ('pending' in result) return c.json(result, 202);
        const { giftCards: _codes, replayed: _replayed, ...placed } = result;
        mailer.wake();
        return c.json(placed, 201);
      },
    )
    .post('/guest', validate('json', guestOrdersRequestSchema), async (c) =>
      c.json(await getGuestOrders(db, c.req.valid('json').orders)),
    )
    .get('/mine', requireSignIn('Sign in to see your orders'), async (c) =>
      c.json(await listMyOrders(db, c.get('caller'))),
    )
    .get(
      '/export.csv',
      requireGroup(...readers.orders),
      validate('query', orderFiltersSchema),
      async (c) => {
        const csv = await ordersCsv(db, c.get('caller'), c.req.valid('query'));
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', 'attachment; filename="orders.csv"');
        return c.body(csv);
      },
    )
    .get('/', requireGroup(...readers.orders), validate('query', orderListQuerySchema), async (c) =>
      c.json(await listAllOrders(db, c.get('caller'), c.req.valid('query'))),
    )
    .get('/:id', validate('param', orderIdParam), validate('query', keyQuery), async (c) =>
      c.json(
        await getOrder(db, c.get('caller'), c.req.valid('param').id, c.req.valid('query').key),
      ),
    )
    .put(
      '/:id/status',
      requireGroup(...writers.orders),
      validate('param', orderIdParam),
      validate('json', orderStatusInputSchema),
      async (c) => {
        const { order, changed } = await setOrderStatus(
          db,
          payments,
          c.get('caller'),
          c.req.valid('param').id,
          c.req.valid('json'),
          undefined,
          // Each status the customer hears about writes its e-mail with the change.
          async (tx, updated, change) => {
            if (updated.status === 'shipped') await mail.shipped(tx, updated);
            if (updated.status === 'delivered') await mail.delivered(tx, updated);
            if (updated.status === 'cancelled') await mail.cancelled(tx, updated, change.refund);
          },
        );
        if (changed) mailer.wake();
        return c.json(order);
      },
    )
    .post(
      '/:id/refund',
      requireGroup(...writers.orders),
      validate('param', orderIdParam),
      async (c) => {
        const order = await refundOrder(
          db,
          payments,
          c.get('caller'),
          c.req.valid('param').id,
          undefined,
          mail.refunded,
        );
        mailer.wake();
        return c.json(order);
      },
    )
    .post(
      '/:id/refunds',
      requireGroup(...writers.orders),
      validate('param', orderIdParam),
      validate('json', lineRefundRequestSchema),
      async (c) => {
        const order = await refundOrderLines(
          db,
          payments,
          c.get('caller'),
          c.req.valid('param').id,
          c.req.valid('json'),
          idempotencyKeyOf(c.req.header('idempotency-key')),
          undefined,
          mail.refunded,
        );
        mailer.wake();
        return c.json(order);
      },
    );
};
