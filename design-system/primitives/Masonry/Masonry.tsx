import { cva, type VariantProps } from 'class-variance-authority';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ElementType,
  type HTMLAttributes,
  type Key,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';

/** How long the container must stop resizing before the columns are recomputed (spec). */
export const resizeDebounceMs = 100;

/**
 * Columns for a container width, at the spec's breakpoints:
 * below 480 → 1; 480–991 → 2; 992–1279 → 3; 1280 and up → 4.
 */
export function columnsForWidth(width: number): 1 | 2 | 3 | 4 {
  if (width >= 1280) return 4;
  if (width >= 992) return 3;
  if (width >= 480) return 2;
  return 1;
}

export interface MasonryPosition {
  column: number;
  x: number;
  y: number;
}

export interface MasonryLayout {
  columnWidth: number;
  positions: MasonryPosition[];
  /** The tallest column: the container's height. */
  height: number;
}

/**
 * Places items in order, each in the currently shortest column (ties go to the
 * leftmost), so reading order stays the item order while the columns stay even.
 */
export function masonryLayout(
  heights: readonly number[],
  columns: number,
  gap: number,
  width: number,
): MasonryLayout {
  const count = Math.max(1, Math.floor(columns));
  const columnWidth = Math.max(0, (width - gap * (count - 1)) / count);
  const columnHeights = Array.from({ length: count }, () => 0);
  const positions = heights.map((height) => {
    let column = 0;
    for (let candidate = 1; candidate < count; candidate += 1) {
      if (columnHeights[candidate]! < columnHeights[column]!) column = candidate;
    }
    const y = columnHeights[column]!;
    columnHeights[column] = y + height + gap;
    return { column, x: column * (columnWidth + gap), y };
  });
  const tallest = Math.max(...columnHeights);
  return { columnWidth, positions, height: heights.length > 0 ? tallest - gap : 0 };
}

/**
 * The container. Before the first measurement (or without JavaScript) it is a plain
 * CSS grid by viewport, so nothing overlaps; once measured the items are positioned
 * absolutely. The gap class is the one source of the gutter: the layout reads it back.
 */
const masonryVariants = cva(
  'relative grid grid-cols-1 data-[layout=masonry]:block sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  {
    variants: {
      gap: {
        sm: 'gap-4',
        /** 24 px, the spec's gutter. */
        md: 'gap-6',
        lg: 'gap-8',
      },
    },
    defaultVariants: { gap: 'md' },
  },
);

const masonryItemClasses =
  'min-w-0 group-data-[layout=masonry]/masonry:top-0 group-data-[layout=masonry]/masonry:left-0 group-data-[layout=masonry]/masonry:absolute';

export interface MasonryProps<T>
  extends Omit<HTMLAttributes<HTMLElement>, 'children'>, VariantProps<typeof masonryVariants> {
  items: readonly T[];
  getKey: (item: T, index: number) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** `ul` makes the items a list (each wrapped in an li), e.g. the favourites. */
  as?: 'div' | 'ul';
}

function readWidth(element: HTMLElement): number {
  return element.getBoundingClientRect().width;
}

function readGap(element: HTMLElement): number {
  return Number.parseFloat(getComputedStyle(element).columnGap) || 0;
}

/**
 * A masonry grid: 1 to 4 columns by the container's own width, items in their
 * given DOM order (keyboard and screen-reader order), each placed in the shortest column.
 */
export function Masonry<T>({
  items,
  getKey,
  renderItem,
  gap,
  as = 'div',
  className,
  style,
  ...props
}: MasonryProps<T>) {
  const rootRef = useRef<HTMLElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  const [gapPx, setGapPx] = useState(0);
  const [heights, setHeights] = useState<ReadonlyMap<string, number>>(new Map());

  // First measurement before paint, so the first frame is already laid out.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    setGapPx(readGap(root));
    setWidth(readWidth(root));
  }, [gap]);

  // Later width changes wait until resizing has paused for 100 ms (trailing debounce).
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const next = readWidth(root);
        setWidth((current) => (current === next ? current : next));
      }, resizeDebounceMs);
    });
    observer.observe(root);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, []);

  const measureItems = useCallback((elements: Iterable<Element>) => {
    setHeights((current) => {
      let next: Map<string, number> | null = null;
      for (const element of elements) {
        const key = (element as HTMLElement).dataset.key;
        if (key === undefined) continue;
        const height = element.getBoundingClientRect().height;
        if (current.get(key) !== height) {
          next ??= new Map(current);
          next.set(key, height);
        }
      }
      return next ?? current;
    });
  }, []);

  // An item that changes height later (an image loads, text wraps) is placed again at once.
  const itemObserver = useRef<ResizeObserver | null>(null);
  const observedItems = useRef(new Set<Element>());
  useLayoutEffect(() => {
    const observed = observedItems.current;
    const observer = new ResizeObserver((entries) =>
      measureItems(entries.map((entry) => entry.target)),
    );
    itemObserver.current = observer;
    return () => {
      observer.disconnect();
      observed.clear();
      itemObserver.current = null;
    };
  }, [measureItems]);

  const columns = width === null ? null : columnsForWidth(width);
  const keys = items.map((item, index) => String(getKey(item, index)));
  const layout =
    width === null || columns === null
      ? null
      : masonryLayout(
          keys.map((key) => heights.get(key) ?? 0),
          columns,
          gapPx,
          width,
        );

  // New items and new column widths are measured before paint, then placed.
  const columnWidth = layout?.columnWidth;
  const keySignature = keys.join('\u0000');
  useLayoutEffect(() => {
    const root = rootRef.current;
    const observer = itemObserver.current;
    if (!root || !observer) return;
    const elements = new Set(root.children);
    for (const element of observedItems.current) {
      if (!elements.has(element)) {
        observer.unobserve(element);
        observedItems.current.delete(element);
      }
    }
    for (const element of elements) {
      if (!observedItems.current.has(element)) {
        observer.observe(element);
        observedItems.current.add(element);
      }
    }
    if (columnWidth !== undefined) measureItems(elements);
  }, [columnWidth, keySignature, measureItems]);

  const Root = as as ElementType;
  const Item = (as === 'ul' ? 'li' : 'div') as ElementType;
  return (
    <Root
      ref={rootRef}
      data-slot="masonry"
      data-layout={layout ? 'masonry' : 'grid'}
      data-columns={columns ?? undefined}
      className={cn('group/masonry', masonryVariants({ gap }), className)}
      style={layout ? { ...style, height: layout.height } : style}
      {...props}
    >
      {items.map((item, index) => {
        const key = keys[index]!;
        const position = layout?.positions[index];
        return (
          <Item
            key={key}
            data-slot="masonry-item"
            data-key={key}
            data-column={position?.column}
            className={masonryItemClasses}
            style={
              layout && position
                ? {
                    width: layout.columnWidth,
                    transform: `translate(${position.x}px, ${position.y}px)`,
                    visibility: heights.has(key) ? undefined : 'hidden',
                  }
                : undefined
            }
          >
            {renderItem(item, index)}
          </Item>
        );
      })}
    </Root>
  );
}
