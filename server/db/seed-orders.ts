import { count } from 'drizzle-orm';
import { orders as sampleOrders } from '../../fixtures/orders';
import { nextOrderNumber } from '../services/orders';
import type { Tx } from './client';
import { orders } from './schema';

const sequenceOf = (id: string) => Number(id.slice(id.lastIndexOf('-') + 1));

/**
 * With demo data on, the spec's sample orders (fixtures/orders.ts), numbered by the same
 * yearly counters as real ones, oldest number first: on an empty database they keep their
 * sample numbers (FF-2024-0001 …); a real order of 2024 would take the next, one of any other
 * year starts that year at 0001. They belong to no
 * account, so only admins see them; they were paid with the test provider.
 */
export async function seedDemoOrders(tx: Tx): Promise<void> {
  if ((await tx.select({ rows: count() }).from(orders))[0]!.rows > 0) return;
  const oldestFirst = [...sampleOrders].sort((a, b) => sequenceOf(a.id) - sequenceOf(b.id));
  for (const sample of oldestFirst) {
    const createdAt = new Date(sample.createdAt);
    await tx.insert(orders).values({
      id: await nextOrderNumber(tx, createdAt),
      accountSub: null,
      guestKeyHash: null,
      customerName: sample.customerName,
      email: sample.email,
      status: sample.status,
      paymentStatus: sample.paymentStatus,
      items: sample.items,
      subtotalCents: sample.subtotalCents,
      shippingCents: sample.shippingCents,
      taxCents: sample.taxCents,
      totalCents: sample.totalCents,
      billingAddress: sample.billingAddress,
      shippingAddress: sample.shippingAddress,
      paymentProvider: 'Test payments',
      paymentTest: true,
      chargeId: `ch_test_sample_${sequenceOf(sample.id)}`,
      cardBrand: sample.paymentMethod.brand,
      cardLast4: sample.paymentMethod.last4,
      deliveredAt: sample.status === 'delivered' ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    });
  }
}
