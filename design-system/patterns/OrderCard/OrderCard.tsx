import { FileText } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/money';
import { StatusBadge } from '../../primitives/Badge/Badge';
import { orderStatusTones } from '../../primitives/Badge/tones';
import { Heading } from '../../primitives/Heading/Heading';
import { Image } from '../../primitives/Image/Image';
import { LinkButton } from '../../primitives/LinkButton/LinkButton';
import { VisuallyHidden } from '../../primitives/Text/Text';
import { countOf } from '../../lib/count';

/** Thumbnail | number, date, items | status, total | View Invoice; stacked on phones. */
const orderCardClasses =
  'gap-4 p-4 sm:p-5 sm:grid-cols-[--spacing(16)_minmax(0,1fr)_auto_auto] grid-cols-[--spacing(14)_minmax(0,1fr)] grid items-center rounded-xl border border-line bg-surface text-ink shadow-sm';

export interface OrderCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  orderId: string;
  /** The order's status as the data holds it, e.g. 'processing'; shown capitalised. */
  status: string;
  /** The order date, already formatted, e.g. 'Dec 10, 2024'. */
  date: string;
  /** The same date as an ISO string, for the `<time>` element. */
  dateTime?: string;
  /** Units in the order. */
  itemCount: number;
  totalCents: number;
  /** The first item's picture. */
  image?: string;
  /** The invoice page, /invoice/{orderId}. */
  invoiceHref: string;
  /** The order number's heading level; 3 under the Orders heading. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One past order in the account's Orders list: order number, status badge, date, item
 * count, total, and 'View Invoice'.
 */
export function OrderCard({
  orderId,
  status,
  date,
  dateTime,
  itemCount,
  totalCents,
  image,
  invoiceHref,
  headingLevel = 3,
  className,
  ...props
}: OrderCardProps) {
  return (
    <article {...props} data-slot="order-card" className={cn(orderCardClasses, className)}>
      <div data-slot="order-card-media" className="self-start sm:self-center">
        {image ? (
          <Image src={image} alt="" ratio="square" rounded="lg" />
        ) : (
          <div className="flex aspect-square items-center justify-center rounded-lg bg-surface-muted text-ink-muted [&_svg]:size-6">
            <FileText aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <Heading level={headingLevel} size="md" className="tabular-nums">
          <VisuallyHidden elementType="span">Order </VisuallyHidden>
          {orderId}
        </Heading>
        <p className="text-sm text-ink-muted">
          <time dateTime={dateTime}>{date}</time>
          <span aria-hidden="true"> · </span>
          {countOf(itemCount, 'item')}
        </p>
      </div>
      <div className="col-span-2 flex items-center justify-between gap-x-4 gap-y-1 sm:col-span-1 sm:flex-col sm:items-end">
        <StatusBadge tones={orderStatusTones} value={status} size="md" />
        <p className="text-lg font-semibold tabular-nums">
          <VisuallyHidden elementType="span">Total </VisuallyHidden>
          {formatMoney(totalCents)}
        </p>
      </div>
      <LinkButton
        href={invoiceHref}
        variant="outline"
        size="sm"
        className="col-span-2 sm:col-span-1"
      >
        View Invoice<VisuallyHidden elementType="span"> {orderId}</VisuallyHidden>
      </LinkButton>
    </article>
  );
}
