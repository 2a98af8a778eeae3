import { cva } from 'class-variance-authority';
import { CreditCard } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { Heading } from '../../primitives/Heading/Heading';
import { VisuallyHidden } from '../../primitives/Text/Text';

const paymentCardTileVariants = cva(
  'flex h-full flex-col gap-4 rounded-xl border bg-surface p-5 text-ink',
  {
    variants: {
      isDefault: {
        true: 'border-primary ring-1 ring-primary',
        false: 'border-line',
      },
    },
    defaultVariants: { isDefault: false },
  },
);

/** The card face: charcoal with gold, like the brand's own card. */
const paymentCardFaceClasses =
  'gap-6 p-5 flex flex-col rounded-lg bg-charcoal-900 text-white shadow-md';

export interface PaymentCardTileProps extends Omit<ComponentProps<'article'>, 'children'> {
  /** e.g. 'Visa', 'Mastercard'. */
  brand: string;
  /** The last four digits: the only digits ever kept. */
  last4: string;
  /** MM/YY. */
  expiry: string;
  isDefault: boolean;
  onDelete: () => void;
  /** Shown only on a card that is not the default. */
  onMakeDefault: () => void;
  headingLevel?: 2 | 3 | 4;
}

/**
 * A saved payment card: brand, •••• and the last four digits, expiry, a 'Default' badge,
 * Delete and Make Default. Only brand, last four and expiry exist: nothing else is stored.
 */
export function PaymentCardTile({
  brand,
  last4,
  expiry,
  isDefault,
  onDelete,
  onMakeDefault,
  headingLevel = 3,
  className,
  ...props
}: PaymentCardTileProps) {
  const which = (
    <VisuallyHidden elementType="span"> {`${brand} ending in ${last4}`}</VisuallyHidden>
  );
  return (
    <article
      {...props}
      data-slot="payment-card-tile"
      data-default={isDefault || undefined}
      className={cn(paymentCardTileVariants({ isDefault }), className)}
    >
      <div data-slot="payment-card-face" className={paymentCardFaceClasses}>
        <div className="flex items-center justify-between gap-3">
          <Heading level={headingLevel} size="md" tone="inherit">
            {brand}
            <VisuallyHidden elementType="span"> ending in {last4}</VisuallyHidden>
          </Heading>
          <CreditCard aria-hidden="true" className="size-6 text-gold-400" />
        </div>
        <p
          aria-hidden="true"
          data-slot="payment-card-number"
          className="font-mono text-lg tracking-widest tabular-nums"
        >
          •••• •••• •••• {last4}
        </p>
        <p className="text-sm text-charcoal-200">
          Expires <span className="font-medium text-white tabular-nums">{expiry}</span>
        </p>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        {isDefault ? (
          <Badge tone="dark" data-slot="payment-card-default">
            Default
          </Badge>
        ) : (
          <Button variant="outline" size="sm" onPress={onMakeDefault}>
            Make Default{which}
          </Button>
        )}
        <Button variant="ghost" size="sm" onPress={onDelete}>
          Delete{which}
        </Button>
      </div>
    </article>
  );
}
