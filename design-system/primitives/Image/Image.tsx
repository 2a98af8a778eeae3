import { cva, type VariantProps } from 'class-variance-authority';
import { Flame } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** The frame reserves the space before the file arrives, so nothing below it jumps. */
const imageVariants = cva('relative block w-full overflow-hidden bg-surface-muted', {
  variants: {
    ratio: {
      square: 'aspect-square',
      '4/3': 'aspect-4/3',
      '16/9': 'aspect-video',
      '3/4': 'aspect-3/4',
      '21/9': 'aspect-21/9',
      /** Banner height: 320 px on phones, 500 px from tablets up (the spec's hero). */
      hero: 'h-80 md:h-125',
      /** The file's own ratio: pass width and height so the space is still reserved. */
      auto: '',
    },
    rounded: {
      none: 'rounded-none',
      sm: 'rounded-sm',
      md: 'rounded-md',
      lg: 'rounded-lg',
      xl: 'rounded-xl',
      full: 'rounded-pill',
    },
  },
  defaultVariants: { ratio: '4/3', rounded: 'none' },
});

const imageElementVariants = cva('block size-full', {
  variants: {
    fit: {
      cover: 'object-cover',
      contain: 'object-contain',
    },
    ratio: {
      square: '',
      '4/3': '',
      '16/9': '',
      '3/4': '',
      '21/9': '',
      hero: '',
      auto: 'h-auto',
    },
  },
  defaultVariants: { fit: 'cover' },
});

/** The branded stand-in for a missing file: a charcoal panel with the flame. */
const imageFallbackClasses =
  'gap-2 p-4 [&_svg]:max-h-16 [&_svg]:max-w-16 [&_svg]:min-h-6 [&_svg]:min-w-6 flex size-full flex-col items-center justify-center bg-charcoal-900 text-gold-400 [&_svg]:size-1/4';

export interface ImageProps
  extends
    Omit<ComponentProps<'img'>, 'src' | 'alt' | 'loading'>,
    VariantProps<typeof imageVariants>,
    VariantProps<typeof imageElementVariants> {
  src: string;
  /** What the picture shows, e.g. 'Texas Brisket Rub, 8 oz jar'. Empty only when decorative. */
  alt: string;
  /**
   * For the one image that matters first (hero, product page): loads eagerly with high
   * fetch priority. Everything else loads lazily and decodes off the main thread.
   */
  priority?: boolean;
  /** Classes for the <img> itself; `className` styles the frame. */
  imageClassName?: string;
}

/**
 * Every picture in the shop: reserves its aspect ratio before the file arrives, loads lazily
 * unless `priority`, and when the file is missing shows a branded charcoal panel with a
 * flame that keeps the alt text as its accessible name.
 */
export function Image({
  src,
  alt,
  ratio,
  rounded,
  fit,
  priority = false,
  width,
  height,
  className,
  imageClassName,
  onError,
  style,
  ...props
}: ImageProps) {
  // Keyed by src, so a new src gets a fresh attempt without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  const isAuto = ratio === 'auto';
  const reservedRatio =
    isAuto && width !== undefined && height !== undefined
      ? { aspectRatio: `${width} / ${height}` }
      : undefined;

  return (
    <span
      data-slot="image"
      data-state={failed ? 'fallback' : 'image'}
      className={cn(
        imageVariants({ ratio, rounded }),
        // A missing file of unknown size still gets a sensible panel.
        failed && isAuto && !reservedRatio && 'aspect-4/3',
        className,
      )}
      style={failed ? { ...reservedRatio, ...style } : style}
    >
      {failed ? (
        <span
          data-slot="image-fallback"
          className={imageFallbackClasses}
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        >
          <Flame aria-hidden="true" />
        </span>
      ) : (
        <img
          {...props}
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'auto' : 'async'}
          fetchPriority={priority ? 'high' : 'auto'}
          data-slot="image-element"
          className={cn(imageElementVariants({ fit, ratio }), imageClassName)}
          onError={(event) => {
            setFailedSrc(src);
            onError?.(event);
          }}
        />
      )}
    </span>
  );
}
