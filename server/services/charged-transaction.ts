import type { Db, Tx } from '../db/client';
import { backoff } from '../db/reach';
import type { Charge, PaymentProvider } from '../payments/provider';
import { storeCurrency } from './settings';

type ChargeRequest = Parameters<PaymentProvider['charge']>[0];
/** Charges through the provider, remembered so the charge can be undone with the transaction. */
export type ChargeInTransaction = (request: ChargeRequest) => Promise<Charge>;

interface Made {
  chargeId: string;
  amountCents: number;
}

async function refundAll(provider: PaymentProvider, made: readonly Made[]) {
  for (const { chargeId, amountCents } of made) {
    try {
      await provider.refund(chargeId, amountCents);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(
        `Charge ${chargeId} (${amountCents} cents) was not stored and its refund failed: ${reason}`,
      );
    }
  }
}

/** About 30 s of asking over 8 tries, each wait twice the last: longer than a PostgreSQL restart takes. */
const defaultAskWaitsMs = backoff(30_000, 8);

/** `ask()`'s answer, asked again after each wait while it fails; the last failure if none. */
async function askUntilAnswered<T>(ask: () => Promise<T>, waitsMs: readonly number[]) {
  for (const wait of waitsMs) {
    try {
      return await ask();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
  return ask();
}

/**
 * Runs `work` in one transaction, with a `charge` that pays through `provider` in the store's
 * currency. Money never
 * outlives a transaction that did not commit: when `work` fails after charging (a lost
 * connection, a refusal after the charge), the transaction is rolled back and its charges
 * refunded. When only the commit's answer is lost, `kept(chargeId)` asks the database whether
 * it was stored, again after each of `askWaitsMs` while it is away (a restart or a failover
 * takes seconds): yes, the work's result stands; no, the charges are refunded; the database
 * still away after the last wait, they are left as they are and logged for reconciliation.
 */
export async function chargedTransaction<T>(
  db: Db,
  provider: PaymentProvider,
  work: (tx: Tx, charge: ChargeInTransaction) => Promise<T>,
  kept: (chargeId: string) => Promise<boolean>,
  {
    askWaitsMs = defaultAskWaitsMs,
    currencyOf = storeCurrency,
  }: {
    askWaitsMs?: readonly number[];
    /** The store's currency as the transaction reads it (tests without a database name one). */
    currencyOf?: (tx: Tx) => Promise<string>;
  } = {},
): Promise<T> {
  const made: Made[] = [];
  let done: { result: T } | undefined;
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx, async (request) => {
        // In the store's currency setting unless the request names one, read per charge.
        const currency = request.currency ?? (await currencyOf(tx));
        const charged = await provider.charge({ ...request, currency });
        made.push({ chargeId: charged.chargeId, amountCents: request.amountCents });
        return charged;
      });
      done = { result };
      return result;
    });
  } catch (error) {
    if (made.length === 0) throw error;
    if (done) {
      let stored: boolean;
      try {
        stored = await askUntilAnswered(() => kept(made[0]!.chargeId), askWaitsMs);
      } catch {
        const charges = made.map((m) => m.chargeId).join(', ');
        console.error(`Unknown whether charges ${charges} were stored: reconcile them by hand.`);
        throw error;
      }
      if (stored) return done.result;
    }
    await refundAll(provider, made);
    throw error;
  }
}
