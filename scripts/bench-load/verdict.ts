import type { orders } from '../../server/db/schema';

export interface Invariant {
  name: string;
  ok: boolean;
  /** The counts it was judged on. */
  numbers: Record<string, number>;
  /** What broke it, one line per case (at most a few). */
  details: string[];
}

export type OrderRow = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'accountSub'
  | 'items'
  | 'subtotalCents'
  | 'discountCents'
  | 'shippingCents'
  | 'taxCents'
  | 'totalCents'
  | 'giftCardCents'
  | 'chargeId'
  | 'paymentStatus'
  | 'status'
  | 'shippingMethodId'
  | 'createdAt'
>;

/** A verdict's details: the first few cases are enough to go and look. */
export const firstFew = (lines: string[]) => lines.slice(0, 8);
