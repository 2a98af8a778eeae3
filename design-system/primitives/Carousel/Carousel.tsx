import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type Key,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Group } from 'react-aria-components/Group';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { IconButton } from '../IconButton/IconButton';

/**
 * The scrolling track. Slides carry their gutter as left padding and the track is
 * pulled left by the same amount, so slide widths are exact fractions (1.2, 2, 3, 4 per view).
 */
const carouselTrackClasses = [
  '-ml-4 py-2 relative flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain',
  '[scrollbar-width:none] scroll-smooth motion-reduce:scroll-auto [&::-webkit-scrollbar]:hidden',
].join(' ');

const carouselSlideClasses = [
  focusRing,
  'pl-4 min-w-0 shrink-0 grow-0 basis-5/6 snap-start sm:basis-1/2 lg:basis-1/3 xl:basis-1/4',
].join(' ');

export interface CarouselProps<T> extends Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'className' | 'style' | 'role'
> {
  className?: string;
  /** Names the carousel region, e.g. 'Shop by Category'. */
  label: string;
  items: readonly T[];
  getKey: (item: T, index: number) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** How each slide is announced; '3 of 7' by default. */
  slideLabel?: (position: number, total: number) => string;
}

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A horizontally scrolling row with snap points, Previous/Next buttons and
 * ArrowLeft/ArrowRight between slides when focus is inside.
 */
export function Carousel<T>({
  label,
  items,
  getKey,
  renderItem,
  slideLabel = (position, total) => `${position} of ${total}`,
  className,
  onKeyDown,
  ...props
}: CarouselProps<T>) {
  const trackRef = useRef<HTMLDivElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const updateEdges = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    // One pixel of slack: scroll positions are fractional on zoomed or high-density screens.
    const atStart = track.scrollLeft <= 1;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
    // A button about to be disabled would drop focus to the page: hand it to its twin first.
    const [previous, next] = controlsRef.current?.querySelectorAll('button') ?? [];
    const active = document.activeElement;
    if (atEnd && !atStart && active === next) previous?.focus();
    if (atStart && !atEnd && active === previous) next?.focus();
    setEdges((current) =>
      current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd },
    );
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    updateEdges();
    const observer = new ResizeObserver(updateEdges);
    observer.observe(track);
    track.addEventListener('scroll', updateEdges, { passive: true });
    return () => {
      observer.disconnect();
      track.removeEventListener('scroll', updateEdges);
    };
  }, [updateEdges, items.length]);

  const slides = () =>
    [...(trackRef.current?.children ?? [])].filter(
      (child): child is HTMLElement => child instanceof HTMLElement,
    );

  /** The first slide whose start is in view: what the buttons step from. */
  const currentIndex = () => {
    const track = trackRef.current;
    if (!track) return 0;
    const index = slides().findIndex((slide) => slide.offsetLeft >= track.scrollLeft - 1);
    return index === -1 ? 0 : index;
  };

  const scrollToSlide = (index: number) => {
    const track = trackRef.current;
    const slide = slides()[index];
    if (!track || !slide) return;
    track.scrollTo({ left: slide.offsetLeft });
  };

  const step = (direction: -1 | 1) => {
    const all = slides();
    const target = Math.min(Math.max(currentIndex() + direction, 0), all.length - 1);
    scrollToSlide(target);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    const direction = event.key === 'ArrowLeft' ? -1 : 1;
    const all = slides();
    const from = all.findIndex((slide) => slide.contains(target));
    event.preventDefault();
    if (from === -1) {
      step(direction);
      return;
    }
    const slide = all[from + direction];
    if (!slide) return;
    slide.scrollIntoView({ block: 'nearest', inline: 'start' });
    const focusTarget = slide.querySelector<HTMLElement>(focusableSelector) ?? slide;
    focusTarget.focus({ preventScroll: true });
  };

  return (
    <Group
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-slot="carousel"
      className={cn('relative flex flex-col gap-3', className)}
      onKeyDown={handleKeyDown}
      {...props}
    >
      <div ref={controlsRef} data-slot="carousel-controls" className="flex justify-end gap-2">
        <IconButton
          label="Previous slide"
          variant="outline"
          shape="circle"
          isDisabled={edges.atStart}
          onPress={() => step(-1)}
        >
          <ChevronLeft aria-hidden="true" />
        </IconButton>
        <IconButton
          label="Next slide"
          variant="outline"
          shape="circle"
          isDisabled={edges.atEnd}
          onPress={() => step(1)}
        >
          <ChevronRight aria-hidden="true" />
        </IconButton>
      </div>
      <div ref={trackRef} data-slot="carousel-track" className={carouselTrackClasses}>
        {items.map((item, index) => (
          <div
            key={getKey(item, index)}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(index + 1, items.length)}
            tabIndex={-1}
            data-slot="carousel-slide"
            className={carouselSlideClasses}
          >
            {renderItem(item, index)}
          </div>
        ))}
      </div>
    </Group>
  );
}
