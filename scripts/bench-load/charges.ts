import { existsSync, readFileSync } from 'node:fs';
import { firstFew, type Invariant, type OrderRow } from './verdict';
import type { CheckoutRecord } from './shopper';

const seconds = (at: string | number | undefined, runStartedAt: number) =>
  at === undefined ? '?' : `${((new Date(at).getTime() - runStartedAt) / 1000).toFixed(2)} s`;

/**
 * The Place Orders a charge with no order can have come from: an attempt of that total, with that
 * card, that got no 201 or 409 and was in flight when the charge was written (the ledger has no
 * key, but a time and a card: each shopper pays with a card of its own).
 */
function whoPaid(
  charge: LedgerEntry,
  checkouts: CheckoutRecord[],
  stored: OrderRow[],
  runStartedAt: number,
): string[] {
  const at = charge.at ? new Date(charge.at).getTime() : undefined;
  const suspects = checkouts.filter(
    (c) =>
      c.totalCents === charge.amountCents &&
      (!charge.last4 || c.last4 === charge.last4) &&
      c.answers.some(
        (a) =>
          !['201', '409'].includes(a.outcome) &&
          (at === undefined || (a.sentAt <= at && at <= a.endedAt)),
      ),
  );
  return suspects.map((c) => {
    const answers = c.answers
      .map(
        (a) =>
          `sent ${seconds(a.sentAt, runStartedAt)} → ${a.outcome} ${seconds(a.endedAt, runStartedAt)}`,
      )
      .join(', ');
    const order = stored.find((o) => o.id === c.orderId);
    const outcome = order
      ? `placed as ${order.id}, paid by its own charge ${order.chargeId}: charged twice for one order`
      : `${c.result}, no order`;
    return `  ${c.email} (Idempotency-Key ${c.key}): ${answers}; ${outcome}`;
  });
}

interface LedgerEntry {
  charge?: string;
  refund?: string;
  amountCents: number;
  /** ISO time the provider wrote it, and a charge's card (server/payments/test-provider.ts). */
  at?: string;
  last4?: string;
  instance: string;
}

export function readLedgers(ledgers: { instance: string; file: string }[]) {
  const entries: LedgerEntry[] = [];
  let unreadable = 0;
  for (const { instance, file } of ledgers) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      try {
        entries.push({ ...(JSON.parse(line) as Omit<LedgerEntry, 'instance'>), instance });
      } catch {
        unreadable++;
      }
    }
  }
  return { entries, unreadable };
}

/**
 * (e) One charge per order, from the test provider's ledgers: each stored order's charge made
 * once, for what the card owed, and not refunded; every other charge refunded in full.
 */
export function charges(
  stored: OrderRow[],
  ledger: ReturnType<typeof readLedgers>,
  checkouts: CheckoutRecord[],
  runStartedAt: number,
): Invariant {
  const made = new Map<string, LedgerEntry[]>();
  const refunded = new Map<string, number>();
  for (const entry of ledger.entries) {
    if (entry.charge) made.set(entry.charge, [...(made.get(entry.charge) ?? []), entry]);
    if (entry.refund)
      refunded.set(entry.refund, (refunded.get(entry.refund) ?? 0) + entry.amountCents);
  }
  const owed = (order: OrderRow) => order.totalCents - order.giftCardCents;
  const byCharge = new Map<string, OrderRow[]>();
  for (const order of stored) {
    if (order.chargeId)
      byCharge.set(order.chargeId, [...(byCharge.get(order.chargeId) ?? []), order]);
  }
  const problems: string[] = [];
  let ordersCharged = 0;
  for (const order of stored) {
    const charged = order.chargeId ? made.get(order.chargeId) : undefined;
    if (!order.chargeId) {
      if (owed(order) > 0) problems.push(`${order.id}: owes ${owed(order)} cents, no charge`);
      continue;
    }
    if (!charged) problems.push(`${order.id}: charge ${order.chargeId} is in no ledger`);
    else if (charged.length > 1)
      problems.push(`${order.id}: charge ${order.chargeId} made ${charged.length} times`);
    else if (charged[0]!.amountCents !== owed(order))
      problems.push(`${order.id}: charged ${charged[0]!.amountCents} cents, owed ${owed(order)}`);
    else if ((refunded.get(order.chargeId) ?? 0) > 0 && order.paymentStatus === 'paid')
      problems.push(`${order.id}: paid, yet its charge ${order.chargeId} was refunded`);
    else ordersCharged++;
    if (byCharge.get(order.chargeId)!.length > 1)
      problems.push(`${order.id}: shares charge ${order.chargeId}`);
  }
  const strays = [...made].filter(([id]) => !byCharge.has(id));
  const refundedStrays = strays.filter(
    ([id, [entry]]) => (refunded.get(id) ?? 0) >= entry!.amountCents,
  );
  const orphans = strays.filter(([id, [entry]]) => (refunded.get(id) ?? 0) < entry!.amountCents);
  for (const [id, [entry]] of orphans) {
    problems.push(
      [
        `charge ${id} (${entry!.amountCents} cents, card …${entry!.last4 ?? '?'}, ${entry!.instance}, at ${seconds(entry!.at, runStartedAt)}): no stored order, ${refunded.get(id) ?? 0} cents refunded`,
        ...whoPaid(entry!, checkouts, stored, runStartedAt),
      ].join('\n'),
    );
  }
  return {
    name: '(e) one charge per order (test provider ledgers)',
    ok: problems.length === 0,
    numbers: {
      charges: made.size,
      refunds: refunded.size,
      'orders charged once, as owed': ordersCharged,
      'charges refunded (no order)': refundedStrays.length,
      'charges with no order, not refunded': orphans.length,
      'unreadable ledger lines': ledger.unreadable,
    },
    details: firstFew(problems),
  };
}
