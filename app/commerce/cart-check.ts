import { useEffect, useState } from 'react';
import type { CartLine } from '@domain/cart-line';
import { quoteCart } from '../data/cart';
import { cartStore } from '../state/stores';
import { cartNotices, type CartLineFix, type CartLineNotice } from './cart-notices';

/** Applies a notice's action to the stored cart; the check then runs again on the new lines. */
export function fixCartLine(line: CartLine, fix: CartLineFix): void {
  const cart = cartStore.getState();
  if (fix.kind === 'remove') cart.remove(line.id);
  else if (fix.kind === 'reduce') cart.setQuantity(line.id, fix.quantity);
  else
    cart.replace(
      cart.lines.map((one) => (one.id === line.id ? { ...one, priceCents: fix.priceCents } : one)),
    );
}

/**
 * Asks the server about the cart's lines whenever they change (opening the cart or checkout,
 * and after each action). `checking` until the answer for these very lines comes; a check that
 * fails flags nothing, as Place Order is checked by the server anyway.
 */
export function useCartCheck(lines: CartLine[]) {
  const [checked, setChecked] = useState<{
    lines: CartLine[];
    notices: Record<string, CartLineNotice>;
  }>();
  useEffect(() => {
    if (lines.length === 0) return;
    let current = true;
    quoteCart(
      lines.map(({ productId, size, quantity, priceCents }) => ({
        productId,
        size,
        quantity,
        priceCents,
      })),
    )
      .then((quote) => cartNotices(lines, quote.lines))
      .catch((error: unknown) => {
        console.warn('Checking the cart failed:', error);
        return {};
      })
      .then((notices) => {
        if (current) setChecked({ lines, notices });
      });
    return () => {
      current = false;
    };
  }, [lines]);
  const checking = lines.length > 0 && checked?.lines !== lines;
  const notices = checking ? {} : (checked?.notices ?? {});
  return { checking, notices };
}
