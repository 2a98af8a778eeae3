import { encodeTestToken } from '../../domain/test-payment-token';
import { expectJson, type ApiClient } from './client';

/**
 * Sets the test clock to `at` and has the seeded customer join Smoke Master with a new test
 * Visa: a membership whose renewal falls due a month after `at`.
 */
export async function customerJoinsClubAt(api: ApiClient, at: string): Promise<void> {
  await expectJson(await api.post('/test/clock', { json: { at } }), 200);
  const token = encodeTestToken({
    brand: 'Visa',
    last4: '4242',
    expiry: '12/30',
    outcome: 'approve',
  });
  await expectJson(
    await api.post('/membership', {
      as: 'customer',
      json: { tierId: 'smoke-master', payment: { token } },
    }),
    201,
  );
}
