import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentKeys, type ContentKey, type SiteContent } from '../../domain/content-schemas';
import type { MembershipView } from '../../domain/membership';
import { encodeTestToken } from '../../domain/test-payment-token';
import { siteContent } from '../../fixtures/site-content';
import { settableClock } from '../clock';
import { testPaymentProvider } from '../payments/test-provider';
import type { PaymentProvider } from '../payments/provider';
import { apiClient, expectError, expectJson, type ApiClient } from '../test/client';
import { startTestServer, type TestServer } from '../test/server';

/**
 * Who may replace each content document: what customers pay, a percent or where a link leads
 * is the admin's alone; editors keep the copy. Written out here, not derived, so a change to
 * the derivation in domain/content-writers.ts shows up as a failing row.
 */
const adminOnly: readonly ContentKey[] = [
  'club',
  'club-promo',
  'gift-card-amounts',
  'catering',
  'delivery-info',
  'contact-cards',
  'social-links',
  'admin-tiles',
  'analytics',
];

const charges: number[] = [];
const recording: PaymentProvider = (() => {
  const inner = testPaymentProvider();
  return {
    ...inner,
    async charge(request) {
      charges.push(request.amountCents);
      return inner.charge(request);
    },
  };
})();
const clock = settableClock();
let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ testClock: clock, payments: recording });
  api = apiClient(server);
});
afterAll(() => server?.stop());

const seeded = <K extends ContentKey>(key: K): SiteContent[K] =>
  JSON.parse(JSON.stringify(siteContent[key]));

/** The seeded document with one valid change: its first list turned round, else its title edited. */
function edited(key: ContentKey): unknown {
  const value = seeded(key) as unknown;
  if (Array.isArray(value)) return [...value].reverse();
  const fields = value as Record<string, unknown>;
  const [listKey] = Object.entries(fields).find(([, v]) => Array.isArray(v) && v.length > 1) ?? [];
  if (listKey) return { ...fields, [listKey]: [...(fields[listKey] as unknown[])].reverse() };
  return { ...fields, title: `${String(fields.title)} (edited)` };
}

const read = async (key: ContentKey) => expectJson(await api.get(`/content/${key}`), 200);

describe('the writers of every content key', () => {
  it.each(contentKeys)(
    "'%s': guest 401, customer 403, editor as the key says, admin 200",
    async (key) => {
      const change = edited(key);
      expect(change).not.toEqual(seeded(key));
      const put = (as: 'anonymous' | 'customer' | 'editor' | 'admin', json: unknown) =>
        api.put(`/content/${key}`, { as, json });

      await expectError(await put('anonymous', change), 401);
      await expectError(await put('customer', change), 403);
      if (adminOnly.includes(key)) {
        const refused = await expectError(await put('editor', change), 403);
        expect(refused.message).toBe(
          `Only an admin can change '${key}': it sets prices, percents or links`,
        );
        expect(await read(key)).toEqual(seeded(key));
        expect(await expectJson(await put('admin', change), 200)).toEqual(change);
      } else {
        expect(await read(key)).toEqual(seeded(key));
        expect(await expectJson(await put('editor', change), 200)).toEqual(change);
      }
      expect(await expectJson(await put('admin', seeded(key)), 200)).toEqual(seeded(key));
    },
  );
});

describe('what an admin may set', () => {
  it('refuses a free tier (400 on the price), and an editor cannot touch the tiers at all', async () => {
    const club = seeded('club');
    club.tiers[1]!.priceCents = 0;
    await expectError(await api.put('/content/club', { as: 'editor', json: club }), 403);
    const refused = await expectError(
      await api.put('/content/club', { as: 'admin', json: club }),
      400,
    );
    expect(refused.fields).toEqual({ 'tiers.1.priceCents': 'A tier costs at least 1 cent' });
    expect(await read('club')).toEqual(seeded('club'));
  });

  it.each(['https://evil.example/admin', '//evil.example/admin', '/\\evil.example/admin'])(
    "refuses a console tile that leads to '%s'",
    async (href) => {
      const tiles = seeded('admin-tiles');
      tiles[0]!.href = href;
      const refused = await expectError(
        await api.put('/content/admin-tiles', { as: 'admin', json: tiles }),
        400,
      );
      expect(refused.fields?.['0.href']).toMatch(/path on this site/);
    },
  );
});

describe("a tier's price change", () => {
  const card = {
    token: encodeTestToken({ brand: 'Visa', last4: '4242', expiry: '12/30', outcome: 'approve' }),
  };
  const join = async (as: 'customer' | 'shopper') =>
    (await expectJson(
      await api.post('/membership', { as, json: { tierId: 'pit-master', payment: card } }),
      201,
    )) as MembershipView;

  it('reaches those who join later; a member renews at the price charged when joining', async () => {
    await api.post('/test/clock', { json: { at: '2027-05-10T12:00:00.000Z' } });
    expect((await join('customer')).membership?.priceCents).toBe(1900);
    const club = seeded('club');
    club.tiers.find((tier) => tier.id === 'pit-master')!.priceCents = 2500;
    await expectJson(await api.put('/content/club', { as: 'admin', json: club }), 200);

    expect((await join('shopper')).membership?.priceCents).toBe(2500);
    await api.post('/test/clock', { json: { at: '2027-06-10T13:00:00.000Z' } });
    const renewed = (await expectJson(
      await api.get('/membership', { as: 'customer' }),
      200,
    )) as MembershipView;
    expect(renewed.membership).toMatchObject({
      priceCents: 1900,
      currentPeriodEnd: '2027-07-10T12:00:00.000Z',
    });
    expect(charges).toEqual([1900, 2500, 1900]);
    await expectJson(await api.put('/content/club', { as: 'admin', json: seeded('club') }), 200);
  });
});
