import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatMoney } from '../../design-system/lib/money';
import { apiClient, type ApiClient } from '../test/client';
import { mailHeader, waitForMail } from '../test/mailbox';
import { createJarProduct, placeGuestOrder } from '../test/orders';
import { startTestServer, type TestServer } from '../test/server';

/** The e-mails an order sends, as MailDev receives them over SMTP. */

let server: TestServer;
let api: ApiClient;
let line: { productId: string; size: string; quantity: number };

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  const product = await createJarProduct(api, 'Mail Test Rub', { priceCents: 1250, stock: 100 });
  line = { productId: product.id, size: 'Jar', quantity: 3 };
});
afterAll(() => server?.stop());

/** A guest order to a new address, so each test reads only its own mail. */
const guestOrder = () => placeGuestOrder(api, [line], 'guest');

describe('order e-mail', () => {
  it('confirms a placed order with its number, lines, total and the invoice link with its key', async () => {
    const { email, order, key } = await guestOrder();
    const mail = await waitForMail(inject('mail').apiUrl, email, /is confirmed/);
    expect(mail.subject).toBe(`Your Forge & Flame order ${order.id} is confirmed`);
    expect(mail.text).toContain(`Order ${order.id}`);
    expect(mail.text).toContain('3 × Mail Test Rub (Jar)');
    expect(mail.text).toContain(
      `Shipping (Standard Shipping)  ${order.shippingCents === 0 ? 'Free' : formatMoney(order.shippingCents)}`,
    );
    expect(mail.text).toContain(`Total     ${formatMoney(order.totalCents)}`);
    expect(mail.text).toContain(
      `http://localhost:5173/invoice/${order.id}?key=${encodeURIComponent(key)}`,
    );
  });

  it('tells the customer when the admin ships the order, once', async () => {
    const { email, order } = await guestOrder();
    for (let press = 0; press < 2; press++) {
      const shipped = await api.put(`/orders/${order.id}/status`, {
        as: 'admin',
        json: { status: 'shipped' },
      });
      expect(shipped.status).toBe(200);
    }
    const mail = await waitForMail(inject('mail').apiUrl, email, /has shipped/);
    expect(mail.text).toContain(`your order ${order.id} is on its way`);
    const all = (await (await fetch(`${inject('mail').apiUrl}/email`)).json()) as {
      subject: string;
      to: { address: string }[];
    }[];
    // The mailbox is shared with the other database's run, whose orders have the same numbers.
    const shippedMails = all.filter(
      (m) => m.subject.includes(`${order.id} has shipped`) && m.to.some((r) => r.address === email),
    );
    expect(shippedMails).toHaveLength(1);
  });

  it("writes in the store's name, contact and currency as the admin last saved them", async () => {
    const saved = await api.put('/settings/system', {
      as: 'admin',
      json: {
        'store-name': 'Smoke Test Co',
        'contact-email': 'help@smoke.example',
        currency: 'GBP',
      },
    });
    expect(saved.status).toBe(200);
    try {
      const { email, order } = await guestOrder();
      const mail = await waitForMail(inject('mail').apiUrl, email, /is confirmed/);
      expect(mail.subject).toBe(`Your Smoke Test Co order ${order.id} is confirmed`);
      // The sender is named after the store as it is now; the address stays the relay's identity.
      expect(await mailHeader(inject('mail').apiUrl, mail, 'From')).toMatch(
        /^"?Smoke Test Co"? <orders@forgeandflame\.example>$/,
      );
      expect(mail.text).toContain('— Smoke Test Co');
      // Pounds with no conversion: the same cents, another symbol.
      expect(mail.text).toContain(`Total     ${formatMoney(order.totalCents, 'GBP')}`);
      expect(formatMoney(order.totalCents, 'GBP')).toMatch(/^£/);
      expect(mail.text).toContain('write to help@smoke.example.');
    } finally {
      const restored = await api.put('/settings/system', {
        as: 'admin',
        json: {
          'store-name': 'Forge & Flame',
          'contact-email': 'support@forgeandflame.example',
          currency: 'USD',
        },
      });
      expect(restored.status).toBe(200);
    }
  });
});
