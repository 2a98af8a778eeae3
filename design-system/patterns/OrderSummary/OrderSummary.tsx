import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/money';
import {
  CardBody,
  CardFooter,
  CardHeader,
  cardVariants,
  CardTitle,
} from '../../primitives/Card/Card';
import { DescriptionList } from '../../primitives/DescriptionList/DescriptionList';
import { Image } from '../../primitives/Image/Image';
import { orderTotalsItems, type OrderTotals } from './order-totals';

const orderSummaryClasses = cardVariants({ className: 'w-full' });

const orderSummaryLineClasses = 'gap-3 flex items-center';

export interface OrderSummaryLine {
  id: string;
  name: string;
  size: string;
  quantity: number;
  /** Price × quantity, in cents. */
  totalCents: number;
  image: string;
}

export interface OrderSummaryProps
  extends Omit<ComponentProps<'div'>, 'children' | 'title'>, OrderTotals {
  /** 'Order Summary' unless told otherwise. */
  title?: string;
  /** The title's heading level: 2 beside the cart lines, 3 inside a section. */
  headingLevel?: 2 | 3;
  /** The items, listed above the totals (checkout). The cart lists them on its own. */
  lines?: OrderSummaryLine[];
  /** A line under the totals, e.g. 'Add $17.03 more for free shipping.', optionally with a leading icon. */
  note?: ReactNode;
  /** The actions under the totals: 'Proceed to Checkout', 'Continue Shopping'. */
  children?: ReactNode;
}

/**
 * The money side of a cart or an order: Subtotal, a discount if any, Shipping ('Free' or the
 * charge), Tax and Total, then a gift card's part and the amount due if one pays, optionally with the items above them, a note and the actions. Amounts are integer
 * cents, computed by the caller (cartTotals); this only shows them.
 */
export function OrderSummary(summary: OrderSummaryProps) {
  // The sums are the totals rows' (orderTotalsItems reads them from `summary`); the rest is the div's.
  const {
    subtotalCents,
    shippingCents,
    shippingMethod,
    taxCents,
    totalCents,
    discountCents,
    discountLabel,
    giftCardCents,
    title = 'Order Summary',
    headingLevel = 2,
    lines,
    note,
    children,
    className,
    ...props
  } = summary;
  return (
    <div {...props} data-slot="order-summary" className={cn(orderSummaryClasses, className)}>
      <CardHeader>
        <CardTitle level={headingLevel} size="lg">
          {title}
        </CardTitle>
      </CardHeader>
      <CardBody className="gap-4">
        {lines && lines.length > 0 ? (
          <ul
            data-slot="order-summary-lines"
            className="flex flex-col gap-3 border-b border-line pb-4"
          >
            {lines.map((line) => (
              <li key={line.id} className={orderSummaryLineClasses}>
                <div className="w-12 shrink-0">
                  <Image src={line.image} alt="" ratio="square" rounded="md" />
                </div>
                <div className="min-w-0 flex-1">
                  <p className="leading-snug font-medium text-ink">{line.name}</p>
                  <p className="text-xs text-ink-muted">
                    {line.size} × {line.quantity}
                  </p>
                </div>
                <p className="font-medium text-ink tabular-nums">{formatMoney(line.totalCents)}</p>
              </li>
            ))}
          </ul>
        ) : null}
        <DescriptionList items={orderTotalsItems(summary, 'Amount due')} />
        {note ? (
          <div
            data-slot="order-summary-note"
            className="flex items-start gap-2 text-sm text-ink-muted [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0"
          >
            {note}
          </div>
        ) : null}
      </CardBody>
      {children ? (
        <CardFooter className="flex-col items-stretch *:w-full">{children}</CardFooter>
      ) : null}
    </div>
  );
}
