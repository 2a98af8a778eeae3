import { formatMoney } from '@ds/lib/money';
import type { CartLineCheck } from '@domain/cart-check-schemas';
import type { CartLine } from '@domain/cart-line';

/** What one press does to a line the server flagged. */
export type CartLineFix =
  | { kind: 'remove' }
  | { kind: 'reduce'; quantity: number }
  | { kind: 'accept'; priceCents: number };

/** A flagged line's message and its one action, as the cart and checkout show them. */
export interface CartLineNotice {
  message: string;
  actionLabel: string;
  fix: CartLineFix;
}

/** Why Place Order (and the cart's checkout button) waits, or nothing when it need not. */
export const cartHoldReason = (checking: boolean, notices: Record<string, CartLineNotice>) =>
  Object.keys(notices).length > 0
    ? 'Some items changed since you added them: see the note on each one.'
    : checking
      ? 'Checking prices and stock…'
      : undefined;

/** The notice for a line the server's check flagged; undefined for a line that is fine. */
export function cartLineNotice(line: CartLine, check: CartLineCheck): CartLineNotice | undefined {
  switch (check.status) {
    case 'ok':
      return undefined;
    case 'gone':
      return {
        message: 'This item is no longer sold.',
        actionLabel: 'Remove',
        fix: { kind: 'remove' },
      };
    case 'sold-out':
      return {
        message: `Sold out in ${line.size}.`,
        actionLabel: 'Remove',
        fix: { kind: 'remove' },
      };
    case 'low-stock': {
      const left = check.availableQuantity ?? 0;
      return {
        message: `Only ${left} left in ${line.size}.`,
        actionLabel: `Reduce to ${left}`,
        fix: { kind: 'reduce', quantity: left },
      };
    }
    case 'price-changed': {
      const priceCents = check.unitPriceCents ?? line.priceCents;
      return {
        message: `The price changed from ${formatMoney(line.priceCents)} to ${formatMoney(priceCents)} each.`,
        actionLabel: 'Accept new price',
        fix: { kind: 'accept', priceCents },
      };
    }
  }
}

/** Each flagged line's notice by line id, from the check of exactly these lines. */
export function cartNotices(
  lines: readonly CartLine[],
  checks: readonly CartLineCheck[],
): Record<string, CartLineNotice> {
  const notices: Record<string, CartLineNotice> = {};
  lines.forEach((line, index) => {
    const check = checks[index];
    const notice = check ? cartLineNotice(line, check) : undefined;
    if (notice) notices[line.id] = notice;
  });
  return notices;
}
