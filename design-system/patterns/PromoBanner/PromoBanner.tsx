import { cva, type VariantProps } from 'class-variance-authority';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { Image } from '../../primitives/Image/Image';
import { LinkButton } from '../../primitives/LinkButton/LinkButton';

const promoBannerVariants = cva(
  'relative isolate grid overflow-hidden rounded-2xl shadow-md md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]',
  {
    variants: {
      tone: {
        dark: 'bg-charcoal-900 text-white',
        ember: 'bg-ember-700 text-white',
        gold: 'bg-gold-400 text-charcoal-950',
      },
    },
    defaultVariants: { tone: 'dark' },
  },
);

/** Each tone's small print, all AA on its band. */
const promoBannerEyebrowVariants = cva(
  'flex items-center gap-2 text-sm font-semibold tracking-widest uppercase [&_svg]:size-4',
  {
    variants: {
      tone: { dark: 'text-gold-400', ember: 'text-gold-200', gold: 'text-ember-900' },
    },
    defaultVariants: { tone: 'dark' },
  },
);

const promoBannerDescriptionVariants = cva('text-base leading-relaxed md:text-lg', {
  variants: {
    tone: { dark: 'text-charcoal-200', ember: 'text-ember-50', gold: 'text-charcoal-800' },
  },
  defaultVariants: { tone: 'dark' },
});

type PromoTone = NonNullable<VariantProps<typeof promoBannerVariants>['tone']>;

/** The button that stands out on each band. */
const actionVariant: Record<PromoTone, 'secondary' | 'primary'> = {
  dark: 'secondary',
  ember: 'secondary',
  gold: 'primary',
};

export interface PromoBannerProps extends VariantProps<typeof promoBannerVariants> {
  /** A short kicker, e.g. 'Smokehouse Club'. */
  eyebrow?: string;
  /** A lucide icon shown before the eyebrow; decorative. */
  icon?: LucideIcon;
  title: string;
  description?: string;
  /** The call to action, e.g. 'Explore Recipes'. */
  actionLabel: string;
  href: string;
  /** Artwork beside the text from md; decorative unless `imageAlt` is given. */
  image?: string;
  imageAlt?: string;
  /** The title's heading level: 2 by default (a band of the page). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * A wide call-out between a page's sections that leads somewhere: the home page's Premium
 * Recipes banner and the Smokehouse Club promo. Text and one action on a dark, ember or
 * gold band, with artwork beside it from md.
 */
export function PromoBanner({
  eyebrow,
  icon: EyebrowIcon,
  title,
  description,
  actionLabel,
  href,
  image,
  imageAlt = '',
  headingLevel = 2,
  tone,
  className,
}: PromoBannerProps) {
  const titleId = useId();
  const resolvedTone: PromoTone = tone ?? 'dark';
  const Title = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div
      role="region"
      aria-labelledby={titleId}
      data-slot="promo-banner"
      data-tone={resolvedTone}
      className={cn(promoBannerVariants({ tone: resolvedTone }), className)}
    >
      <div className="flex flex-col items-start justify-center gap-4 p-8 md:p-12">
        {eyebrow ? (
          <p data-slot="promo-banner-eyebrow" className={promoBannerEyebrowVariants({ tone })}>
            {EyebrowIcon ? <EyebrowIcon aria-hidden="true" /> : null}
            {eyebrow}
          </p>
        ) : null}
        <Title
          id={titleId}
          data-slot="promo-banner-title"
          className="font-display text-3xl leading-tight font-bold text-balance uppercase md:text-4xl"
        >
          {title}
        </Title>
        {description ? (
          <p
            data-slot="promo-banner-description"
            className={promoBannerDescriptionVariants({ tone })}
          >
            {description}
          </p>
        ) : null}
        <LinkButton href={href} variant={actionVariant[resolvedTone]} size="lg" className="mt-2">
          {actionLabel}
          <ArrowRight aria-hidden="true" />
        </LinkButton>
      </div>
      {image ? (
        <div data-slot="promo-banner-media" className="relative hidden min-h-64 md:block">
          <Image
            src={image}
            alt={imageAlt}
            ratio="auto"
            className="absolute inset-0 size-full"
            imageClassName="size-full object-cover"
          />
        </div>
      ) : null}
    </div>
  );
}
