import { sampleCustomerAccountId } from '../../fixtures/orders';
import type { Order } from '../../domain/types';
import { listOrdersForAccount } from '../data/orders';
import { browserProfileId } from '../data/profile';
import { mergeNewestFirst } from './order-views';

/**
 * The orders the profile lists for an owner, newest first. The browser's own profile (no
 * account signed in) also shows the spec's sample customer orders, so the samples appear;
 * an account sees the orders it placed.
 */
export async function listProfileOrders(ownerId: string): Promise<Order[]> {
  const own = await listOrdersForAccount(ownerId);
  if (ownerId !== browserProfileId) return mergeNewestFirst(own);
  return mergeNewestFirst(own, await listOrdersForAccount(sampleCustomerAccountId));
}
