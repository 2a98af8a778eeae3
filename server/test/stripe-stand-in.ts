import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stripeClient } from '../payments/stripe-provider';

/**
 * A loopback stand-in for the Stripe endpoints the Stripe provider calls, so its tests run the
 * real SDK with no network. Test PaymentMethods choose the outcome, as Stripe's test mode does:
 * `pm_card_visa` succeeds, `pm_card_chargeDeclined` is declined (402, `card_declined`),
 * `pm_card_authenticationRequired` needs 3-D Secure (`requires_action`), each when the
 * PaymentIntent is confirmed (at once with `confirm=true`, or by POST …/confirm). An intent is
 * retrieved and cancelled as Stripe does (only before it succeeded), and an Idempotency-Key
 * replays its first answer for the same request and refuses a different one (Stripe's rule).
 * Every answer is kept in `responses`, so a test can check each against Stripe's published
 * schemas.
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
  /** PaymentIntents created, by id, as a retrieve would answer them (payment method unexpanded). */
  paymentIntents: Map<string, Record<string, unknown>>;
  /**
   * The customer's answer on the bank's page (what Stripe.js's `handleNextAction` leads to):
   * an intent in `requires_action` succeeds, or fails its authentication.
   */
  authenticate(intentId: string, approved: boolean): void;
  /**
   * What Stripe.js's `confirmCardPayment` leads to when the member passes the bank's challenge
   * for an off-session charge Stripe refused with `authentication_required`: the intent succeeds.
   */
  authenticateOffSession(intentId: string): void;
  /** Moves an intent to `processing` (a card network still deciding): it cannot be cancelled. */
  process(intentId: string): void;
  /** Ends a `processing` intent in success, as the network's late answer. */
  succeed(intentId: string): void;
  /**
   * Holds the next confirm (each call the one after): it is not carried out and not answered until `release` (then it is
   * carried out; the answer goes to whoever still waits) or never (`drop`: Stripe never got it).
   * `arrived` resolves with the intent's id once the confirm is held.
   */
  holdNextConfirm(): HeldConfirm;
  close(): Promise<void>;
}

export interface HeldConfirm {
  arrived: Promise<string>;
  release(): void;
  drop(): void;
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
  /** Idempotency-Key → the request it came with and its first answer, replayed as Stripe does. */
  const replies = new Map<
    string,
    { request: string; reply: Omit<StandInResponse, 'method' | 'path'> }
  >();

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

  /** The intent as the API answers it: its payment method expanded when asked. */
  function intentAnswer(intent: Record<string, unknown>, form: ReturnType<typeof formOf>) {
    const pmId = intent.payment_method;
    const expand = form.list('expand').includes('payment_method') && typeof pmId === 'string';
    return {
      status: 200,
      schema: 'payment_intent' as const,
      body: expand ? { ...intent, payment_method: paymentMethod(pmId) ?? pmId } : intent,
    };
  }

  const unexpectedState = (intent: Record<string, unknown>, action: 'confirm' | 'cancel') =>
    error(
      400,
      {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message:
          action === 'confirm'
            ? `You cannot confirm this PaymentIntent because it has a status of ${String(intent.status)}.`
            : `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      },
      { payment_intent: intent },
    );

  const declineError = {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  };

  /** Charges the intent's payment method, as a confirm does: succeeded, declined or 3-D Secure. */
  function confirmIntent(intent: Record<string, unknown>, form: ReturnType<typeof formOf>) {
    const intentId = String(intent.id);
    const pmId = String(intent.payment_method ?? '');
    const outcome = testCards[pmId]?.outcome ?? 'succeeds';
    // Off-session, a card that needs authentication is refused as Stripe refuses it: 402
    // `authentication_required`, the intent back to `requires_payment_method` with the error.
    if (outcome === 'requires_action' && form.value('off_session') === 'true') {
      const method = paymentMethod(pmId);
      const refusal = {
        type: 'card_error',
        code: 'authentication_required',
        doc_url: 'https://stripe.com/docs/error-codes/authentication-required',
        message: 'Your card was declined. This transaction requires authentication.',
      };
      const waiting = {
        ...intent,
        status: 'requires_payment_method',
        next_action: null,
        amount_received: 0,
        last_payment_error: { ...refusal, payment_method: method },
      };
      paymentIntents.set(intentId, waiting);
      return error(402, refusal, {
        payment_intent: { ...waiting, payment_method: null },
        payment_method: method,
      });
    }
    if (outcome === 'declines') {
      const method = paymentMethod(pmId);
      const declined = {
        ...intent,
        status: 'requires_payment_method',
        payment_method: null,
        last_payment_error: { ...declineError, payment_method: method },
      };
      paymentIntents.set(intentId, declined);
      return error(402, declineError, { payment_intent: declined, payment_method: method });
    }
    const confirmed =
      outcome === 'succeeds'
        ? succeeded(intent)
        : {
            ...intent,
            status: 'requires_action',
            next_action: {
              type: 'use_stripe_sdk',
              use_stripe_sdk: { type: 'three_d_secure_redirect' },
            },
          };
    paymentIntents.set(intentId, confirmed);
    return intentAnswer(confirmed, form);
  }

  /** The intent paid: received in full, and a card kept for later joins its Customer. */
  function succeeded(intent: Record<string, unknown>): Record<string, unknown> {
    const pmId = String(intent.payment_method);
    const method = paymentMethod(pmId);
    if (method && intent.setup_future_usage && intent.customer) {
      paymentMethods.set(pmId, { ...method, customer: intent.customer });
    }
    return {
      ...intent,
      status: 'succeeded',
      amount_received: intent.amount,
      next_action: null,
      last_payment_error: null,
    };
  }

  function createPaymentIntent(form: ReturnType<typeof formOf>) {
    const found = formPaymentMethod(form);
    if ('status' in found) return found;
    const intentId = id('pi');
    const intent: Record<string, unknown> = {
      id: intentId,
      object: 'payment_intent',
      amount: Number(form.value('amount')),
      amount_capturable: 0,
      amount_received: 0,
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
      next_action: null,
      on_behalf_of: null,
      payment_method: found.pmId,
      payment_method_options: {},
      payment_method_types: form.list('allowed_payment_method_types'),
      receipt_email: null,
      review: null,
      setup_future_usage: form.value('setup_future_usage') ?? null,
      shipping: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      // With a payment method and no `confirm`, Stripe waits for the confirm.
      status: 'requires_confirmation',
      transfer_data: null,
      transfer_group: null,
    };
    paymentIntents.set(intentId, intent);
    if (form.value('confirm') === 'true') return confirmIntent(intent, form);
    return intentAnswer(intent, form);
  }

  function confirmPaymentIntent(intent: Record<string, unknown>, form: ReturnType<typeof formOf>) {
    if (!['requires_confirmation', 'requires_payment_method'].includes(String(intent.status))) {
      return unexpectedState(intent, 'confirm');
    }
    const given = form.value('payment_method');
    if (given) {
      const found = formPaymentMethod(form);
      if ('status' in found) return found;
      intent = { ...intent, payment_method: given };
    }
    if (!intent.payment_method) {
      return error(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message:
          "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with a payment method, pass `payment_method`.",
      });
    }
    return confirmIntent(intent, form);
  }

  /** Stripe cancels an intent only before it succeeded (or was cancelled). */
  function cancelPaymentIntent(intent: Record<string, unknown>, form: ReturnType<typeof formOf>) {
    const cancellable = [
      'requires_payment_method',
      'requires_capture',
      'requires_confirmation',
      'requires_action',
      'processing',
    ];
    if (!cancellable.includes(String(intent.status))) return unexpectedState(intent, 'cancel');
    const cancelled = {
      ...intent,
      status: 'canceled',
      canceled_at: now(),
      cancellation_reason: form.value('cancellation_reason') ?? null,
      next_action: null,
    };
    paymentIntents.set(String(intent.id), cancelled);
    return intentAnswer(cancelled, form);
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
    const onIntent = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|cancel))?$/.exec(path);
    const intent = onIntent && paymentIntents.get(decodeURIComponent(onIntent[1]!));
    if (onIntent && !intent) {
      return error(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'intent',
        message: `No such payment_intent: '${onIntent[1]}'`,
      });
    }
    if (intent && method === 'GET' && !onIntent[2]) return intentAnswer(intent, form);
    if (intent && method === 'POST' && onIntent[2] === 'confirm') {
      return confirmPaymentIntent(intent, form);
    }
    if (intent && method === 'POST' && onIntent[2] === 'cancel') {
      return cancelPaymentIntent(intent, form);
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

  /** Holds for the next confirms, in the order they come, if a test asked for them. */
  const holds: { arrived: (intentId: string) => void; gate: Promise<'release' | 'drop'> }[] = [];

  /** Waits out a held confirm: false when it is dropped (Stripe never received it). */
  async function heldConfirm(path: string): Promise<boolean> {
    const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
    const held = confirm ? holds.shift() : undefined;
    if (!held) return true;
    held.arrived(decodeURIComponent(confirm![1]!));
    return (await held.gate) === 'release';
  }

  /**
   * Stripe's idempotency: the same key with the same request answers the first answer again
   * (even if the object changed since); with another request it is refused.
   */
  function idempotent(key: string, request: string) {
    const first = replies.get(key);
    if (!first) return undefined;
    if (first.request === request) return { reply: first.reply, replayed: true };
    const refused = error(400, {
      type: 'idempotency_error',
      message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    });
    return { reply: refused, replayed: false };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const text = method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString();
    const form = formOf(text);
    const key = request.headers['idempotency-key'];
    const keyed = method === 'POST' && typeof key === 'string' ? key : undefined;
    const signature = `${method} ${url.pathname} ${text}`;
    const earlier = keyed ? idempotent(keyed, signature) : undefined;
    if (!earlier && !(await heldConfirm(url.pathname))) return;
    const reply = earlier?.reply ?? route(method, url.pathname, form);
    if (keyed && !earlier) replies.set(keyed, { request: signature, reply });
    responses.push({ method, path: url.pathname, ...reply });
    if (response.destroyed) return;
    response.writeHead(reply.status, {
      'content-type': 'application/json',
      'request-id': id('req'),
      ...(keyed ? { 'idempotency-key': keyed } : {}),
      ...(earlier?.replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    response.end(JSON.stringify(reply.body));
  }

  /** A test's move of an intent, as Stripe's own side would make it. */
  function move(
    intentId: string,
    from: string,
    to: (intent: Record<string, unknown>) => Record<string, unknown>,
  ) {
    const intent = paymentIntents.get(intentId);
    if (intent?.status !== from) {
      throw new Error(`The stand-in's ${intentId} is ${String(intent?.status)}, not ${from}`);
    }
    paymentIntents.set(intentId, to(intent));
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
    authenticate(intentId, approved) {
      move(intentId, 'requires_action', (intent) =>
        approved
          ? succeeded(intent)
          : {
              ...intent,
              status: 'requires_payment_method',
              next_action: null,
              payment_method: null,
              last_payment_error: {
                type: 'card_error',
                code: 'payment_intent_authentication_failure',
                message:
                  'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
              },
            },
      );
    },
    authenticateOffSession(intentId) {
      move(intentId, 'requires_payment_method', succeeded);
    },
    process(intentId) {
      move(intentId, 'requires_action', (intent) => ({
        ...intent,
        status: 'processing',
        next_action: null,
      }));
    },
    succeed(intentId) {
      move(intentId, 'processing', succeeded);
    },
    holdNextConfirm() {
      let arrived!: (intentId: string) => void;
      let open!: (how: 'release' | 'drop') => void;
      const arrival = new Promise<string>((resolve) => (arrived = resolve));
      holds.push({ arrived, gate: new Promise((resolve) => (open = resolve)) });
      return { arrived: arrival, release: () => open('release'), drop: () => open('drop') };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
