import { describe, expect, it, vi } from 'vitest';
import { encodeTestToken } from '../../domain/test-payment-token';
import type { Db, Tx } from '../db/client';
import type { PaymentProvider } from '../payments/provider';
import { testPaymentProvider } from '../payments/test-provider';
import {
  chargedTransaction as inTransaction,
  type ChargeInTransaction,
} from './charged-transaction';
import { declinedTestToken } from '../test/payments';

/** chargedTransaction in USD: the fake database below has no settings to read the currency from. */
function chargedTransaction<T>(
  db: Db,
  payments: PaymentProvider,
  work: (tx: Tx, charge: ChargeInTransaction) => Promise<T>,
  kept: (chargeId: string) => Promise<boolean>,
  options: { askWaitsMs?: readonly number[] } = {},
) {
  return inTransaction(db, payments, work, kept, { currencyOf: async () => 'USD', ...options });
}

const lost = () => new Error('Connection terminated unexpectedly');

/** A database whose transaction runs the work, then fails at the commit when told to. */
function database({ commitFails = false } = {}) {
  return {
    transaction: async <T>(work: (tx: Tx) => Promise<T>) => {
      const result = await work({} as Tx);
      if (commitFails) throw lost();
      return result;
    },
  } as unknown as Db;
}

function provider() {
  const inner = testPaymentProvider();
  const refunds: string[] = [];
  const payments: PaymentProvider = {
    ...inner,
    refund: async (chargeId) => {
      refunds.push(chargeId);
      return undefined;
    },
  };
  return { payments, refunds };
}

const source = {
  token: encodeTestToken({ brand: 'Visa', last4: '4242', expiry: '12/30', outcome: 'approve' }),
};

describe('chargedTransaction', () => {
  it('keeps the charge of a transaction that committed', async () => {
    const { payments, refunds } = provider();
    const result = await chargedTransaction(
      database(),
      payments,
      async (_tx, charge) => (await charge({ source, amountCents: 500 })).chargeId,
      async () => true,
    );
    expect(result).toMatch(/^ch_test_/);
    expect(refunds).toEqual([]);
  });

  it('refunds every charge when the work fails after charging', async () => {
    const { payments, refunds } = provider();
    const charged: string[] = [];
    const kept = vi.fn(async () => true);
    const placing = chargedTransaction(
      database(),
      payments,
      async (_tx, charge) => {
        charged.push((await charge({ source, amountCents: 500 })).chargeId);
        charged.push((await charge({ source, amountCents: 700 })).chargeId);
        throw lost();
      },
      kept,
    );
    await expect(placing).rejects.toThrow('Connection terminated unexpectedly');
    expect(refunds).toEqual(charged);
    // Rolled back for certain: the database is not asked.
    expect(kept).not.toHaveBeenCalled();
  });

  it('keeps the result when the commit’s answer was lost but the charge was stored', async () => {
    const { payments, refunds } = provider();
    const result = await chargedTransaction(
      database({ commitFails: true }),
      payments,
      async (_tx, charge) => (await charge({ source, amountCents: 500 })).chargeId,
      async () => true,
    );
    expect(result).toMatch(/^ch_test_/);
    expect(refunds).toEqual([]);
  });

  it('refunds when the commit failed and the charge was not stored', async () => {
    const { payments, refunds } = provider();
    let chargeId = '';
    const placing = chargedTransaction(
      database({ commitFails: true }),
      payments,
      async (_tx, charge) => {
        chargeId = (await charge({ source, amountCents: 500 })).chargeId;
      },
      async () => false,
    );
    await expect(placing).rejects.toThrow('Connection terminated unexpectedly');
    expect(refunds).toEqual([chargeId]);
  });

  it('leaves the charge and says so when the database cannot tell', async () => {
    const { payments, refunds } = provider();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const placing = chargedTransaction(
      database({ commitFails: true }),
      payments,
      async (_tx, charge) => charge({ source, amountCents: 500 }),
      async () => {
        throw lost();
      },
      { askWaitsMs: [1, 1] },
    );
    await expect(placing).rejects.toThrow('Connection terminated unexpectedly');
    expect(refunds).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/reconcile them by hand/));
    log.mockRestore();
  });

  it('asks again while the database is away, and refunds once it says the order was not stored', async () => {
    const { payments, refunds } = provider();
    const answers = [lost(), lost(), false];
    const kept = vi.fn(async () => {
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return answer!;
    });
    let chargeId = '';
    const placing = chargedTransaction(
      database({ commitFails: true }),
      payments,
      async (_tx, charge) => {
        chargeId = (await charge({ source, amountCents: 500 })).chargeId;
      },
      kept,
      { askWaitsMs: [1, 1, 1] },
    );
    await expect(placing).rejects.toThrow('Connection terminated unexpectedly');
    expect(kept).toHaveBeenCalledTimes(3);
    expect(refunds).toEqual([chargeId]);
  });

  it('charges nothing and refunds nothing for a declined card', async () => {
    const { payments, refunds } = provider();
    const placing = chargedTransaction(
      database(),
      payments,
      (_tx, charge) => charge({ source: { token: declinedTestToken }, amountCents: 500 }),
      async () => false,
    );
    await expect(placing).rejects.toThrow('Your card was declined');
    expect(refunds).toEqual([]);
  });

  it("charges in the store's currency, read in the transaction, unless the request names one", async () => {
    const { payments } = provider();
    const currencies: (string | undefined)[] = [];
    const spied: PaymentProvider = {
      ...payments,
      charge: async (request) => {
        currencies.push(request.currency);
        return payments.charge(request);
      },
    };
    const tx = { settings: 'the transaction' } as unknown as Tx;
    const currencyOf = vi.fn(async () => 'EUR');
    await inTransaction(
      { transaction: async <T>(work: (t: Tx) => Promise<T>) => work(tx) } as unknown as Db,
      spied,
      async (_tx, charge) => {
        await charge({ source, amountCents: 500 });
        await charge({ source, amountCents: 500, currency: 'GBP' });
      },
      async () => true,
      { currencyOf },
    );
    expect(currencies).toEqual(['EUR', 'GBP']);
    expect(currencyOf).toHaveBeenCalledWith(tx);
  });
});
