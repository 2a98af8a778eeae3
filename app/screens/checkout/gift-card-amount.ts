import { formatMoney } from '@ds/lib/money';

/** A gift card applied at checkout: the code as typed, and what the store says it holds. */
export interface AppliedGiftCard {
  code: string;
  last4: string;
  balanceCents: number;
}

/** Dollars as typed ('30', '30.5', '30.00') in cents; undefined when it is not an amount. */
export function dollarsToCents(typed: string): number | undefined {
  const match = /^\$?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(typed.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the 'Amount to use' field shows them: 30.00. */
export const centsToDollars = (cents: number) => (cents / 100).toFixed(2);

/** What the 'Amount to use' field says is wrong, or undefined when the amount can be used. */
export function giftCardAmountError(
  typed: string,
  card: AppliedGiftCard,
  totalCents: number,
): string | undefined {
  const cents = dollarsToCents(typed);
  if (cents === undefined) return 'Enter an amount in dollars, e.g. 30.00';
  if (cents <= 0) return 'Enter an amount above $0.00';
  if (cents > card.balanceCents)
    return `This gift card has only ${formatMoney(card.balanceCents)} left`;
  if (cents > totalCents)
    return `This order comes to ${formatMoney(totalCents)}: use at most that much`;
  return undefined;
}
