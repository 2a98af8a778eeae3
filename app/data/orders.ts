import { orderId, orders as seedOrders } from '../../fixtures/orders';
import type { Order, OrderLine, OrderStatus, PostalAddress } from '../../domain/types';
import { cartTotals } from '../../domain/cart-math';
import { collection } from './collection';
import { listProducts } from './products';
import { orderSchema } from '../../domain/schemas';

const orders = collection<Order>({
  name: 'orders',
  version: 1,
  seed: () => structuredClone(seedOrders),
  schema: orderSchema,
});

/** Lines that are not catalogue products skip the stock check: gift cards, club memberships. */
export const giftCardProductId = 'gift-card';
export const clubMembershipPrefix = 'club-';

export const isCatalogueLine = (productId: string) =>
  productId !== giftCardProductId && !productId.startsWith(clubMembershipPrefix);

export interface OrderRequest {
  accountId?: string;
  email: string;
  shippingAddress: PostalAddress;
  /** Defaults to the shipping address. */
  billingAddress?: PostalAddress;
  /** Only the brand and the last four digits: the full number and the CVC never get here. */
  card: { brand: string; last4: string };
  lines: OrderLine[];
}

/** A refusal the customer can act on; its message is shown as is. */
export class OrderError extends Error {
  override name = 'OrderError';
}

const newestFirst = (list: Order[]) => list.sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export const listOrders = async () => newestFirst(await orders.list());
export const getOrder = (id: string) => orders.get(id);

export async function listOrdersForAccount(accountId: string): Promise<Order[]> {
  return (await listOrders()).filter((order) => order.accountId === accountId);
}

export async function updateOrderStatus(id: string, status: OrderStatus): Promise<Order> {
  const order = await orders.get(id);
  if (!order) throw new OrderError(`Order ${id} not found`);
  return orders.put({ ...order, status });
}

/** The next FF-YYYY-NNNN for the year: one more than the highest sequence used that year. */
export function nextOrderId(existing: readonly Pick<Order, 'id'>[], year: number): string {
  const prefix = orderId(year, 0).slice(0, -4);
  const highest = existing
    .filter((order) => order.id.startsWith(prefix))
    .reduce((max, order) => Math.max(max, Number(order.id.slice(prefix.length))), 0);
  return orderId(year, highest + 1);
}

/**
 * Places an order for what is in the cart: checks every line is still sold and in stock,
 * computes the totals in integer cents, and stores the order as confirmed and paid.
 */
export async function placeOrder(request: OrderRequest, now = new Date()): Promise<Order> {
  if (request.lines.length === 0) throw new OrderError('Your cart is empty.');
  if (!/^\d{4}$/.test(request.card.last4)) throw new OrderError('The card could not be read.');

  const catalogue = new Map((await listProducts()).map((product) => [product.id, product]));
  for (const line of request.lines) {
    if (!isCatalogueLine(line.productId)) continue;
    const size = catalogue.get(line.productId)?.sizes.find((s) => s.size === line.size);
    if (!size?.inStock) {
      throw new OrderError(
        `${line.name} (${line.size}) is no longer available. Remove it from your cart to continue.`,
      );
    }
  }

  const totals = cartTotals(request.lines);
  const shipping = request.shippingAddress;
  const order: Order = {
    id: nextOrderId(await orders.list(), now.getFullYear()),
    customerName: shipping.name,
    email: request.email,
    createdAt: now.toISOString(),
    status: 'confirmed',
    paymentStatus: 'paid',
    items: request.lines.map((line) => ({ ...line })),
    ...totals,
    billingAddress: { ...(request.billingAddress ?? shipping), email: request.email },
    shippingAddress: { ...shipping },
    paymentMethod: { brand: request.card.brand, last4: request.card.last4 },
  };
  if (request.accountId) order.accountId = request.accountId;
  return orders.put(order);
}
