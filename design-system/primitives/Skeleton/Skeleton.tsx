import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { VisuallyHidden } from '../Text/Text';

/** The pulse stops under reduced motion (and in tests, where all animation is frozen). */
const skeletonVariants = cva('block animate-pulse bg-charcoal-100 motion-reduce:animate-none', {
  variants: {
    shape: {
      text: 'rounded-sm',
      rect: 'w-full rounded-lg',
      circle: 'shrink-0 rounded-pill',
    },
    /** Line height for text; diameter for circles. */
    size: {
      sm: '',
      md: '',
      lg: '',
      xl: '',
    },
    ratio: {
      square: 'aspect-square',
      '4/3': 'aspect-4/3',
      '16/9': 'aspect-video',
      '3/4': 'aspect-3/4',
    },
  },
  compoundVariants: [
    { shape: 'text', size: 'sm', className: 'h-3' },
    { shape: 'text', size: 'md', className: 'h-4' },
    { shape: 'text', size: 'lg', className: 'h-6' },
    { shape: 'text', size: 'xl', className: 'h-8' },
    { shape: 'circle', size: 'sm', className: 'size-8' },
    { shape: 'circle', size: 'md', className: 'size-10' },
    { shape: 'circle', size: 'lg', className: 'size-12' },
    { shape: 'circle', size: 'xl', className: 'size-16' },
  ],
  defaultVariants: { shape: 'text', size: 'md' },
});

export interface SkeletonProps
  extends Omit<ComponentProps<'span'>, 'children'>, VariantProps<typeof skeletonVariants> {
  /** For text: how many lines; the last one is shorter, like a paragraph. */
  lines?: number;
}

/**
 * A grey placeholder in the shape of content that is on its way: lines of text, an image
 * (rect with a ratio) or an avatar (circle). Hidden from screen readers: wrap a screen's
 * placeholders in one SkeletonGroup, which announces the loading once.
 */
export function Skeleton({
  shape = 'text',
  size,
  ratio,
  lines = 1,
  className,
  ...props
}: SkeletonProps) {
  if (shape === 'text' && lines > 1) {
    return (
      <span
        {...props}
        aria-hidden="true"
        data-slot="skeleton"
        data-shape="text"
        className={cn('flex w-full flex-col gap-2', className)}
      >
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            data-slot="skeleton-line"
            className={cn(
              skeletonVariants({ shape, size }),
              index === lines - 1 ? 'w-3/5' : 'w-full',
            )}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      {...props}
      aria-hidden="true"
      data-slot="skeleton"
      data-shape={shape}
      className={cn(
        skeletonVariants({ shape, size, ratio: shape === 'rect' ? (ratio ?? '4/3') : undefined }),
        shape === 'text' && 'w-full',
        className,
      )}
    />
  );
}

export interface SkeletonGroupProps extends ComponentProps<'div'> {
  /** Read once to screen readers while the placeholders show. */
  label?: string;
}

/** Marks a region as loading (aria-busy) and says so once, for the Skeletons inside it. */
export function SkeletonGroup({
  label = 'Loading…',
  className,
  children,
  ...props
}: SkeletonGroupProps) {
  return (
    <div {...props} aria-busy="true" data-slot="skeleton-group" className={className}>
      <VisuallyHidden elementType="span">{label}</VisuallyHidden>
      {children}
    </div>
  );
}
