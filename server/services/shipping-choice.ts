import { cartTotals, discountedGoodsCents } from '../../domain/cart-math';
import { sumsLines, type OrderQuote } from '../../domain/order-schemas';
import {
  shippingOptionsFor,
  unavailableShippingMessage,
  type ShippingAddressArea,
  type ShippingOption,
} from '../../domain/shipping-methods';
import type { Db, Tx } from '../db/client';
import { Invalid } from '../errors';
import { listShippingZones } from './shipping-zones';

/**
 * The shipping method an order asked for, re-derived from the zones as they are now, the
 * address and the subtotal; the quote's totals then charge its price. A method the address
 * or subtotal does not get is refused under its field.
 */
export async function chosenShipping(
  db: Db | Tx,
  quote: OrderQuote,
  address: ShippingAddressArea,
  methodId: string,
  /** The member discount: methods and free shipping are judged on the discounted goods. */
  memberDiscountPercent = 0,
): Promise<{ method: ShippingOption; quote: OrderQuote }> {
  const zones = await listShippingZones(db);
  const lines = sumsLines(
    quote.lines.map((line) => ({ ...line, priceCents: line.unitPriceCents })),
  );
  const goodsCents = discountedGoodsCents(lines, memberDiscountPercent);
  const method = shippingOptionsFor(zones, address, goodsCents).find(
    (option) => option.id === methodId,
  );
  if (!method) {
    const message = unavailableShippingMessage(zones, address, goodsCents, methodId)!;
    throw new Invalid({ shippingMethodId: message }, message);
  }
  const totals = cartTotals(lines, { shippingCents: method.priceCents, memberDiscountPercent });
  return { method, quote: { ...quote, ...totals } };
}
