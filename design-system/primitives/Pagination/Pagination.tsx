import { cva } from 'class-variance-authority';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, type ComponentProps } from 'react';
import { Button } from 'react-aria-components/Button';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';

/** Library default labels. */
export const paginationMessages = {
  nav: 'Pagination',
  previous: 'Go to previous page',
  next: 'Go to next page',
  page: (page: number) => `Page ${page}`,
} as const;

export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The page numbers to show: always the first and last page, the current page with
 * `siblingCount` neighbours each side, and an ellipsis for each gap. The length is constant
 * (7 with one sibling) once there are more pages than that, so the control never jumps width.
 */
export function paginationRange(
  page: number,
  pageCount: number,
  siblingCount = 1,
): PaginationItem[] {
  const range = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  const slots = siblingCount * 2 + 5;
  if (pageCount <= slots) return range(1, pageCount);

  const current = Math.min(Math.max(page, 1), pageCount);
  const left = Math.max(current - siblingCount, 1);
  const right = Math.min(current + siblingCount, pageCount);
  const showStartEllipsis = left > 3;
  const showEndEllipsis = right < pageCount - 2;

  if (!showStartEllipsis) {
    return [...range(1, slots - 2), 'end-ellipsis', pageCount];
  }
  if (!showEndEllipsis) {
    return [1, 'start-ellipsis', ...range(pageCount - (slots - 3), pageCount)];
  }
  return [1, 'start-ellipsis', ...range(left, right), 'end-ellipsis', pageCount];
}

/** The landmark and list both paginations draw their items in. */
export function PaginationFrame({ className, children, ...props }: ComponentProps<'nav'>) {
  return (
    <nav
      aria-label={paginationMessages.nav}
      {...props}
      data-slot="pagination"
      className={cn('flex justify-center', className)}
    >
      <ul className="flex items-center gap-1">{children}</ul>
    </nav>
  );
}

/** The gap in a long range of pages, hidden from assistive technology. */
export function PaginationEllipsis() {
  return (
    <li
      aria-hidden="true"
      data-slot="pagination-ellipsis"
      className="flex w-6 justify-center text-sm text-ink-muted sm:w-8"
    >
      …
    </li>
  );
}

export const paginationItemVariants = cva(
  [
    focusRing,
    'inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-md text-sm font-medium tabular-nums sm:size-10',
    'transition-colors duration-fast select-none [&_svg]:size-4',
    'rac-disabled:cursor-not-allowed rac-disabled:opacity-40',
  ],
  {
    variants: {
      isCurrent: {
        true: 'bg-primary text-on-primary rac-hover:bg-charcoal-800',
        false:
          'text-ink rac-hover:bg-surface-muted rac-disabled:rac-hover:bg-transparent rac-pressed:bg-charcoal-100',
      },
    },
    defaultVariants: { isCurrent: false },
  },
);

export interface PaginationProps extends Omit<ComponentProps<'nav'>, 'onChange'> {
  /** The current page, counting from 1. */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  /** Called with the page to show. The screen owns `page` and passes it back. */
  onPageChange: (page: number) => void;
  /** Neighbours shown each side of the current page before an ellipsis. */
  siblingCount?: number;
}

/**
 * Page navigation under a long list (admin orders, forum threads): 'Go to previous page',
 * numbered pages with the current one marked (`aria-current="page"`), ellipses for long
 * ranges, 'Go to next page'. The arrows are disabled at the ends; when a press disables the
 * focused arrow, focus moves to the current page so keyboard users are not dropped.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblingCount = 1,
  className,
  ...props
}: PaginationProps) {
  const currentRef = useRef<HTMLButtonElement>(null);
  const refocusCurrent = useRef(false);

  useEffect(() => {
    if (refocusCurrent.current) {
      refocusCurrent.current = false;
      currentRef.current?.focus();
    }
  }, [page]);

  function goTo(target: number, fromArrow = false) {
    if (target < 1 || target > pageCount || target === page) return;
    // The arrow that was pressed is about to be disabled, which would drop its focus.
    if (fromArrow && (target === 1 || target === pageCount)) refocusCurrent.current = true;
    onPageChange(target);
  }

  return (
    <PaginationFrame {...props} className={className}>
      <li>
        <Button
          aria-label={paginationMessages.previous}
          isDisabled={page <= 1}
          onPress={() => goTo(page - 1, true)}
          data-slot="pagination-previous"
          className={paginationItemVariants()}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
      </li>
      {paginationRange(page, pageCount, siblingCount).map((item) =>
        typeof item === 'number' ? (
          <li key={item}>
            <Button
              ref={item === page ? currentRef : undefined}
              aria-label={paginationMessages.page(item)}
              aria-current={item === page ? 'page' : undefined}
              onPress={() => goTo(item)}
              data-slot="pagination-page"
              className={paginationItemVariants({ isCurrent: item === page })}
            >
              {item}
            </Button>
          </li>
        ) : (
          <PaginationEllipsis key={item} />
        ),
      )}
      <li>
        <Button
          aria-label={paginationMessages.next}
          isDisabled={page >= pageCount}
          onPress={() => goTo(page + 1, true)}
          data-slot="pagination-next"
          className={paginationItemVariants()}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </li>
    </PaginationFrame>
  );
}
