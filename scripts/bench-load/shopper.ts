import { randomUUID } from 'node:crypto';
import type { OrderLineInput, OrderQuote } from '../../domain/order-schemas';
import type { Order } from '../../domain/types';
import { encodeTestToken } from '../../domain/test-payment-token';
import { testOrderBody } from '../../server/test/orders';
import type { SignedIn } from './accounts';
import type { DropProduct } from './catalogue';
import { jsonOf, type Answer, type HttpClient } from './http';
import { outcomeOf, type RequestLog } from './stats';

/** One Place Order as its customer saw it: every answer to its one Idempotency-Key. */
export interface CheckoutRecord {
  key: string;
  email: string;
  sub: string;
  /** The shopper's test card: the ledger names it beside each charge. */
  last4: string;
  /** The total the quote showed, sent as expectedTotalCents: what a charge for it would be. */
  totalCents: number;
  lines: OrderLineInput[];
  /** Each attempt: its status or network error, when it was sent and answered (Date.now()). */
  answers: { outcome: string; sentAt: number; endedAt: number }[];
  result: 'placed' | 'refused' | 'failed' | 'gave up';
  orderId?: string;
  /** The 201 said Idempotent-Replayed: an earlier attempt had placed it. */
  replayed?: boolean;
}

export interface ShopContext {
  client: HttpClient;
  log: RequestLog;
  /** Every size of the catalogue: what shoppers read and quote. */
  catalogue: { productId: string; size: string }[];
  drops: DropProduct[];
  /** No new action starts after this (ms after the run's start); retries of a checkout may. */
  endsAtMs: number;
  checkouts: CheckoutRecord[];
  /** Checkouts not tried because every open drop was sold out at the quote. */
  soldOutAtQuote: { count: number };
}

/** A customer keeps trying one Place Order this long (network errors and 5xx), as the app does. */
const giveUpAfterMs = 30_000;

/** After a failed read or quote a customer sees the error screen and tries again after a moment. */
const errorPauseMs = 500;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const shuffled = <T>(items: readonly T[]) =>
  items
    .map((item) => ({ item, order: Math.random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ item }) => item);

/**
 * One shopper's loop until the run ends, on its own signed-in account, its own client address
 * (the server counts write limits per address, as it would for real customers) and its own test
 * card (its number, 1-based, as the last four: the ledger names the card of each charge): about
 * 70% catalogue reads, 20% cart quotes, 10% checkouts of 1–2 units from the open drops.
 * Reads and quotes go without the token, as the app sends them; Place Order with it.
 */
export async function shop(shopper: SignedIn, index: number, context: ShopContext): Promise<void> {
  const { client, log } = context;
  const productIds = [...new Set(context.catalogue.map((line) => line.productId))];
  const soldOut = new Set<string>();
  const anonymous = { 'x-real-ip': `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}` };
  const card = { brand: 'Visa', last4: String(index + 1).padStart(4, '0'), expiry: '12/30' };
  const token = encodeTestToken({ ...card, outcome: 'approve' });

  const quote = async (lines: OrderLineInput[]) => {
    const answer = await client.send('POST', '/api/orders/quote', {
      headers: anonymous,
      json: { lines },
    });
    log.record('quote', answer);
    if (answer.status === 200) return jsonOf<OrderQuote>(answer);
    await sleep(errorPauseMs);
    return undefined;
  };

  const read = async () => {
    const path = Math.random() < 0.4 ? '/api/products' : `/api/products/${pick(productIds)}`;
    const answer = await client.send('GET', path, { headers: anonymous });
    log.record('read', answer);
    if (answer.status !== 200) await sleep(errorPauseMs);
  };

  const cartQuote = async () => {
    const lines = shuffled(context.catalogue)
      .slice(0, 1 + Math.floor(Math.random() * 3))
      .map((line) => ({ ...line, quantity: 1 + Math.floor(Math.random() * 3) }));
    await quote(lines);
  };

  /** 1 or 2 jars of one open product, or 1 each of two; the quote first, as checkout shows it. */
  const checkout = async () => {
    for (let tries = 0; tries < 3; tries++) {
      const open = context.drops.filter((p) => p.opensAtMs <= log.now() && !soldOut.has(p.id));
      if (open.length === 0) break;
      const chosen =
        open.length > 1 && Math.random() < 1 / 3 ? shuffled(open).slice(0, 2) : [pick(open)];
      const quantity = chosen.length === 1 && Math.random() < 0.5 ? 2 : 1;
      const lines = chosen.map((p) => ({ productId: p.id, size: p.size, quantity }));
      const priced = await quote(lines);
      if (!priced) return;
      const short = priced.lines.filter((line) => !line.available);
      if (short.length === 0) return placeOrder(lines, priced.totalCents);
      // Sold out (or too few left for 2): this customer tries something else, or browses on.
      for (const line of short) if (line.availableQuantity === 0) soldOut.add(line.productId);
    }
    context.soldOutAtQuote.count++;
    await read();
  };

  const placeOrder = async (lines: OrderLineInput[], totalCents: number) => {
    const body = testOrderBody(lines, totalCents);
    body.contact.email = shopper.email;
    body.payment.token = token;
    const record: CheckoutRecord = {
      key: randomUUID(),
      email: shopper.email,
      sub: shopper.sub,
      last4: card.last4,
      totalCents,
      lines,
      answers: [],
      result: 'gave up',
    };
    context.checkouts.push(record);
    const headers = {
      ...anonymous,
      authorization: `Bearer ${shopper.accessToken}`,
      'idempotency-key': record.key,
    };
    const firstAt = log.now();
    for (let attempt = 0; ; attempt++) {
      const sentAt = Date.now();
      const answer: Answer = await client.send('POST', '/api/orders', { headers, json: body });
      log.record('checkout', answer);
      record.answers.push({ outcome: outcomeOf(answer), sentAt, endedAt: Date.now() });
      if (answer.status === 201) {
        record.result = 'placed';
        record.orderId = jsonOf<{ order: Order }>(answer)?.order.id;
        record.replayed = 'headers' in answer && answer.headers['idempotent-replayed'] === 'true';
        return;
      }
      if (answer.status === 409) {
        record.result = 'refused';
        const refusal = jsonOf<{ quote?: OrderQuote }>(answer);
        for (const line of refusal?.quote?.lines ?? []) {
          if (line.availableQuantity === 0) soldOut.add(line.productId);
        }
        return;
      }
      if (answer.status !== 0 && answer.status < 500) {
        record.result = 'failed';
        return;
      }
      // No answer, or the store (or the proxy) failed: the same key again, as the app retries.
      if (log.now() - firstAt > giveUpAfterMs) return;
      await sleep(Math.min(2000, 100 * 2 ** attempt));
    }
  };

  while (log.now() < context.endsAtMs) {
    const roll = Math.random();
    if (roll < 0.7) await read();
    else if (roll < 0.9) await cartQuote();
    else await checkout();
  }
}
