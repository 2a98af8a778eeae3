import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryBackend, setBackend } from '../data/backend';
import { placeOrder } from '../data/orders';
import { browserProfileId } from '../data/profile';
import { listProfileOrders } from './profile-orders';

vi.mock('../data/products', () => import('../data/test-catalogue'));

const order = (accountId: string, now: Date) =>
  placeOrder(
    {
      accountId,
      email: 'pat@example.com',
      shippingAddress: {
        name: 'Pat Smoker',
        address: '123 W Randolph St',
        city: 'Chicago',
        state: 'IL',
        zipCode: '60601',
      },
      card: { brand: 'Visa', last4: '4242' },
      lines: [
        {
          productId: 'gift-card',
          name: 'Gift Card',
          size: '$50.00 Gift Card',
          quantity: 1,
          priceCents: 5000,
          image: '/images/products/gift-card.svg',
        },
      ],
    },
    now,
  );

describe('profile orders', () => {
  beforeEach(() => setBackend(memoryBackend()));

  it("shows the browser's orders with the spec's sample customer orders, newest first", async () => {
    expect((await listProfileOrders(browserProfileId)).map((o) => o.id)).toEqual([
      'FF-2024-0012',
      'FF-2024-0004',
    ]);
    const placed = await order(browserProfileId, new Date('2026-11-22T12:00:00Z'));
    await order('user-someone-else', new Date('2026-11-22T13:00:00Z'));
    expect((await listProfileOrders(browserProfileId)).map((o) => o.id)).toEqual([
      placed.id,
      'FF-2024-0012',
      'FF-2024-0004',
    ]);
  });

  it('shows an account only the orders it placed', async () => {
    expect(await listProfileOrders('user-pat')).toEqual([]);
    const placed = await order('user-pat', new Date('2026-11-22T12:00:00Z'));
    expect((await listProfileOrders('user-pat')).map((o) => o.id)).toEqual([placed.id]);
  });
});
