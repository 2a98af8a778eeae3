import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ClubMember, ClubMemberList, MembershipView } from '../../domain/membership';
import type { StoreDetails } from '../../domain/store';
import { settableClock } from '../clock';
import { membershipEvents } from '../db/schema';
import { apiClient, expectError, expectJson, type ApiClient, type Sender } from '../test/client';
import { waitForMail } from '../test/mailbox';
import { customerJoinsClubAt, joinsClubAt } from '../test/membership';
import { startTestServer, type TestServer } from '../test/server';

const clock = settableClock();
let server: TestServer;
let api: ApiClient;
let store: StoreDetails;

const setClock = async (at: string) =>
  expectJson(await api.post('/test/clock', { json: { at } }), 200);

const list = async (query = '') =>
  (await expectJson(await api.get(`/memberships${query}`, { as: 'admin' }), 200)) as ClubMemberList;

const act = (action: string, sub: string, as: Sender = 'admin') =>
  api.post(`/memberships/${encodeURIComponent(sub)}/${action}`, { as });

const emails = (members: ClubMember[]) => members.map((member) => member.email);

/** The seeded customer on Smoke Master ($39.00), the shopper on Grill Legend ($79.00) two days later. */
let customerSub: string;
let shopperSub: string;

beforeAll(async () => {
  server = await startTestServer({ testClock: clock });
  api = apiClient(server);
  // A store name of this run's own: members change their memberships in other files too, and
  // both databases' runs share one mailbox, so each subject awaited here names this run's store.
  await expectJson(
    await api.put('/settings/system', {
      as: 'admin',
      json: { 'store-name': `Members ${randomUUID().slice(0, 8)}` },
    }),
    200,
  );
  store = (await expectJson(await api.get('/store'), 200)) as StoreDetails;
  await customerJoinsClubAt(api, '2027-03-10T15:00:00.000Z');
  await joinsClubAt(api, '2027-03-12T15:00:00.000Z', {
    as: 'shopper',
    tierId: 'grill-legend',
    card: { brand: 'Mastercard', last4: '4444', expiry: '11/31' },
  });
  const { members } = await list();
  customerSub = members.find((member) => member.email === 'customer@example.com')!.sub;
  shopperSub = members.find((member) => member.email === 'shopper@example.com')!.sub;
});
afterAll(() => server?.stop());

describe('the club members list', () => {
  it('lists every member, newest first, with tier, status, dates and card, and the totals', async () => {
    const { members, totals } = await list();
    expect(members).toEqual([
      expect.objectContaining({
        sub: shopperSub,
        email: 'shopper@example.com',
        tierId: 'grill-legend',
        tierName: 'Grill Legend',
        priceCents: 7900,
        status: 'active',
        startedAt: '2027-03-12T15:00:00.000Z',
        currentPeriodEnd: '2027-04-12T15:00:00.000Z',
        pendingChange: null,
        card: { brand: 'Mastercard', last4: '4444' },
      }),
      expect.objectContaining({
        sub: customerSub,
        email: 'customer@example.com',
        tierName: 'Smoke Master',
        priceCents: 3900,
        status: 'active',
        startedAt: '2027-03-10T15:00:00.000Z',
        currentPeriodEnd: '2027-04-10T15:00:00.000Z',
        card: { brand: 'Visa', last4: '4242' },
      }),
    ]);
    expect(totals).toEqual({ activeMembers: 2, monthlyRevenueCents: 11_800 });
  });

  it('filters by tier and status and searches e-mails, the totals still the whole club', async () => {
    expect(emails((await list('?tier=smoke-master')).members)).toEqual(['customer@example.com']);
    expect(emails((await list('?tier=pit-master')).members)).toEqual([]);
    expect(emails((await list('?status=active')).members)).toHaveLength(2);
    expect(emails((await list('?status=paused')).members)).toEqual([]);
    expect(emails((await list('?q=SHOPPER')).members)).toEqual(['shopper@example.com']);
    expect(emails((await list('?q=example.com&tier=grill-legend')).members)).toEqual([
      'shopper@example.com',
    ]);
    // A '%' or '_' typed in the search is a letter, not a wildcard.
    expect(emails((await list('?q=%25')).members)).toEqual([]);
    expect(emails((await list('?q=_')).members)).toEqual([]);
    expect((await list('?status=paused')).totals).toEqual({
      activeMembers: 2,
      monthlyRevenueCents: 11_800,
    });
  });

  it('refuses a filter it cannot read (400, on its field)', async () => {
    const status = await expectError(
      await api.get('/memberships?status=sleeping', { as: 'admin' }),
      400,
    );
    expect(status.fields?.status).toBe('Choose active, paused or ended');
    const tier = await expectError(
      await api.get(`/memberships?tier=${'x'.repeat(61)}`, { as: 'admin' }),
      400,
    );
    expect(tier.fields?.tier).toBe('A tier id is at most 60 characters');
  });

  it('is the admin’s alone: 401 for a visitor, 403 for a customer and an editor', async () => {
    await expectError(await api.get('/memberships'), 401);
    await expectError(await api.get('/memberships', { as: 'customer' }), 403);
    await expectError(await api.get('/memberships', { as: 'editor' }), 403);
  });
});

describe('an admin’s changes', () => {
  it('are refused to a visitor (401) and a customer (403), changing nothing', async () => {
    for (const action of ['pause', 'resume', 'cancel']) {
      await expectError(await act(action, customerSub, 'anonymous'), 401);
      await expectError(await act(action, customerSub, 'customer'), 403);
    }
    expect((await list()).members.every((member) => member.pendingChange === null)).toBe(true);
  });

  it('answer 404 for an account that is no member, or an id of the wrong shape', async () => {
    for (const action of ['pause', 'resume', 'cancel']) {
      const unknown = await expectError(await act(action, 'no-such-member'), 404);
      expect(unknown.message).toBe('No such club member');
      await expectError(await act(action, 'a b'), 404);
    }
  });

  it('pause at the next renewal, recorded and e-mailed to the member (text and HTML)', async () => {
    const paused = (await expectJson(await act('pause', customerSub), 200)) as ClubMember;
    expect(paused).toMatchObject({ sub: customerSub, status: 'active', pendingChange: 'pause' });
    // The member sees it on their own page.
    const own = (await expectJson(
      await api.get('/membership', { as: 'customer' }),
      200,
    )) as MembershipView;
    expect(own.membership?.pendingChange).toBe('pause');

    const mail = await waitForMail(
      inject('mail').apiUrl,
      'customer@example.com',
      new RegExp(`${store.name} Smokehouse Club membership will pause`),
    );
    expect(mail.subject).toBe(`Your ${store.name} Smokehouse Club membership will pause`);
    expect(mail.text).toContain(
      'We have paused your Smoke Master membership from your next renewal on April 10, 2027.',
    );
    expect(mail.text).toContain(store.name);
    expect(mail.html).toContain('>We have paused your Smoke Master membership');

    const events = await server.db
      .select({ kind: membershipEvents.kind })
      .from(membershipEvents)
      .where(eq(membershipEvents.sub, customerSub));
    expect(events.map((event) => event.kind)).toEqual(['joined', 'admin-pause']);
  });

  it('refuse a change that changes nothing (409)', async () => {
    const again = await expectError(await act('pause', customerSub), 409);
    expect(again.message).toBe('This membership already pauses at its next renewal.');
    const resume = await expectError(await act('resume', shopperSub), 409);
    expect(resume.message).toBe('This membership is active: there is nothing to resume.');
  });

  it('resume takes a pending pause back, and says so to the member', async () => {
    const resumed = (await expectJson(await act('resume', customerSub), 200)) as ClubMember;
    expect(resumed).toMatchObject({ status: 'active', pendingChange: null });
    const mail = await waitForMail(
      inject('mail').apiUrl,
      'customer@example.com',
      new RegExp(`${store.name} Smokehouse Club membership will continue`),
    );
    expect(mail.text).toContain(
      'Your Smoke Master membership continues as before: it renews on April 10, 2027 for $39.00/month to your Visa ending in 4242.',
    );
  });

  it('cancel at the next renewal: the member keeps paying until then, then it ends', async () => {
    const cancelled = (await expectJson(await act('cancel', shopperSub), 200)) as ClubMember;
    expect(cancelled).toMatchObject({ status: 'active', pendingChange: 'cancel' });
    const mail = await waitForMail(
      inject('mail').apiUrl,
      'shopper@example.com',
      new RegExp(`${store.name} Smokehouse Club membership will end`),
    );
    expect(mail.text).toContain('it ends at your next renewal on April 12, 2027');
    expect(mail.html).toContain('it ends at your next renewal on April 12, 2027');
    expect((await list()).totals).toEqual({ activeMembers: 2, monthlyRevenueCents: 11_800 });

    await expectJson(await act('pause', customerSub), 200);
    await setClock('2027-04-13T00:00:00.000Z');
    // Each member's renewal runs when an admin acts on them (and in the renewals job).
    await expectError(await act('cancel', shopperSub), 409);
    const resumed = (await expectJson(await act('resume', customerSub), 200)) as ClubMember;
    expect(resumed).toMatchObject({ status: 'paused', pendingChange: 'resume' });
    const mail2 = await waitForMail(
      inject('mail').apiUrl,
      'customer@example.com',
      new RegExp(`${store.name} Smokehouse Club membership will restart`),
    );
    expect(mail2.text).toContain('it restarts on May 10, 2027');

    expect(emails((await list('?status=ended')).members)).toEqual(['shopper@example.com']);
    expect(emails((await list('?status=paused')).members)).toEqual(['customer@example.com']);
    expect((await list()).totals).toEqual({ activeMembers: 0, monthlyRevenueCents: 0 });
  });
});
