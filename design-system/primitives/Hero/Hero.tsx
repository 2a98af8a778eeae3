import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { Container } from '../Container/Container';

const heroVariants = cva(
  'relative isolate flex w-full items-center overflow-hidden bg-charcoal-950 text-white',
  {
    variants: {
      size: {
        /** The home banner: content decides on phones, exactly 500 px from lg (spec). */
        home: 'min-h-100 py-16 lg:h-125 lg:py-0',
        /** Interior pages (Shop, Recipes, Contact): about 320 px on desktop. */
        page: 'min-h-60 py-12 lg:min-h-80',
      },
      align: {
        start: 'text-left',
        center: 'text-center',
      },
    },
    defaultVariants: { size: 'page', align: 'start' },
  },
);

/** Darkens the photo behind the text so white type stays readable on any image. */
const heroOverlayVariants = cva('absolute inset-0 -z-10', {
  variants: {
    align: {
      start: 'bg-linear-to-r from-charcoal-950/90 via-charcoal-950/70 to-charcoal-950/30',
      center: 'bg-charcoal-950/70',
    },
  },
  defaultVariants: { align: 'start' },
});

const heroTitleVariants = cva(
  'font-display leading-none font-bold tracking-tight text-balance uppercase',
  {
    variants: {
      size: {
        home: 'text-4xl sm:text-5xl lg:text-6xl',
        page: 'text-4xl lg:text-5xl',
      },
    },
    defaultVariants: { size: 'page' },
  },
);

export interface HeroProps
  extends Omit<HTMLAttributes<HTMLElement>, 'title'>, VariantProps<typeof heroVariants> {
  /** The page's h1. */
  title: ReactNode;
  eyebrow?: ReactNode;
  description?: ReactNode;
  /** Buttons or links under the text, e.g. Shop Now and Explore Recipes. */
  actions?: ReactNode;
  /** Shown beside the text from lg (a search box, a promo card); under it on phones. */
  aside?: ReactNode;
  /** The background photo. It is the page's largest paint, so it loads eagerly and first. */
  imageSrc: string;
  imageSrcSet?: string;
  imageSizes?: string;
  /** Empty by default: the photo is decoration behind the heading. */
  imageAlt?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * The full-width banner at the top of a page: a photo under a dark gradient with
 * the page's h1, an optional eyebrow, description, actions and an aside.
 */
export function Hero({
  title,
  eyebrow,
  description,
  actions,
  aside,
  imageSrc,
  imageSrcSet,
  imageSizes,
  imageAlt = '',
  size,
  align,
  className,
  ...props
}: HeroProps) {
  const titleId = useId();
  const centered = align === 'center';
  return (
    <section
      aria-labelledby={titleId}
      data-slot="hero"
      data-size={size ?? 'page'}
      className={cn(heroVariants({ size, align }), className)}
      {...props}
    >
      <img
        data-slot="hero-image"
        src={imageSrc}
        srcSet={imageSrcSet}
        sizes={imageSizes}
        alt={imageAlt}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div aria-hidden="true" data-slot="hero-overlay" className={heroOverlayVariants({ align })} />
      <Container
        data-slot="hero-content"
        className={cn(
          'grid items-center gap-10',
          aside ? 'lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]' : '',
        )}
      >
        <div className={cn('max-w-2xl', centered && 'mx-auto')}>
          {eyebrow ? (
            <p
              data-slot="hero-eyebrow"
              className="mb-3 text-sm font-semibold tracking-widest text-gold-400 uppercase"
            >
              {eyebrow}
            </p>
          ) : null}
          <h1 id={titleId} data-slot="hero-title" className={heroTitleVariants({ size })}>
            {title}
          </h1>
          {description ? (
            <p
              data-slot="hero-description"
              className="mt-4 text-lg leading-relaxed text-charcoal-100 md:text-xl"
            >
              {description}
            </p>
          ) : null}
          {actions ? (
            <div
              data-slot="hero-actions"
              className={cn('mt-8 flex flex-wrap gap-3', centered && 'justify-center')}
            >
              {actions}
            </div>
          ) : null}
        </div>
        {aside ? <div data-slot="hero-aside">{aside}</div> : null}
      </Container>
    </section>
  );
}
