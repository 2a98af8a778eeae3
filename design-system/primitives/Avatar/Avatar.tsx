import { cva, type VariantProps } from 'class-variance-authority';
import { useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const avatarVariants = cva(
  'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-pill font-semibold select-none',
  {
    variants: {
      size: {
        sm: 'size-8 text-sm',
        md: 'size-10 text-base',
        lg: 'size-12 text-lg',
        xl: 'size-16 font-display text-2xl',
      },
      /** The letter's tint; every pair is AA for text. Picked from the name when not given. */
      tint: {
        gold: 'bg-gold-100 text-gold-900',
        ember: 'bg-ember-100 text-ember-800',
        smoke: 'bg-smoke-100 text-smoke-800',
        success: 'bg-success-100 text-success-800',
        info: 'bg-info-100 text-info-800',
        royal: 'bg-royal-100 text-royal-800',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

type AvatarTint = NonNullable<VariantProps<typeof avatarVariants>['tint']>;
const tints: AvatarTint[] = ['gold', 'ember', 'smoke', 'success', 'info', 'royal'];

/** The same name always gets the same tint, so a user is recognisable across tables. */
export function tintForName(name: string): AvatarTint {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return tints[hash % tints.length]!;
}

/** The first letter of the name, upper-cased; '?' for an empty name. */
export function initialOf(name: string): string {
  const first = [...name.trim()][0];
  return first ? first.toLocaleUpperCase() : '?';
}

export interface AvatarProps
  extends Omit<ComponentProps<'span'>, 'children'>, VariantProps<typeof avatarVariants> {
  /** The person's name: the image's alt text, and the source of the fallback letter. */
  name: string;
  /** A photo; without one (or when it fails to load) the first letter of the name shows. */
  src?: string;
  /** Hide it from screen readers when the name is printed right beside it. */
  isDecorative?: boolean;
}

/** A person's photo in a circle, or the first letter of their name on a tinted circle. */
export function Avatar({
  name,
  src,
  size,
  tint,
  isDecorative = false,
  className,
  ...props
}: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== undefined && src !== '' && failedSrc !== src;
  // A blank name has nothing to announce: hide it rather than expose an unnamed image.
  const isHidden = isDecorative || name.trim() === '';
  const a11y = isHidden
    ? ({ 'aria-hidden': true } as const)
    : showImage
      ? {}
      : ({ role: 'img', 'aria-label': name } as const);
  return (
    <span
      {...props}
      {...a11y}
      data-slot="avatar"
      data-state={showImage ? 'image' : 'initial'}
      className={cn(
        avatarVariants({ size, tint: showImage ? undefined : (tint ?? tintForName(name)) }),
        showImage && 'bg-surface-muted',
        className,
      )}
    >
      {showImage ? (
        <img
          src={src}
          alt={isHidden ? '' : name}
          loading="lazy"
          decoding="async"
          data-slot="avatar-image"
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span aria-hidden="true" data-slot="avatar-initial">
          {initialOf(name)}
        </span>
      )}
    </span>
  );
}
