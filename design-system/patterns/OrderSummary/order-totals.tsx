import { formatMoney } from '../../lib/money';
import type { DescriptionItem } from '../../primitives/DescriptionList/DescriptionList';

/** An order's sums as the summary and the invoice show them, in cents. */
export interface OrderTotals {
  subtotalCents: number;
  /** A discount off the subtotal (the member discount), shown as a negative row when above 0. */
  discountCents?: number;
  /** The discount's name, e.g. 'Member discount (20%)'; 'Discount' unless told otherwise. */
  discountLabel?: string;
  /** 0 shows 'Free'. */
  shippingCents: number;
  /** The shipping method chosen at checkout, named beside its charge: 'Shipping (Same Day Delivery)'. */
  shippingMethod?: string;
  taxCents: number;
  totalCents: number;
  /** Paid by gift card, out of the total: shown after it, then what the card pays, when above 0. */
  giftCardCents?: number;
}

/**
 * Subtotal, the discount if any, Shipping, Tax and Total, then the gift card's part and what the
 * card pays when one paid; `remainderLabel` names that last row ('Amount due', 'Charged to card').
 */
export function orderTotalsItems(
  {
    subtotalCents,
    discountCents = 0,
    discountLabel = 'Discount',
    shippingCents,
    shippingMethod,
    taxCents,
    totalCents,
    giftCardCents = 0,
  }: OrderTotals,
  remainderLabel: string,
): DescriptionItem[] {
  return [
    { term: 'Subtotal', value: formatMoney(subtotalCents) },
    ...(discountCents > 0
      ? [{ term: discountLabel, value: `−${formatMoney(discountCents)}` }]
      : []),
    {
      term: shippingMethod ? `Shipping (${shippingMethod})` : 'Shipping',
      value:
        shippingCents === 0 ? (
          <span className="font-semibold text-success-700">Free</span>
        ) : (
          formatMoney(shippingCents)
        ),
    },
    { term: 'Tax', value: formatMoney(taxCents) },
    { term: 'Total', value: formatMoney(totalCents), emphasis: 'total' },
    ...(giftCardCents > 0
      ? [
          { term: 'Gift card', value: `−${formatMoney(giftCardCents)}` },
          {
            term: remainderLabel,
            value: formatMoney(totalCents - giftCardCents),
            emphasis: 'total' as const,
          },
        ]
      : []),
  ];
}
