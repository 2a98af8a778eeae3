import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatMoney } from '../../design-system/lib/money';
import { trackingNumberPattern } from '../../domain/shipment';
import type { Order } from '../../domain/types';
import { apiClient, expectError, expectJson, type ApiClient } from '../test/client';
import { waitForMail, type CaughtMail } from '../test/mailbox';
import { createJarProduct, placeGuestOrder } from '../test/orders';
import { startTestServer, type TestServer } from '../test/server';

/**
 * The e-mails an order's later life sends (shipped with its tracking, delivered, cancelled,
 * refunded), as MailDev receives them, and the carrier and tracking number an admin enters.
 */

let server: TestServer;
let api: ApiClient;
let line: { productId: string; size: string; quantity: number };
const mailApi = () => inject('mail').apiUrl;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  const product = await createJarProduct(api, 'Status Mail Rub', { priceCents: 1250, stock: 100 });
  line = { productId: product.id, size: 'Jar', quantity: 2 };
});
afterAll(() => server?.stop());

/** A guest order to a new address: each test counts only its own mail (the mailbox is shared). */
const guestOrder = () => placeGuestOrder(api, [line], 'status');

const setStatus = (id: string, json: unknown, as: 'admin' | 'customer' | 'anonymous' = 'admin') =>
  api.put(`/orders/${id}/status`, { as, json });

/** Every e-mail to `to` whose subject matches, once the one awaited has arrived. */
async function mailTo(to: string, subject: RegExp): Promise<CaughtMail[]> {
  await waitForMail(mailApi(), to, subject);
  const all = (await (await fetch(`${mailApi()}/email`)).json()) as CaughtMail[];
  return all.filter((m) => subject.test(m.subject) && m.to.some((r) => r.address === to));
}

/** The one e-mail to `to` with that subject: text and HTML parts, the store's name and address. */
async function onlyMail(to: string, subject: RegExp): Promise<CaughtMail> {
  const found = await mailTo(to, subject);
  expect(found).toHaveLength(1);
  const mail = found[0]!;
  for (const part of [mail.text, mail.html ?? '']) {
    expect(part).toContain(part === mail.text ? 'Forge & Flame' : 'Forge &amp; Flame');
    expect(part).toContain('1000 W Fulton Market, Chicago, IL 60607');
  }
  expect(mail.html).toMatch(/^<!DOCTYPE html/);
  return mail;
}

describe('the shipped e-mail', () => {
  it('names the carrier and tracking number with the carrier’s tracking link, once', async () => {
    const { email, order } = await guestOrder();
    const shipment = { carrier: 'UPS', trackingNumber: '  1Z999AA10123456784 ' };
    for (let press = 0; press < 2; press++) {
      const shipped = (await expectJson(
        await setStatus(order.id, { status: 'shipped', shipment }),
        200,
      )) as Order;
      expect(shipped.shipment).toEqual({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    }
    const mail = await onlyMail(email, new RegExp(`${order.id} has shipped`));
    const link = 'https://www.ups.com/track?tracknum=1Z999AA10123456784';
    expect(mail.text).toContain('Carrier: UPS. Tracking number: 1Z999AA10123456784.');
    expect(mail.text).toContain(`Track it with UPS: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    // The customer's invoice shows it too.
    const own = (await expectJson(
      await api.get(`/orders/${order.id}`, { as: 'admin' }),
      200,
    )) as Order;
    expect(own.shipment).toEqual({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
  });

  it('lets the admin correct the tracking later without a second e-mail; Other has no link', async () => {
    const { email, order } = await guestOrder();
    await expectJson(await setStatus(order.id, { status: 'shipped' }), 200);
    const edited = (await expectJson(
      await setStatus(order.id, {
        status: 'shipped',
        shipment: { carrier: 'Other', trackingNumber: 'LOCAL-42' },
      }),
      200,
    )) as Order;
    expect(edited.shipment).toEqual({ carrier: 'Other', trackingNumber: 'LOCAL-42' });
    const mail = await onlyMail(email, new RegExp(`${order.id} has shipped`));
    expect(mail.text).not.toContain('Tracking number');
  });

  it('only an admin sets the tracking: 401 for a visitor, 403 for a customer', async () => {
    const { order } = await guestOrder();
    const json = { status: 'shipped', shipment: { carrier: 'USPS', trackingNumber: '9400' } };
    await expectError(await setStatus(order.id, json, 'anonymous'), 401);
    await expectError(await setStatus(order.id, json, 'customer'), 403);
  });

  it('refuses an unknown carrier, and a tracking number on an order not shipped (400)', async () => {
    const { order } = await guestOrder();
    const carrier = await expectError(
      await setStatus(order.id, {
        status: 'shipped',
        shipment: { carrier: 'DHL', trackingNumber: '123' },
      }),
      400,
    );
    expect(carrier.fields?.['shipment.carrier']).toBe('Choose USPS, UPS, FedEx or Other');
    const early = await expectError(
      await setStatus(order.id, {
        status: 'confirmed',
        shipment: { carrier: 'UPS', trackingNumber: '123' },
      }),
      400,
    );
    expect(early.fields?.shipment).toBe(
      'Only a shipped or delivered order has a carrier and tracking number',
    );
  });

  it('any tracking string is stored trimmed or refused with a message on its field (fast-check)', async () => {
    const { order } = await guestOrder();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 50 }), fc.stringMatching(/^[A-Za-z0-9 -]{0,45}$/)),
        async (trackingNumber) => {
          const response = await setStatus(order.id, {
            status: 'shipped',
            shipment: { carrier: 'FedEx', trackingNumber },
          });
          if (trackingNumberPattern.test(trackingNumber.trim())) {
            const saved = (await expectJson(response, 200)) as Order;
            expect(saved.shipment?.trackingNumber).toBe(trackingNumber.trim());
          } else {
            const error = await expectError(response, 400);
            expect(error.fields?.['shipment.trackingNumber']).toMatch(
              /^(Enter the tracking number|A tracking number has at most 40 characters|Use only letters, digits, spaces and dashes)$/,
            );
          }
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);
});

describe('delivered, cancelled and refunded e-mails', () => {
  it('tells the customer the order was delivered, once', async () => {
    const { email, order } = await guestOrder();
    await expectJson(await setStatus(order.id, { status: 'shipped' }), 200);
    await expectJson(await setStatus(order.id, { status: 'delivered' }), 200);
    await expectJson(await setStatus(order.id, { status: 'delivered' }), 200);
    const mail = await onlyMail(email, new RegExp(`${order.id} was delivered`));
    expect(mail.text).toContain('2 × Status Mail Rub (Jar)');
  });

  it('says a cancel refunded the total to the Visa ending in 4242', async () => {
    const { email, order } = await guestOrder();
    await expectJson(await setStatus(order.id, { status: 'cancelled' }), 200);
    const mail = await onlyMail(email, new RegExp(`${order.id} was cancelled`));
    const total = formatMoney(order.totalCents);
    expect(mail.text).toContain(`We refunded ${total}: ${total} to your Visa ending in 4242.`);
    expect(mail.html).toContain(`We refunded ${total}`);
  });

  it('says how much a line refund gave back and to which card, and the whole refund after', async () => {
    const { email, order } = await guestOrder();
    await expectJson(await setStatus(order.id, { status: 'shipped' }), 200);
    await expectJson(await setStatus(order.id, { status: 'delivered' }), 200);
    const partial = (await expectJson(
      await api.post(`/orders/${order.id}/refunds`, {
        as: 'admin',
        json: { lines: [{ productId: line.productId, size: 'Jar', quantity: 1 }] },
      }),
      200,
    )) as Order;
    const first = partial.refunds![0]!;
    const amount = formatMoney(first.amountCents);
    const mail = await onlyMail(
      email,
      new RegExp(`We refunded \\${amount} on your .* ${order.id}`),
    );
    expect(mail.text).toContain(`${amount} to your Visa ending in 4242`);
    expect(mail.text).toContain('1 × Status Mail Rub (Jar)  refunded');

    const whole = (await expectJson(
      await api.post(`/orders/${order.id}/refund`, { as: 'admin' }),
      200,
    )) as Order;
    const rest = formatMoney(whole.refunds![1]!.amountCents);
    const second = await onlyMail(
      email,
      new RegExp(`We refunded \\${rest} on your .* ${order.id}`),
    );
    expect(second.text).toContain('The whole order is refunded.');
  });
});
