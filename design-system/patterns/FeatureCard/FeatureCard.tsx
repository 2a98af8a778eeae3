import { cva, type VariantProps } from 'class-variance-authority';
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Heading } from '../../primitives/Heading/Heading';

const featureCardVariants = cva('flex gap-4 rounded-xl p-6', {
  variants: {
    variant: {
      /** A white tile with a hairline border, for grids on a plain band. */
      default: 'border border-line bg-surface text-ink',
      /** A tinted tile, for grids on a white band that need a little weight. */
      muted: 'border border-line bg-surface-muted text-ink',
      /** On a dark band: charcoal tile, white text. */
      dark: 'border border-charcoal-700 bg-charcoal-800 text-white',
    },
    layout: {
      /** Icon above the text: highlight and value grids. */
      stacked: 'flex-col',
      /** Icon beside the text: guarantee blocks and delivery facts. */
      inline: 'flex-row items-start',
    },
  },
  defaultVariants: { variant: 'default', layout: 'stacked' },
});

const featureCardIconVariants = cva(
  'flex size-12 shrink-0 items-center justify-center rounded-pill [&_svg]:size-6',
  {
    variants: {
      variant: {
        default: 'bg-ember-50 text-ember-700',
        muted: 'bg-ember-100 text-ember-800',
        dark: 'bg-charcoal-900 text-gold-400',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

const featureCardDescriptionVariants = cva('text-sm leading-relaxed', {
  variants: {
    variant: {
      default: 'text-ink-muted',
      muted: 'text-ink-muted',
      dark: 'text-charcoal-200',
    },
  },
  defaultVariants: { variant: 'default' },
});

export interface FeatureCardProps
  extends Omit<ComponentProps<'div'>, 'title'>, VariantProps<typeof featureCardVariants> {
  /** A lucide icon; decorative (the title says it all). */
  icon: LucideIcon;
  title: ReactNode;
  /** One or two sentences; or a list, for a guarantee's points. */
  description?: ReactNode;
  /** The title's heading level: 3 under a section's h2. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One short selling point with an icon: catering service highlights, the company's values,
 * the Smokehouse Club guarantee, delivery facts. Use several in a Grid; for anything with an
 * action or a price use a Card-based pattern instead.
 */
export function FeatureCard({
  icon: FeatureIcon,
  title,
  description,
  headingLevel = 3,
  variant,
  layout,
  className,
  children,
  ...props
}: FeatureCardProps) {
  return (
    <div
      {...props}
      data-slot="feature-card"
      className={cn(featureCardVariants({ variant, layout }), className)}
    >
      <span data-slot="feature-card-icon" className={featureCardIconVariants({ variant })}>
        <FeatureIcon aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Heading level={headingLevel} size="md" tone="inherit">
          {title}
        </Heading>
        {description ? (
          <div
            data-slot="feature-card-description"
            className={featureCardDescriptionVariants({ variant })}
          >
            {description}
          </div>
        ) : null}
        {children}
      </div>
    </div>
  );
}
