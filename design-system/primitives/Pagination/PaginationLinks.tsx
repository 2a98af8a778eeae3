import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-aria-components/Link';
import {
  PaginationEllipsis,
  PaginationFrame,
  paginationItemVariants,
  paginationMessages,
  paginationRange,
} from './Pagination';

export interface PaginationLinksProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /** The page shown, counting from 1. */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  /** The address of a page (the list's URL with `?page=`), so pages are shared, reloaded and crawled. */
  hrefOf: (page: number) => string;
  /** Neighbours shown each side of the current page before an ellipsis. */
  siblingCount?: number;
}

/**
 * Pagination for a list whose page lives in the URL (the shop, recipes, forum threads): every
 * page number is a link (the current one `aria-current="page"`), with previous and next links
 * that are disabled at the ends. Links work before the app has loaded (server-painted pages)
 * and follow the router once it has; Tab moves between them and Enter follows one.
 */
export function PaginationLinks({
  page,
  pageCount,
  hrefOf,
  siblingCount = 1,
  className,
  ...props
}: PaginationLinksProps) {
  const isFirst = page <= 1;
  const isLast = page >= pageCount;
  return (
    <PaginationFrame {...props} className={className}>
      <li>
        <Link
          aria-label={paginationMessages.previous}
          href={isFirst ? undefined : hrefOf(page - 1)}
          isDisabled={isFirst}
          data-slot="pagination-previous"
          className={paginationItemVariants()}
        >
          <ChevronLeft aria-hidden="true" />
        </Link>
      </li>
      {paginationRange(page, pageCount, siblingCount).map((item) =>
        typeof item === 'number' ? (
          <li key={item}>
            <Link
              href={hrefOf(item)}
              aria-label={paginationMessages.page(item)}
              aria-current={item === page ? 'page' : undefined}
              data-slot="pagination-page"
              className={paginationItemVariants({ isCurrent: item === page })}
            >
              {item}
            </Link>
          </li>
        ) : (
          <PaginationEllipsis key={item} />
        ),
      )}
      <li>
        <Link
          aria-label={paginationMessages.next}
          href={isLast ? undefined : hrefOf(page + 1)}
          isDisabled={isLast}
          data-slot="pagination-next"
          className={paginationItemVariants()}
        >
          <ChevronRight aria-hidden="true" />
        </Link>
      </li>
    </PaginationFrame>
  );
}
