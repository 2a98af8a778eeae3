import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/money';
import { VisuallyHidden } from '../Text/Text';

const priceTagVariants = cva('inline-flex flex-wrap items-baseline gap-x-2 tabular-nums', {
  variants: {
    size: {
      sm: 'text-sm',
      md: 'text-base',
      lg: 'text-xl',
      xl: 'font-display text-3xl',
    },
    /** `inverse` for dark sections: ember and gold shades that stay AA on charcoal. */
    tone: {
      default: 'text-ink',
      inverse: 'text-white',
    },
  },
  defaultVariants: { size: 'md', tone: 'default' },
});

const priceTagSaleVariants = cva('font-bold', {
  variants: {
    tone: {
      default: 'text-ember-700',
      inverse: 'text-ember-300',
    },
  },
  defaultVariants: { tone: 'default' },
});

/** The quieter parts: the struck-through regular price and the word 'From'. */
const priceTagSecondaryVariants = cva('font-sans font-normal', {
  variants: {
    tone: {
      default: 'text-ink-muted',
      inverse: 'text-charcoal-200',
    },
    size: {
      sm: 'text-xs',
      md: 'text-sm',
      lg: 'text-base',
      xl: 'text-lg',
    },
  },
  defaultVariants: { tone: 'default', size: 'md' },
});

export interface PriceTagProps
  extends Omit<ComponentProps<'span'>, 'children'>, VariantProps<typeof priceTagVariants> {
  /** The regular price in integer cents. */
  priceCents: number;
  /** The sale price in cents; shown only when it is lower than the regular price. */
  salePriceCents?: number;
  /** 'From $12.99': the lowest of several sizes. */
  from?: boolean;
}

/**
 * A price in dollars with two decimals. On sale, the sale price leads in ember with the
 * regular price struck through, and screen readers hear 'Sale price $X, regular price $Y'
 * rather than two bare numbers.
 */
export function PriceTag({
  priceCents,
  salePriceCents,
  from = false,
  size,
  tone,
  className,
  ...props
}: PriceTagProps) {
  const onSale = salePriceCents !== undefined && salePriceCents < priceCents;
  const price = formatMoney(priceCents);
  const saleText = onSale
    ? `${from ? 'From sale price' : 'Sale price'} ${formatMoney(salePriceCents)}, regular price ${price}`
    : '';
  return (
    <span
      {...props}
      data-slot="price-tag"
      data-on-sale={onSale || undefined}
      className={cn(priceTagVariants({ size, tone }), className)}
    >
      {onSale ? (
        <>
          <VisuallyHidden elementType="span">{saleText}</VisuallyHidden>
          <span aria-hidden="true" className="inline-flex flex-wrap items-baseline gap-x-2">
            {from ? <FromWord tone={tone} size={size} /> : null}
            <span data-slot="price-tag-sale" className={priceTagSaleVariants({ tone })}>
              {formatMoney(salePriceCents)}
            </span>
            <s
              data-slot="price-tag-regular"
              className={cn(priceTagSecondaryVariants({ tone, size }), 'line-through')}
            >
              {price}
            </s>
          </span>
        </>
      ) : (
        <>
          {from ? <FromWord tone={tone} size={size} /> : null}
          <span data-slot="price-tag-price" className="font-semibold">
            {price}
          </span>
        </>
      )}
    </span>
  );
}

/** 'From', followed by a real space so the words do not run together when read. */
function FromWord({ tone, size }: Pick<PriceTagProps, 'tone' | 'size'>) {
  return (
    <>
      <span data-slot="price-tag-from" className={priceTagSecondaryVariants({ tone, size })}>
        From
      </span>{' '}
    </>
  );
}
