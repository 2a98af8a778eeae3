import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MembershipView } from '../../domain/membership';
import { encodeTestToken } from '../../domain/test-payment-token';
import { settableClock } from '../clock';
import { membershipEvents, memberships } from '../db/schema';
import { apiClient, expectJson, type ApiClient, type Sender } from '../test/client';
import { waitForMail, type CaughtMail } from '../test/mailbox';
import { startTestServer, type TestServer } from '../test/server';
import type { StripeStandIn } from '../test/stripe-stand-in';
import { startStripeTestServer, stripeEvent, type StripeTestServer } from '../test/stripe-server';

/**
 * Club renewals the bank will not take off-session: the membership waits ("payment needs
 * confirmation", no discount), the member gets one e-mail with the confirm link, and the
 * renewal is applied once, by the member's confirm or by Stripe's webhook, whichever is first.
 */

const member = 'customer@example.com';
const renewed = (server: TestServer, sub: string) =>
  server.db
    .select()
    .from(membershipEvents)
    .where(and(eq(membershipEvents.sub, sub), eq(membershipEvents.kind, 'renewed')));

async function mailsTo(subject: string): Promise<CaughtMail[]> {
  const all = (await (await fetch(`${inject('mail').apiUrl}/email`)).json()) as CaughtMail[];
  return all.filter((m) => m.subject === subject && m.to.some((r) => r.address === member));
}

describe('with the test provider', () => {
  const clock = settableClock();
  let server: TestServer;
  let api: ApiClient;
  const storeName = `Renewal Confirm ${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    server = await startTestServer({ testClock: clock });
    api = apiClient(server);
    await expectJson(
      await api.put('/settings/system', { as: 'admin', json: { 'store-name': storeName } }),
      200,
    );
  });
  afterAll(() => server?.stop());

  it('waits for the member, e-mails one link, and renews once when they confirm', async () => {
    await expectJson(
      await api.post('/test/clock', { json: { at: '2027-05-10T15:00:00.000Z' } }),
      200,
    );
    const token = encodeTestToken({
      brand: 'Visa',
      last4: '3184',
      expiry: '12/30',
      outcome: 'authenticate',
    });
    // With the member there, the card pays.
    await expectJson(
      await api.post('/membership', {
        as: 'customer',
        json: { tierId: 'smoke-master', payment: { token } },
      }),
      201,
    );
    await expectJson(
      await api.post('/test/clock', { json: { at: '2027-06-11T15:00:00.000Z' } }),
      200,
    );
    const waiting = (await expectJson(
      await api.get('/membership', { as: 'customer' }),
      200,
    )) as MembershipView;
    expect(waiting.discountPercent).toBe(0);
    expect(waiting.membership).toMatchObject({
      currentPeriodEnd: '2027-06-10T15:00:00.000Z',
      paymentToConfirm: { amountCents: 3900, paymentIntentId: expect.stringMatching(/^pi_test_/) },
    });
    const { paymentIntentId, clientSecret } = waiting.membership!.paymentToConfirm!;
    expect(clientSecret).toMatch(/_secret_/);

    // A second read charges nothing more and mails nothing more.
    await expectJson(await api.get('/membership', { as: 'customer' }), 200);
    const subject = `Confirm your ${storeName} Smokehouse Club renewal`;
    const mail = await waitForMail(inject('mail').apiUrl, member, new RegExp(subject));
    expect(mail.text).toContain('Your bank asks you to confirm the $39.00 renewal');
    expect(mail.text).toContain('/smokehouse-club#confirm-renewal');
    expect(mail.html).toContain('/smokehouse-club#confirm-renewal');
    expect(await mailsTo(subject)).toHaveLength(1);

    // The console sees it too, without the member's client secret.
    const list = (await expectJson(await api.get('/memberships', { as: 'admin' }), 200)) as {
      members: { email: string; paymentToConfirm?: Record<string, unknown> }[];
    };
    const seen = list.members.find((m) => m.email === member)!;
    expect(seen.paymentToConfirm).toEqual({ paymentIntentId, amountCents: 3900 });

    const confirm = (as: Sender, id = paymentIntentId) =>
      api.post('/membership/renewal/confirm', { as, json: { paymentIntentId: id } });
    expect((await confirm('anonymous')).status).toBe(401);
    expect((await confirm('shopper')).status).toBe(403);
    expect((await confirm('customer', '')).status).toBe(400);
    expect((await confirm('customer', 'pi_test_unknown')).status).toBe(404);

    const done = (await expectJson(await confirm('customer'), 200)) as MembershipView;
    expect(done.membership).toMatchObject({ currentPeriodEnd: '2027-07-10T15:00:00.000Z' });
    expect(done.membership?.paymentToConfirm).toBeUndefined();
    expect(done.discountPercent).toBe(20);
    // Pressed twice: the same answer, renewed once.
    const again = (await expectJson(await confirm('customer'), 200)) as MembershipView;
    expect(again.membership?.currentPeriodEnd).toBe('2027-07-10T15:00:00.000Z');
    const [row] = await server.db.select().from(memberships).where(eq(memberships.email, member));
    expect(await renewed(server, row!.sub)).toHaveLength(1);
    // One receipt for the confirmed renewal.
    const receipt = `Your ${storeName} Smokehouse Club membership renewed`;
    await waitForMail(inject('mail').apiUrl, member, new RegExp(receipt));
    expect(await mailsTo(receipt)).toHaveLength(1);
  });

  it('ends the membership when the renewal waits unconfirmed for 7 days, e-mailed once', async () => {
    // The member above renewed to 2027-07-10; this renewal is not confirmed.
    await expectJson(
      await api.post('/test/clock', { json: { at: '2027-07-10T16:00:00.000Z' } }),
      200,
    );
    const waiting = (await expectJson(
      await api.get('/membership', { as: 'customer' }),
      200,
    )) as MembershipView;
    const { paymentIntentId } = waiting.membership!.paymentToConfirm!;

    // Six days on it still waits.
    await expectJson(
      await api.post('/test/clock', { json: { at: '2027-07-16T16:00:00.000Z' } }),
      200,
    );
    const still = (await expectJson(
      await api.get('/membership', { as: 'customer' }),
      200,
    )) as MembershipView;
    expect(still.membership?.paymentToConfirm?.paymentIntentId).toBe(paymentIntentId);

    // Seven days after the member was asked: ended as a cancelled membership, at the period's end.
    await expectJson(
      await api.post('/test/clock', { json: { at: '2027-07-17T16:00:01.000Z' } }),
      200,
    );
    const ended = (await expectJson(
      await api.get('/membership', { as: 'customer' }),
      200,
    )) as MembershipView;
    expect(ended.discountPercent).toBe(0);
    expect(ended.membership).toMatchObject({
      status: 'ended',
      currentPeriodEnd: '2027-07-10T15:00:00.000Z',
    });
    expect(ended.membership?.paymentToConfirm).toBeUndefined();
    const [row] = await server.db.select().from(memberships).where(eq(memberships.email, member));
    expect(row?.endedAt?.toISOString()).toBe('2027-07-10T15:00:00.000Z');

    // The intent is cancelled at the provider: confirming it now pays nothing.
    const late = await api.post('/membership/renewal/confirm', {
      as: 'customer',
      json: { paymentIntentId },
    });
    expect(late.status).toBe(404);
    expect(await renewed(server, row!.sub)).toHaveLength(1);

    await expectJson(await api.get('/membership', { as: 'customer' }), 200);
    const subject = `Your ${storeName} Smokehouse Club renewal was not confirmed`;
    const mail = await waitForMail(inject('mail').apiUrl, member, new RegExp(subject));
    expect(mail.text).toContain('not confirmed within 7 days');
    expect(await mailsTo(subject)).toHaveLength(1);
  });
});

describe('with Stripe (the stand-in), the webhook first', () => {
  const clock = settableClock();
  const webhookSecret = 'whsec_renewal_confirm';
  let standIn: StripeStandIn;
  let server: TestServer;
  let api: ApiClient;

  let stripeServer: StripeTestServer | undefined;

  beforeAll(async () => {
    stripeServer = await startStripeTestServer({ webhookSecret, testClock: clock });
    ({ standIn, server, api } = stripeServer);
  });
  afterAll(() => stripeServer?.stop());

  it('renews once: by payment_intent.succeeded, then the member’s confirm changes nothing', async () => {
    await expectJson(
      await api.post('/test/clock', { json: { at: '2027-08-01T10:00:00.000Z' } }),
      200,
    );
    // A member whose saved card is Stripe's 4000 0027 6000 3184 (needs authentication
    // off-session): joined with 4242, the stored card then swapped, as the stand-in cannot pass
    // the on-session challenge the join would ask for.
    await expectJson(
      await api.post('/membership', {
        as: 'customer',
        json: { tierId: 'smoke-master', payment: { token: 'pm_card_visa' } },
      }),
      201,
    );
    const [joined] = await server.db
      .update(memberships)
      .set({ paymentMethodId: 'pm_card_authenticationRequired', cardLast4: '3184' })
      .returning();
    const customerSub = joined!.sub;
    await expectJson(
      await api.post('/test/clock', { json: { at: '2027-09-02T10:00:00.000Z' } }),
      200,
    );
    const waiting = (await expectJson(
      await api.get('/membership', { as: 'customer' }),
      200,
    )) as MembershipView;
    const { paymentIntentId, clientSecret } = waiting.membership!.paymentToConfirm!;
    expect(standIn.paymentIntents.get(paymentIntentId)).toMatchObject({
      status: 'requires_payment_method',
      client_secret: clientSecret,
    });

    // The member passes the bank's challenge in Stripe.js; Stripe tells the webhook first.
    standIn.authenticateOffSession(paymentIntentId);
    const delivered = await stripeServer!.deliver(
      stripeEvent('payment_intent.succeeded', {
        id: paymentIntentId,
        object: 'payment_intent',
        status: 'succeeded',
      }),
    );
    expect(await expectJson(delivered, 200)).toMatchObject({
      outcome: 'applied: club renewal confirmed',
    });

    const confirmed = (await expectJson(
      await api.post('/membership/renewal/confirm', {
        as: 'customer',
        json: { paymentIntentId },
      }),
      200,
    )) as MembershipView;
    expect(confirmed.membership).toMatchObject({ currentPeriodEnd: '2027-10-01T10:00:00.000Z' });
    expect(confirmed.membership?.paymentToConfirm).toBeUndefined();
    expect(await renewed(server, customerSub)).toHaveLength(1);
  });
});
