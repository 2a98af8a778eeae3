import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxFor } from '../../domain/cart-math';
import type { OrderLineInput, OrderQuote } from '../../domain/order-schemas';
import { encodeTestToken } from '../../domain/test-payment-token';
import type { Order, Product, ShippingZone } from '../../domain/types';
import { shippingZones as fixtureZones } from '../../fixtures/shipping';
import { apiClient, expectError, expectJson, type ApiClient } from '../test/client';
import { productInput } from '../test/inputs';
import { startTestServer, type TestServer } from '../test/server';

/** Checkout's shipping methods: the server re-derives what an address gets and prices it. */

let server: TestServer;
let api: ApiClient;
/** One line of a $10.00 jar, `quantity` times. */
let jars: (quantity: number) => OrderLineInput;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  const created = await api.post('/products', {
    as: 'admin',
    json: productInput({
      name: 'Shipping Test Rub',
      sizes: [{ size: 'Jar', priceCents: 1000, stock: 10_000 }],
    }),
  });
  const product = (await expectJson(created, 201)) as Product;
  jars = (quantity) => ({ productId: product.id, size: 'Jar', quantity });
});
afterAll(() => server?.stop());

const payment = {
  token: encodeTestToken({ brand: 'Visa', last4: '4242', expiry: '12/30', outcome: 'approve' }),
};
const chicago = {
  name: 'Pat Pitmaster',
  address: '1 Smoke Ln',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60614',
};
const peoria = { ...chicago, city: 'Peoria', zipCode: '61602' };
const austin = { ...chicago, city: 'Austin', state: 'TX', zipCode: '78701' };
type Address = typeof chicago;

/** Posts an order expecting `subtotal + shipping + tax`; returns the raw response. */
function post(
  lines: OrderLineInput[],
  address: Address,
  expectedShippingCents: number,
  methodId?: string,
) {
  const subtotalCents = lines.reduce((sum, line) => sum + 1000 * line.quantity, 0);
  return api.post('/orders', {
    json: {
      lines,
      contact: { email: 'pat@example.com', shippingAddress: address },
      payment,
      ...(methodId === undefined ? {} : { shippingMethodId: methodId }),
      expectedTotalCents: subtotalCents + expectedShippingCents + taxFor(subtotalCents),
    },
  });
}

async function placed(...args: Parameters<typeof post>) {
  return ((await expectJson(await post(...args), 201)) as { order: Order }).order;
}

describe("each zone's methods, priced by the server", () => {
  it.each([
    ['Local', 'local-same-day', chicago, 'Same Day Delivery', 999, 3],
    ['Local', 'local-standard', chicago, 'Standard Delivery', 499, 2],
    ['Rest of Illinois', 'illinois-express', peoria, 'Express', 1499, 4],
    ['Rest of Illinois', 'illinois-standard', peoria, 'Standard', 799, 3],
  ] as const)('%s: %s', async (_zone, methodId, address, name, priceCents, quantity) => {
    const order = await placed([jars(quantity)], address, priceCents, methodId);
    expect(order.shippingMethod).toEqual({ id: methodId, name });
    expect(order.shippingCents).toBe(priceCents);
    expect(order.subtotalCents).toBe(quantity * 1000);
    expect(order.totalCents).toBe(quantity * 1000 + priceCents + taxFor(quantity * 1000));
    const read = (await expectJson(
      await api.get(`/orders/${order.id}`, { as: 'admin' }),
      200,
    )) as Order;
    expect(read.shippingMethod).toEqual({ id: methodId, name });
  });

  it('gives any US address standard shipping: $9.99, free over $75, and by default', async () => {
    const small = await placed([jars(2)], austin, 999, 'standard');
    expect(small.shippingMethod).toEqual({ id: 'standard', name: 'Standard Shipping' });
    expect((await placed([jars(8)], austin, 0, 'standard')).shippingCents).toBe(0);
    expect((await placed([jars(2)], chicago, 999)).shippingMethod?.id).toBe('standard');
  });
});

describe('methods an address does not get', () => {
  it('refuses a method below its minimum order with 400 and a field message', async () => {
    // $20.00 is below Same Day's $25.00 minimum.
    const error = await expectError(await post([jars(2)], chicago, 999, 'local-same-day'), 400);
    expect(error.fields).toEqual({
      shippingMethodId:
        'Same Day Delivery needs an order of at least $25.00. Choose another shipping method.',
    });
  });

  it.each([
    ['another zone', peoria, 'local-same-day'],
    ['outside every zone', austin, 'illinois-express'],
    ['an unknown id', chicago, 'teleport'],
  ] as const)('refuses a method of %s with 400', async (_case, address, methodId) => {
    const error = await expectError(await post([jars(5)], address, 999, methodId), 400);
    expect(error.fields?.shippingMethodId).toBe(
      'This shipping method is not offered for this address. Choose one of the methods shown.',
    );
  });

  it('refuses an empty method id with a field message', async () => {
    const error = await expectError(await post([jars(5)], chicago, 999, ''), 400);
    expect(error.fields?.shippingMethodId).toBe('Choose a shipping method');
  });
});

const zoneBody = ({ name, regions, methods }: ShippingZone) => ({ name, regions, methods });

describe("the admin's zones decide", () => {
  it("charges a method's new price once the admin changes it", async () => {
    const local = fixtureZones[0]!;
    const repriced: Omit<ShippingZone, 'id'> = {
      name: local.name,
      regions: local.regions,
      methods: local.methods.map((m) =>
        m.id === 'local-standard' ? { ...m, priceCents: 350 } : m,
      ),
    };
    await expectJson(await api.put('/shipping-zones/local', { as: 'admin', json: repriced }), 200);
    try {
      // The old price's total is now refused with the new quote…
      const stale = await expectError(await post([jars(2)], chicago, 499, 'local-standard'), 409);
      expect((stale as unknown as { quote: OrderQuote }).quote.shippingCents).toBe(350);
      // …and the new one is charged.
      expect((await placed([jars(2)], chicago, 350, 'local-standard')).shippingCents).toBe(350);
    } finally {
      await api.put('/shipping-zones/local', { as: 'admin', json: zoneBody(local) });
    }
  });

  it('no longer offers a method the admin removed', async () => {
    const rest = fixtureZones[1]!;
    const original = zoneBody(rest);
    const without = {
      ...original,
      methods: rest.methods.filter((m) => m.id !== 'illinois-express'),
    };
    await expectJson(
      await api.put(`/shipping-zones/${rest.id}`, { as: 'admin', json: without }),
      200,
    );
    try {
      await expectError(await post([jars(5)], peoria, 1499, 'illinois-express'), 400);
    } finally {
      await api.put(`/shipping-zones/${rest.id}`, { as: 'admin', json: original });
    }
  });
});
