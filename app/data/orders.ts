import type { Shipment } from '@domain/shipment';
import type { LineRefundRequest } from '../../domain/order-refunds';
import type {
  GuestOrderRef,
  OrderLineInput,
  OrderListPage,
  OrderQuote,
  OrderRequest,
} from '../../domain/order-schemas';
import { giftCardProductId } from '../../domain/gift-card-line';
import type { GiftCardBalance } from '../../domain/gift-card-schemas';
import type { PendingPayment, TestBankAnswer } from '../../domain/pending-payment';
import type { Order, OrderStatus, PaymentStatus } from '../../domain/types';
import { listSearch } from '../../domain/list-search';
import type { CartLine } from '../state/cart-store';
import { api, ApiError, apiText } from './api';

export { giftCardProductId, isCatalogueLine } from '../../domain/gift-card-line';

/** What the server needs of a cart line: never its price (the server prices every line). */
export function toOrderLineInputs(lines: readonly CartLine[]): OrderLineInput[] {
  return lines.map(({ productId, size, quantity, priceCents, giftCard }) =>
    productId === giftCardProductId
      ? { productId, size, quantity, amountCents: priceCents, ...(giftCard ? { giftCard } : {}) }
      : { productId, size, quantity },
  );
}

export const quoteOrder = (lines: OrderLineInput[]) =>
  api<OrderQuote>('/orders/quote', { method: 'POST', body: { lines } });

/** A placed (paid) order; a guest's comes with the key its invoice link needs. */
export interface PlacedOrder {
  order: Order;
  key?: string;
}

/**
 * Places the order; a guest's comes back with the key its invoice link needs. The same
 * `idempotencyKey` sent again gets the order it placed, never a second one or a second charge.
 * When the bank asks the shopper to confirm (3-D Secure) the answer is the pending payment
 * (202), which completePendingPayment finishes.
 */
export const placeOrder = (request: OrderRequest, idempotencyKey: string) =>
  api<PlacedOrder | PendingPayment>('/orders', {
    method: 'POST',
    body: request,
    signedIn: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/**
 * After the bank's step (Stripe's `handleNextAction`, or the test provider's dialog, whose
 * answer `testAction` carries): the order once paid, the pending payment while the bank still
 * waits; 402 when the bank or card said no (the order is released, the checkout can pay again).
 */
export const completePendingPayment = (
  id: string,
  { key, testAction }: { key?: string; testAction?: TestBankAnswer },
) =>
  api<PlacedOrder | PendingPayment>(`/orders/${encodeURIComponent(id)}/payment`, {
    method: 'POST',
    body: { ...(key ? { key } : {}), ...(testAction ? { testAction } : {}) },
    signedIn: true,
  });

/** An order its owner, an admin or the guest link's key may open; undefined otherwise. */
export async function getOrder(id: string, key?: string): Promise<Order | undefined> {
  const query = key ? `?key=${encodeURIComponent(key)}` : '';
  try {
    return await api<Order>(`/orders/${encodeURIComponent(id)}${query}`, { signedIn: true });
  } catch (error) {
    // 'Order not found' for a stranger, and for a signed-out visitor whose session went stale.
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) {
      return undefined;
    }
    throw error;
  }
}

/** The guest orders this browser keeps whose keys open them, newest first (others are left out). */
export const getGuestOrders = (orders: GuestOrderRef[]) =>
  orders.length === 0
    ? Promise.resolve<Order[]>([])
    : api<Order[]>('/orders/guest', { method: 'POST', body: { orders } });

export const listMyOrders = () => api<Order[]>('/orders/mine', { signedIn: true });

/** The console's order filters, as GET /api/orders and its CSV export take them. */
export interface OrderListFilters {
  q?: string;
  status?: OrderStatus | null;
  payment?: readonly PaymentStatus[];
}

/** One page of every customer's orders under the filters, newest first (admins). */
export const listOrders = (query: OrderListFilters & { page?: number; limit?: number } = {}) =>
  api<OrderListPage>(`/orders${listSearch({ ...query })}`, { signedIn: true });

/** Every order the filters let through (all pages), as the console's CSV (admins). */
export const exportOrdersCsv = (filters: OrderListFilters) =>
  apiText(`/orders/export.csv${listSearch({ ...filters })}`, {
    signedIn: true,
    headers: { accept: 'text/csv' },
  });

export const updateOrderStatus = (id: string, status: OrderStatus, shipment?: Shipment) =>
  api<Order>(`/orders/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    body: shipment ? { status, shipment } : { status },
    signedIn: true,
  });

export const refundOrder = (id: string) =>
  api<Order>(`/orders/${encodeURIComponent(id)}/refund`, { method: 'POST', signedIn: true });

/**
 * Refunds some units of a delivered order's lines. One `idempotencyKey` per confirmation: sent
 * again after a lost answer, it gets the same refund, never a second one.
 */
export const refundOrderLines = (id: string, request: LineRefundRequest, idempotencyKey: string) =>
  api<Order>(`/orders/${encodeURIComponent(id)}/refunds`, {
    method: 'POST',
    body: request,
    signedIn: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** A gift card code's balance, for checkout's 'Apply' (rate-limited by the server). */
export const checkGiftCard = (code: string) =>
  api<GiftCardBalance>('/gift-cards/check', { method: 'POST', body: { code } });
