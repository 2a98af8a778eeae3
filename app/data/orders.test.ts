import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryBackend, setBackend } from './backend';
import {
  getOrder,
  listOrders,
  nextOrderId,
  OrderError,
  placeOrder,
  type OrderRequest,
} from './orders';
import { getProduct, saveProduct } from './products';

vi.mock('./products', () => import('./test-catalogue'));

const request: OrderRequest = {
  email: 'pat@example.com',
  shippingAddress: {
    name: 'Pat Smoker',
    address: '123 W Randolph St',
    city: 'Chicago',
    state: 'IL',
    zipCode: '60601',
  },
  card: { brand: 'Visa', last4: '4242' },
  lines: [],
};

describe('orders', () => {
  beforeEach(() => setBackend(memoryBackend()));

  it('numbers orders FF-YYYY-NNNN, one past the highest of the year', () => {
    expect(nextOrderId([], 2026)).toBe('FF-2026-0001');
    expect(nextOrderId([{ id: 'FF-2026-0009' }, { id: 'FF-2025-0042' }], 2026)).toBe(
      'FF-2026-0010',
    );
  });

  it('places a confirmed, paid order with totals in cents and only the last four digits', async () => {
    const product = (await getProduct('texas-brisket-rub'))!;
    const size = product.sizes.find((s) => s.inStock)!;
    const order = await placeOrder(
      {
        ...request,
        lines: [
          {
            productId: product.id,
            name: product.name,
            size: size.size,
            quantity: 2,
            priceCents: 2499,
            image: product.images[0]!.url,
          },
          {
            productId: 'gift-card',
            name: 'Gift Card',
            size: '$75.00',
            quantity: 1,
            priceCents: 7500,
            image: '',
          },
        ],
      },
      new Date('2026-11-22T12:00:00Z'),
    );
    expect(order).toMatchObject({
      id: 'FF-2026-0001',
      status: 'confirmed',
      paymentStatus: 'paid',
      subtotalCents: 12498,
      shippingCents: 0,
      taxCents: 1094,
      totalCents: 13592,
      paymentMethod: { brand: 'Visa', last4: '4242' },
      billingAddress: { name: 'Pat Smoker', email: 'pat@example.com' },
    });
    expect(await getOrder('FF-2026-0001')).toEqual(order);
    expect((await listOrders())[0]?.id).toBe('FF-2026-0001');
  });

  it('refuses an empty cart and an item that went out of stock', async () => {
    await expect(placeOrder(request)).rejects.toThrow(OrderError);
    const product = (await getProduct('texas-brisket-rub'))!;
    await saveProduct({ ...product, sizes: product.sizes.map((s) => ({ ...s, inStock: false })) });
    await expect(
      placeOrder({
        ...request,
        lines: [
          {
            productId: product.id,
            name: product.name,
            size: product.sizes[0]!.size,
            quantity: 1,
            priceCents: 100,
            image: '',
          },
        ],
      }),
    ).rejects.toThrow(/is no longer available/);
  });
});
