import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stripeClient } from '../payments/stripe-provider';

/**
 * A loopback stand-in for the Stripe endpoints the Stripe provider calls, so its tests run the
 * real SDK with no network. Test PaymentMethods choose the outcome, as Stripe's test mode does:
 * `pm_card_visa` succeeds, `pm_card_chargeDeclined` is declined (402, `card_declined`),
 * `pm_card_authenticationRequired` needs 3-D Secure (`requires_action`). Every answer is kept
 * in `responses`, so a test can check each against Stripe's published schemas.
 */
export interface StandInResponse {
  method: string;
  path: string;
  status: number;
  /** Which schema of stripe-openapi-subset.json the body is. */
  schema: 'payment_intent' | 'refund' | 'customer' | 'setup_intent' | 'payment_method' | 'error';
  body: Record<string, unknown>;
}

export interface StripeStandIn {
  port: number;
  responses: StandInResponse[];
  /** PaymentIntents created, by id. */
  paymentIntents: Map<string, Record<string, unknown>>;
  /** What Stripe.js does when the customer passes the bank's challenge: the intent succeeds. */
  authenticate(paymentIntentId: string): void;
  close(): Promise<void>;
}

type Outcome = 'succeeds' | 'declines' | 'requires_action';

const testCards: Record<string, { brand: string; last4: string; outcome: Outcome }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', outcome: 'succeeds' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', outcome: 'succeeds' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', outcome: 'declines' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', outcome: 'requires_action' },
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;
const now = () => Math.floor(Date.now() / 1000);

/** The SDK's form body (`a=1&expand[0]=x&metadata[k]=v`) as flat keys and lists. */
function formOf(text: string) {
  const params = new URLSearchParams(text);
  const value = (name: string) => params.get(name) ?? undefined;
  const list = (name: string) =>
    [...params.entries()].filter(([key]) => key.startsWith(`${name}[`)).map(([, v]) => v);
  const map = (name: string) =>
    Object.fromEntries(
      [...params.entries()]
        .filter(([key]) => key.startsWith(`${name}[`))
        .map(([key, v]) => [key.slice(name.length + 1, -1), v]),
    );
  return { value, list, map };
}

/** The real SDK, aimed at the stand-in on loopback. */
export const standInClient = (standIn: Pick<StripeStandIn, 'port'>) =>
  stripeClient('sk_test_stand_in', { host: '127.0.0.1', port: standIn.port, protocol: 'http' });

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const responses: StandInResponse[] = [];
  const paymentIntents = new Map<string, Record<string, unknown>>();
  const paymentMethods = new Map<string, Record<string, unknown>>();
  const refunded = new Map<string, number>();
  /** Idempotency-Key → the first answer, replayed as Stripe does. */
  const replies = new Map<string, Omit<StandInResponse, 'method' | 'path'>>();

  function paymentMethod(pmId: string): Record<string, unknown> | undefined {
    const known = paymentMethods.get(pmId);
    if (known) return known;
    const card = testCards[pmId];
    if (!card) return undefined;
    const method = {
      id: pmId,
      object: 'payment_method',
      billing_details: {
        address: {
          city: null,
          country: null,
          line1: null,
          line2: null,
          postal_code: null,
          state: null,
        },
        email: null,
        name: null,
        phone: null,
      },
      card: {
        brand: card.brand,
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
        country: 'US',
        exp_month: 12,
        exp_year: 2034,
        fingerprint: card.last4.repeat(4),
        funding: 'credit',
        generated_from: null,
        last4: card.last4,
        networks: { available: [card.brand], preferred: null },
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
      created: now(),
      customer: null,
      livemode: false,
      metadata: {},
      type: 'card',
    };
    paymentMethods.set(pmId, method);
    return method;
  }

  const error = (
    status: number,
    fields: { type: string; message: string; code?: string; param?: string; decline_code?: string },
    extra: Record<string, unknown> = {},
  ) => ({
    status,
    schema: 'error' as const,
    body: {
      error: {
        ...fields,
        doc_url: `https://stripe.com/docs/error-codes/${fields.code ?? 'unknown'}`,
        ...extra,
      },
    },
  });

  /** The request's `payment_method`, and what its test card does; Stripe's 400 when unknown. */
  function formPaymentMethod(form: ReturnType<typeof formOf>) {
    const pmId = form.value('payment_method') ?? '';
    const method = paymentMethod(pmId);
    if (!method) {
      return error(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_method',
        message: `No such PaymentMethod: '${pmId}'`,
      });
    }
    return { pmId, method, outcome: testCards[pmId]?.outcome ?? ('succeeds' as Outcome) };
  }

  function createPaymentIntent(form: ReturnType<typeof formOf>) {
    const found = formPaymentMethod(form);
    if ('status' in found) return found;
    const { pmId, outcome } = found;
    // Stripe attaches a card paid with `setup_future_usage` to the intent's Customer.
    const keptFor = form.value('setup_future_usage') && form.value('customer');
    const method =
      outcome === 'succeeds' && keptFor ? { ...found.method, customer: keptFor } : found.method;
    paymentMethods.set(pmId, method);
    const intentId = id('pi');
    const intent: Record<string, unknown> = {
      id: intentId,
      object: 'payment_intent',
      amount: Number(form.value('amount')),
      amount_capturable: 0,
      amount_received: outcome === 'succeeds' ? Number(form.value('amount')) : 0,
      application: null,
      application_fee_amount: null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      charges: {
        object: 'list',
        data: [],
        has_more: false,
        url: `/v1/charges?payment_intent=${intentId}`,
      },
      client_secret: `${intentId}_secret_${randomBytes(12).toString('base64url')}`,
      confirmation_method: 'automatic',
      created: now(),
      currency: form.value('currency'),
      customer: form.value('customer') ?? null,
      description: null,
      invoice: null,
      last_payment_error: null,
      livemode: false,
      metadata: form.map('metadata'),
      next_action:
        outcome === 'requires_action'
          ? { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } }
          : null,
      on_behalf_of: null,
      payment_method: form.list('expand').includes('payment_method') ? method : pmId,
      payment_method_options: {},
      payment_method_types: form.list('allowed_payment_method_types'),
      receipt_email: null,
      review: null,
      setup_future_usage: form.value('setup_future_usage') ?? null,
      shipping: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: {
        succeeds: 'succeeded',
        declines: 'requires_payment_method',
        requires_action: 'requires_action',
      }[outcome],
      transfer_data: null,
      transfer_group: null,
    };
    paymentIntents.set(intentId, intent);
    // Off-session, a card that needs authentication is refused as Stripe refuses it: 402
    // `authentication_required`, the intent back to `requires_payment_method` with the error.
    if (outcome === 'requires_action' && form.value('off_session') === 'true') {
      const lastError = {
        code: 'authentication_required',
        doc_url: 'https://stripe.com/docs/error-codes/authentication-required',
        message: 'Your card was declined. This transaction requires authentication.',
        payment_method: found.method,
        type: 'card_error',
      };
      const waiting = {
        ...intent,
        status: 'requires_payment_method',
        next_action: null,
        amount_received: 0,
        last_payment_error: lastError,
        payment_method: null,
      };
      paymentIntents.set(intentId, { ...waiting, payment_method: pmId });
      return error(
        402,
        {
          type: 'card_error',
          code: 'authentication_required',
          message: lastError.message,
        },
        { payment_intent: waiting, payment_method: found.method },
      );
    }
    if (outcome === 'declines') {
      const declined = { ...intent, payment_method: null };
      paymentIntents.set(intentId, declined);
      return error(
        402,
        {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        },
        { payment_intent: declined, payment_method: method },
      );
    }
    return { status: 200, schema: 'payment_intent' as const, body: intent };
  }

  function createRefund(form: ReturnType<typeof formOf>) {
    const intentId = form.value('payment_intent') ?? '';
    const intent = paymentIntents.get(intentId);
    if (!intent || intent.status !== 'succeeded') {
      return error(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_intent',
        message: `No such payment_intent: '${intentId}'`,
      });
    }
    const received = intent.amount_received as number;
    const already = refunded.get(intentId) ?? 0;
    const amount = Number(form.value('amount') ?? received - already);
    if (already + amount > received) {
      return error(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${received - already})`,
      });
    }
    refunded.set(intentId, already + amount);
    const body = {
      id: id('re'),
      object: 'refund',
      amount,
      balance_transaction: id('txn'),
      charge: id('ch'),
      created: now(),
      currency: intent.currency,
      metadata: {},
      payment_intent: intentId,
      reason: null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    return { status: 200, schema: 'refund' as const, body };
  }

  function createCustomer(form: ReturnType<typeof formOf>) {
    const body = {
      id: id('cus'),
      object: 'customer',
      address: null,
      balance: 0,
      created: now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: null,
      discount: null,
      email: form.value('email') ?? null,
      invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null },
      livemode: false,
      metadata: form.map('metadata'),
      name: null,
      next_invoice_sequence: 1,
      phone: null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
    };
    return { status: 200, schema: 'customer' as const, body };
  }

  function createSetupIntent(form: ReturnType<typeof formOf>) {
    const found = formPaymentMethod(form);
    if ('status' in found) return found;
    const { pmId, method, outcome } = found;
    if (outcome === 'declines') {
      return error(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      });
    }
    const customer = form.value('customer') ?? null;
    if (outcome === 'succeeds') paymentMethods.set(pmId, { ...method, customer });
    const setupId = id('seti');
    const body = {
      id: setupId,
      object: 'setup_intent',
      application: null,
      cancellation_reason: null,
      client_secret: `${setupId}_secret_${randomBytes(12).toString('base64url')}`,
      created: now(),
      customer,
      description: null,
      last_setup_error: null,
      latest_attempt: null,
      livemode: false,
      mandate: null,
      metadata: {},
      next_action:
        outcome === 'requires_action'
          ? { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } }
          : null,
      on_behalf_of: null,
      payment_method: pmId,
      payment_method_options: {},
      payment_method_types: form.list('allowed_payment_method_types'),
      single_use_mandate: null,
      status: outcome === 'succeeds' ? 'succeeded' : 'requires_action',
      usage: form.value('usage') ?? 'off_session',
    };
    return { status: 200, schema: 'setup_intent' as const, body };
  }

  function route(method: string, path: string, form: ReturnType<typeof formOf>) {
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(form);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(form);
    if (method === 'POST' && path === '/v1/customers') return createCustomer(form);
    if (method === 'POST' && path === '/v1/setup_intents') return createSetupIntent(form);
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && intent && paymentIntents.has(intent[1]!)) {
      const body = paymentIntents.get(intent[1]!)!;
      const expanded =
        form.list('expand').includes('payment_method') && typeof body.payment_method === 'string'
          ? { ...body, payment_method: paymentMethod(body.payment_method) }
          : body;
      return { status: 200, schema: 'payment_intent' as const, body: expanded };
    }
    const pm = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    const found = method === 'GET' && pm ? paymentMethod(decodeURIComponent(pm[1]!)) : undefined;
    if (found) return { status: 200, schema: 'payment_method' as const, body: found };
    return error(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `Unrecognized request URL (${method}: ${path}) in the Stripe stand-in`,
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const form = formOf(method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString());
    const key = request.headers['idempotency-key'];
    const idempotent = method === 'POST' && typeof key === 'string' ? key : undefined;
    const reply = (idempotent && replies.get(idempotent)) || route(method, url.pathname, form);
    if (idempotent) replies.set(idempotent, reply);
    responses.push({ method, path: url.pathname, ...reply });
    response.writeHead(reply.status, {
      'content-type': 'application/json',
      'request-id': id('req'),
      ...(idempotent ? { 'idempotency-key': idempotent } : {}),
    });
    response.end(JSON.stringify(reply.body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    responses,
    paymentIntents,
    authenticate(paymentIntentId) {
      const intent = paymentIntents.get(paymentIntentId);
      if (!intent) throw new Error(`No PaymentIntent ${paymentIntentId} in the stand-in`);
      paymentIntents.set(paymentIntentId, {
        ...intent,
        status: 'succeeded',
        amount_received: intent.amount,
        last_payment_error: null,
      });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
