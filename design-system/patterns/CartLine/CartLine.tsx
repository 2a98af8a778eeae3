import { Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/money';
import { Alert } from '../../primitives/Alert/Alert';
import { Button } from '../../primitives/Button/Button';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Image } from '../../primitives/Image/Image';
import { Link } from '../../primitives/Link/Link';
import { QuantityStepper } from '../../primitives/QuantityStepper/QuantityStepper';

/**
 * Image | name, size, unit price | stepper | line total | remove. On phones the stepper and
 * the total wrap under the name, beside the image.
 */
const cartLineClasses =
  'gap-x-4 gap-y-3 py-5 grid-cols-[--spacing(20)_minmax(0,1fr)] sm:grid-cols-[--spacing(24)_minmax(0,1fr)_auto_auto] grid items-start border-b border-line last:border-b-0 sm:items-center';

const cartLineMediaClasses = 'row-span-2 sm:row-span-1';

const cartLineControlsClasses =
  'gap-3 col-start-2 flex flex-wrap items-center justify-between sm:contents';

export interface CartLineProps extends Omit<ComponentProps<'li'>, 'children' | 'onChange'> {
  name: string;
  /** Where the name links: the product page. */
  href: string;
  image: string;
  size: string;
  /** Unit price in cents. */
  priceCents: number;
  quantity: number;
  /** Called with the new quantity (1 to `maxQuantity`); a step below 1 never calls it. */
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  maxQuantity?: number;
  /**
   * What changed since the line was added (sold out, fewer left, a new price, not sold any
   * more), shown across the line with its one action, e.g. 'Reduce to 2'.
   */
  notice?: CartLineNoticeProps;
}

export interface CartLineNoticeProps {
  message: string;
  actionLabel: string;
  onAction: () => void;
}

/**
 * One line of the cart: image, the product's name linking to its page, the size and unit
 * price, the quantity stepper (1 to 10; − is disabled at 1, so a decrease below 1 is ignored),
 * the line total, and 'Remove <name>'. It is a list item: put lines in a `ul`.
 */
export function CartLine({
  name,
  href,
  image,
  size,
  priceCents,
  quantity,
  onQuantityChange,
  onRemove,
  maxQuantity = 10,
  notice,
  className,
  ...props
}: CartLineProps) {
  return (
    <li
      {...props}
      data-slot="cart-line"
      data-flagged={notice ? true : undefined}
      className={cn(cartLineClasses, className)}
    >
      <div data-slot="cart-line-media" className={cartLineMediaClasses}>
        <Image src={image} alt="" ratio="square" rounded="lg" />
      </div>
      <div data-slot="cart-line-details" className="flex min-w-0 flex-col gap-1">
        <Link href={href} variant="quiet" className="text-base font-semibold">
          {name}
        </Link>
        <p className="text-sm text-ink-muted">
          <span data-slot="cart-line-size">{size}</span>
          <span aria-hidden="true"> · </span>
          <span className="tabular-nums">{formatMoney(priceCents)} each</span>
        </p>
      </div>
      <div data-slot="cart-line-controls" className={cartLineControlsClasses}>
        <QuantityStepper
          size="sm"
          label={`Quantity for ${name}`}
          value={quantity}
          max={maxQuantity}
          onChange={onQuantityChange}
        />
        <div className="flex items-center gap-2 sm:justify-end">
          <p
            data-slot="cart-line-total"
            className="text-end text-base font-semibold text-ink tabular-nums sm:min-w-20"
          >
            {formatMoney(priceCents * quantity)}
          </p>
          <IconButton
            label={`Remove ${name}`}
            size="sm"
            onPress={onRemove}
            data-slot="cart-line-remove"
            className="text-ink-muted rac-hover:text-danger-700"
          >
            <Trash2 aria-hidden="true" />
          </IconButton>
        </div>
      </div>
      {notice ? (
        <div data-slot="cart-line-notice" className="col-span-full">
          <Alert
            tone="warning"
            action={
              <Button size="sm" variant="outline" onPress={notice.onAction}>
                {notice.actionLabel}
              </Button>
            }
          >
            {notice.message}
          </Alert>
        </div>
      ) : null}
    </li>
  );
}
