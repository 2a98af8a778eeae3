import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { GiftCardBalance, GiftCardLookup } from '../../domain/gift-card-schemas';
import type { OrderLineInput, OrderQuote } from '../../domain/order-schemas';
import { encodeTestToken } from '../../domain/test-payment-token';
import type { Order, Product } from '../../domain/types';
import { apiClient, expectError, expectJson, type ApiClient } from '../test/client';
import { productInput } from '../test/inputs';
import { waitForMail } from '../test/mailbox';
import { startTestServer, type TestServer } from '../test/server';

let server: TestServer;
let api: ApiClient;
let rub: OrderLineInput;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  const created = await api.post('/products', {
    as: 'admin',
    json: productInput({
      name: 'Gift Test Rub',
      sizes: [{ size: 'Jar', priceCents: 2000, stock: 1000 }],
    }),
  });
  const product = (await expectJson(created, 201)) as Product;
  rub = { productId: product.id, size: 'Jar', quantity: 3 };
});
afterAll(() => server?.stop());

const approved = encodeTestToken({
  brand: 'Visa',
  last4: '4242',
  expiry: '12/30',
  outcome: 'approve',
});
const address = {
  name: 'Pat Pitmaster',
  address: '1 Smoke Lane',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60601',
};

const quote = async (lines: OrderLineInput[]) =>
  (await expectJson(await api.post('/orders/quote', { json: { lines } }), 200)) as OrderQuote;

async function order(lines: OrderLineInput[], extra: Record<string, unknown> = {}) {
  const { totalCents } = await quote(lines);
  return api.post('/orders', {
    json: {
      lines,
      contact: { email: 'pat@example.com', shippingAddress: address },
      payment: { token: approved },
      expectedTotalCents: totalCents,
      ...extra,
    },
  });
}

const placed = async (lines: OrderLineInput[], extra: Record<string, unknown> = {}) =>
  ((await expectJson(await order(lines, extra), 201)) as { order: Order }).order;

const giftCardLine = (recipientEmail: string, amountCents = 5000): OrderLineInput => ({
  productId: 'gift-card',
  size: 'Gift Card',
  quantity: 1,
  amountCents,
  giftCard: { recipientEmail, recipientName: 'Sam', message: 'Happy <b>smoking</b> & enjoy' },
});

/** Buys a card for a new recipient and reads its code from the recipient's e-mail. */
async function boughtCard(amountCents = 5000) {
  const recipient = `sam-${randomUUID()}@example.com`;
  const bought = await placed([giftCardLine(recipient, amountCents)]);
  const mail = await waitForMail(inject('mail').apiUrl, recipient, /gift card/);
  const code = /code: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(mail.text)![1]!;
  return { code, mail, bought, recipient };
}

const check = (code: string) => api.post('/gift-cards/check', { json: { code } });
const balanceOf = async (code: string) =>
  ((await expectJson(await check(code), 200)) as GiftCardBalance).balanceCents;

describe('issuing gift cards', () => {
  it('issues a code once the order is placed and e-mails it with the message, escaped', async () => {
    const { code, mail, bought } = await boughtCard();
    expect(bought.totalCents).toBe(5000);
    expect(bought.taxCents).toBe(0);
    expect(mail.subject).toBe('Pat Pitmaster sent you a $50.00 Forge & Flame gift card');
    expect(mail.text).toContain('Hi Sam,');
    expect(mail.text).toContain('Happy <b>smoking</b> & enjoy');
    expect(mail.text).toContain('Amount: $50.00');
    const html = (await (await fetch(`${inject('mail').apiUrl}/email/${mail.id}`)).json()) as {
      html: string;
    };
    expect(html.html).toContain('Happy &lt;b&gt;smoking&lt;/b&gt; &amp; enjoy');
    expect(html.html).not.toContain('<b>smoking');
    expect(await check(code).then((r) => r.json())).toEqual({
      last4: code.slice(-4),
      balanceCents: 5000,
    });
  });

  it('issues one code per card bought, and never returns codes to the buyer', async () => {
    const recipient = `twins-${randomUUID()}@example.com`;
    const response = await order([{ ...giftCardLine(recipient, 2500), quantity: 2 }]);
    const body = JSON.stringify(await expectJson(response, 201));
    expect(body).not.toMatch(/giftCards|[0-9A-Z]{4}-[0-9A-Z]{4}-/);
    const codes = new Set<string>();
    const deadline = Date.now() + 10_000;
    while (codes.size < 2 && Date.now() < deadline) {
      const all = (await (await fetch(`${inject('mail').apiUrl}/email`)).json()) as {
        text: string;
        to: { address: string }[];
      }[];
      for (const mail of all.filter((m) => m.to[0]?.address === recipient)) {
        codes.add(/code: (\S+)/.exec(mail.text)![1]!);
      }
    }
    expect(codes.size).toBe(2);
  });

  it('refuses an invalid recipient e-mail under its field', async () => {
    const response = await api.post('/orders/quote', {
      json: { lines: [giftCardLine('not-an-email')] },
    });
    const error = await expectError(response, 400);
    expect(error.fields?.['lines.0.giftCard.recipientEmail']).toBe('Enter a valid email address');
  });
});

describe('checking a code', () => {
  it('says a malformed code needs 16 characters', async () => {
    const error = await expectError(await check('ABC-123'), 400);
    expect(error.fields?.code).toBe('Enter the 16-character code from your gift card e-mail');
  });

  it('says an unknown code is not recognised', async () => {
    const error = await expectError(await check('0000-0000-0000-0000'), 404);
    expect(error.fields?.code).toBe("We don't recognise that gift card code");
  });

  it('accepts the code in lower case and with spaces', async () => {
    const { code } = await boughtCard(2500);
    expect(await balanceOf(code.toLowerCase().replace(/-/g, ' '))).toBe(2500);
  });
});

describe('redeeming at checkout', () => {
  it('pays part of a larger order; the card keeps the rest and the card pays what is left', async () => {
    const { code } = await boughtCard();
    const { totalCents } = await quote([rub]);
    const saved = await placed([rub], { giftCard: { code, amountCents: 3000 } });
    expect(saved.totalCents).toBe(totalCents);
    expect(saved.giftCardCents).toBe(3000);
    expect(saved.paymentMethod.last4).toBe('4242');
    expect(await balanceOf(code)).toBe(2000);
  });

  it("says the gift card's part and the card's charge in the order's confirmation", async () => {
    const { code } = await boughtCard();
    const email = `buyer-${randomUUID()}@example.com`;
    const saved = await placed([rub], {
      contact: { email, shippingAddress: address },
      giftCard: { code, amountCents: 3000 },
    });
    const mail = await waitForMail(inject('mail').apiUrl, email, /is confirmed/);
    expect(mail.text).toContain('Gift card  −$30.00');
    expect(mail.text).toContain(
      `Charged to card  $${((saved.totalCents - 3000) / 100).toFixed(2)}`,
    );
  });

  it('refuses more than the balance under the gift card field', async () => {
    const { code } = await boughtCard(2500);
    await placed([rub], { giftCard: { code, amountCents: 500 } });
    const response = await order([rub], { giftCard: { code, amountCents: 2100 } });
    const error = await expectError(response, 409);
    expect(error.message).toBe('This gift card has only $20.00 left');
    expect(error.fields?.giftCard).toBe('This gift card has only $20.00 left');
    expect(await balanceOf(code)).toBe(2000);
  });

  it('places an order the card pays in full, without any payment', async () => {
    const { code } = await boughtCard(15000);
    const { totalCents } = await quote([rub]);
    const saved = await placed([rub], {
      payment: undefined,
      giftCard: { code, amountCents: totalCents },
    });
    expect(saved).toMatchObject({ giftCardCents: totalCents, paymentStatus: 'paid' });
    expect(saved.paymentMethod.brand).toBe('Gift card');
    expect(await balanceOf(code)).toBe(15000 - totalCents);
  });

  it('needs a card when the gift card does not pay everything', async () => {
    const { code } = await boughtCard(2500);
    const error = await expectError(
      await order([rub], { payment: undefined, giftCard: { code, amountCents: 1000 } }),
      400,
    );
    expect(error.fields?.card).toBe('Enter a card to pay the rest');
    expect(await balanceOf(code)).toBe(2500);
  });

  it('says a used-up card has no balance left', async () => {
    const { code } = await boughtCard(2500);
    await placed([rub], { giftCard: { code, amountCents: 2500 } });
    const error = await expectError(await check(code), 409);
    expect(error.fields?.code).toBe('This gift card has no balance left');
    const refused = await expectError(
      await order([rub], { giftCard: { code, amountCents: 100 } }),
      409,
    );
    expect(refused.fields?.giftCard).toBe('This gift card has no balance left');
  });

  it('lets two orders at once spend the card only once', async () => {
    const { code } = await boughtCard(5000);
    const { totalCents } = await quote([rub]);
    const body = {
      lines: [rub],
      contact: { email: 'pat@example.com', shippingAddress: address },
      payment: { token: approved },
      expectedTotalCents: totalCents,
      giftCard: { code, amountCents: 3000 },
    };
    const [a, b] = await Promise.all([
      api.post('/orders', { json: body }),
      api.post('/orders', { json: body }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await balanceOf(code)).toBe(2000);
  });

  it('gives the card its part back when the order is refunded or cancelled', async () => {
    const { code } = await boughtCard(5000);
    const saved = await placed([rub], { giftCard: { code, amountCents: 3000 } });
    expect(await balanceOf(code)).toBe(2000);
    await expectJson(
      await api.put(`/orders/${saved.id}/status`, { as: 'admin', json: { status: 'cancelled' } }),
      200,
    );
    expect(await balanceOf(code)).toBe(5000);
  });

  it('refuses to refund an order whose gift card is already spent; voids unspent ones', async () => {
    const spent = await boughtCard(2500);
    await placed([rub], { giftCard: { code: spent.code, amountCents: 100 } });
    const cancelSpent = await api.put(`/orders/${spent.bought.id}/status`, {
      as: 'admin',
      json: { status: 'cancelled' },
    });
    expect((await expectError(cancelSpent, 409)).message).toBe(
      'A gift card from this order has already been used, so the order cannot be refunded.',
    );
    const unspent = await boughtCard(2500);
    await expectJson(
      await api.put(`/orders/${unspent.bought.id}/status`, {
        as: 'admin',
        json: { status: 'cancelled' },
      }),
      200,
    );
    expect((await expectError(await check(unspent.code), 409)).fields?.code).toBe(
      'This gift card has no balance left',
    );
  });
});

describe('the admin lookup', () => {
  it('is refused to the anonymous (401) and to customers (403)', async () => {
    const json = { code: '0000-0000-0000-0000' };
    await expectError(await api.post('/gift-cards/lookup', { json }), 401);
    await expectError(await api.post('/gift-cards/lookup', { as: 'customer', json }), 403);
    await expectError(await api.post('/gift-cards/lookup', { as: 'editor', json }), 403);
  });

  it('shows an admin the balance, the recipient and the history', async () => {
    const { code, recipient, bought } = await boughtCard(5000);
    const spent = await placed([rub], { giftCard: { code, amountCents: 3000 } });
    const found = (await expectJson(
      await api.post('/gift-cards/lookup', { as: 'admin', json: { code } }),
      200,
    )) as GiftCardLookup;
    expect(found).toMatchObject({
      last4: code.slice(-4),
      balanceCents: 2000,
      initialCents: 5000,
      recipientEmail: recipient,
      recipientName: 'Sam',
      orderId: bought.id,
    });
    expect(
      found.events.map((e) => [e.type, e.orderId, e.amountCents, e.balanceAfterCents]),
    ).toEqual([
      ['issued', bought.id, 5000, 5000],
      ['redeemed', spent.id, 3000, 2000],
    ]);
    const unknown = await api.post('/gift-cards/lookup', {
      as: 'admin',
      json: { code: '0000-0000-0000-0000' },
    });
    expect((await expectError(unknown, 404)).message).toBe(
      "We don't recognise that gift card code",
    );
  });
});
