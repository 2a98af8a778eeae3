import { cva } from 'class-variance-authority';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { Group } from 'react-aria-components/Group';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { IconButton } from '../IconButton/IconButton';

export interface GalleryImage {
  src: string;
  /** Describes the photo, e.g. 'Smoky Maple Rub, 8 oz jar, front label'. */
  alt: string;
}

/** The main image's frame: square, the photo contained on a quiet surface. */
const galleryViewerClasses =
  'relative aspect-square w-full overflow-hidden rounded-xl border border-line bg-surface-muted';

const galleryNavButtonVariants = cva('absolute top-1/2 -translate-y-1/2 bg-surface/90 shadow-md', {
  variants: { side: { previous: 'left-3', next: 'right-3' } },
});

const galleryThumbnailClasses = [
  focusRing,
  'size-16 sm:size-20 shrink-0 cursor-pointer overflow-hidden rounded-md border-2 border-line bg-surface-muted',
  'transition-colors duration-fast rac-hover:border-line-strong',
  'rac-selected:border-ember-700 rac-selected:rac-hover:border-ember-700',
].join(' ');

export interface GalleryProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'onChange' | 'className' | 'style' | 'role'
> {
  className?: string;
  images: readonly GalleryImage[];
  /** Names the gallery for assistive technology. */
  label?: string;
  /** Controlled index of the image shown. */
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
}

function wrap(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/**
 * Product photos: the main image with Previous/Next (wrapping at both ends),
 * thumbnails to pick one, ArrowLeft/ArrowRight while the gallery has focus, and
 * the position announced ('Image 2 of 3').
 */
export function Gallery({
  images,
  label = 'Product images',
  index: controlledIndex,
  defaultIndex = 0,
  onIndexChange,
  className,
  onKeyDown,
  ...props
}: GalleryProps) {
  const [uncontrolledIndex, setUncontrolledIndex] = useState(defaultIndex);
  const thumbnailsRef = useRef<HTMLDivElement>(null);
  const count = images.length;
  const current = count === 0 ? 0 : wrap(controlledIndex ?? uncontrolledIndex, count);
  const image = images[current];
  const hasControls = count > 1;

  const show = (next: number) => {
    const target = wrap(next, count);
    setUncontrolledIndex(target);
    onIndexChange?.(target);
    return target;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !hasControls) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const target = show(current + (event.key === 'ArrowLeft' ? -1 : 1));
    // On a thumbnail, focus follows the selection, as in a toolbar.
    const thumbnails = thumbnailsRef.current;
    if (thumbnails?.contains(event.target as Node)) {
      thumbnails.querySelectorAll<HTMLElement>('[data-slot="gallery-thumbnail"]')[target]?.focus();
    }
  };

  if (!image) return null;

  return (
    <Group
      aria-roledescription="gallery"
      aria-label={label}
      data-slot="gallery"
      className={cn('flex flex-col gap-4', className)}
      onKeyDown={handleKeyDown}
      {...props}
    >
      <div data-slot="gallery-viewer" className={galleryViewerClasses}>
        <img
          data-slot="gallery-image"
          src={image.src}
          alt={image.alt}
          className="size-full object-contain"
        />
        {hasControls ? (
          <>
            <IconButton
              label="Previous image"
              variant="outline"
              shape="circle"
              className={galleryNavButtonVariants({ side: 'previous' })}
              onPress={() => show(current - 1)}
            >
              <ChevronLeft aria-hidden="true" />
            </IconButton>
            <IconButton
              label="Next image"
              variant="outline"
              shape="circle"
              className={galleryNavButtonVariants({ side: 'next' })}
              onPress={() => show(current + 1)}
            >
              <ChevronRight aria-hidden="true" />
            </IconButton>
            <span
              aria-hidden="true"
              data-slot="gallery-counter"
              className="absolute right-3 bottom-3 rounded-pill bg-charcoal-900/85 px-2.5 py-1 text-xs font-semibold text-white tabular-nums"
            >
              {current + 1} / {count}
            </span>
          </>
        ) : null}
      </div>
      {hasControls ? (
        <>
          <div ref={thumbnailsRef} data-slot="gallery-thumbnails" className="flex flex-wrap gap-3">
            {images.map((thumbnail, position) => (
              <ToggleButton
                // Photos may repeat; the position is what identifies a thumbnail.
                key={position}
                aria-label={`Show image ${position + 1} of ${count}`}
                isSelected={position === current}
                onChange={() => {
                  if (position !== current) show(position);
                }}
                data-slot="gallery-thumbnail"
                className={galleryThumbnailClasses}
              >
                <img src={thumbnail.src} alt="" loading="lazy" className="size-full object-cover" />
              </ToggleButton>
            ))}
          </div>
          <p aria-live="polite" aria-atomic="true" data-slot="gallery-status" className="sr-only">
            Image {current + 1} of {count}
          </p>
        </>
      ) : null}
    </Group>
  );
}
