import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { stripeCustomers } from '../db/schema';
import type { StripeCustomerDirectory } from './stripe-provider';

/** Each account's Stripe Customer id, in the store's database (stripe_customers). */
export function databaseCustomerDirectory(db: Db): StripeCustomerDirectory {
  return {
    async find(sub) {
      const [row] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.sub, sub));
      return row?.customerId;
    },
    async remember(sub, customerId) {
      // Two first saves at once: the first stored wins; the other Customer is left unused.
      await db.insert(stripeCustomers).values({ sub, customerId }).onConflictDoNothing();
    },
  };
}
