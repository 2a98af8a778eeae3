import type { MembershipAction, MembershipView } from '../../domain/membership';
import type { PaymentSource } from '../../domain/order-schemas';
import { browserProfileId, resolveOwnerId } from '../commerce/owner';
import { api } from './api';

/** No membership: a guest, or an account that never joined. */
export const noMembership: MembershipView = { membership: null, discountPercent: 0 };

/** The signed-in account's membership and the discount it gives now (guests: none). */
export async function getMembership(): Promise<MembershipView> {
  if ((await resolveOwnerId()) === browserProfileId) return noMembership;
  return api<MembershipView>('/membership', { signedIn: true });
}

/** Joins a tier: the server charges the first month; 402 when the card is declined. */
export const joinClub = (tierId: string, payment: PaymentSource) =>
  api<MembershipView>('/membership', { method: 'POST', body: { tierId, payment }, signedIn: true });

/** Pause, resume, cancel or change tier: each takes effect at the renewal date. */
export const changeMembership = (action: MembershipAction) =>
  api<MembershipView>('/membership', { method: 'PATCH', body: action, signedIn: true });

/** The member confirmed the renewal's payment (after the bank's step with Stripe): renews it. */
export const confirmRenewal = (paymentIntentId: string) =>
  api<MembershipView>('/membership/renewal/confirm', {
    method: 'POST',
    body: { paymentIntentId },
    signedIn: true,
  });
