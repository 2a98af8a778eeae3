import { encodeTestToken } from '../../domain/test-payment-token';
import { expectJson, type ApiClient, type Sender } from './client';

export interface ClubJoin {
  as?: Sender;
  tierId?: string;
  card?: { brand: string; last4: string; expiry: string };
}

/**
 * Sets the test clock to `at` and has a seeded account join the club with a new test card: a
 * membership whose renewal falls due a month after `at`. By default the customer, on Smoke
 * Master, with a Visa ending in 4242.
 */
export async function joinsClubAt(
  api: ApiClient,
  at: string,
  {
    as = 'customer',
    tierId = 'smoke-master',
    card = { brand: 'Visa', last4: '4242', expiry: '12/30' },
  }: ClubJoin = {},
): Promise<void> {
  await expectJson(await api.post('/test/clock', { json: { at } }), 200);
  const token = encodeTestToken({ ...card, outcome: 'approve' });
  await expectJson(
    await api.post('/membership', { as, json: { tierId, payment: { token } } }),
    201,
  );
}

/** The seeded customer joins Smoke Master at `at` (see joinsClubAt). */
export const customerJoinsClubAt = (api: ApiClient, at: string) => joinsClubAt(api, at);
