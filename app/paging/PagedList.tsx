import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { PaginationLinks } from '@ds/primitives/Pagination/PaginationLinks';
import type { Page } from '@domain/paging';

/** A page asked for past the last one: the list has rows, this page none. */
export const isPastTheEnd = (page: Page<unknown>) => page.items.length === 0 && page.total > 0;

export interface NoSuchPageProps {
  page: Page<unknown>;
  /** What the whole list holds: '12 products'. */
  countLabel: string;
  hrefOf: (page: number) => string;
  headingLevel?: 2 | 3;
}

/** 'There is no page 9': a page past the end of a list (a stale link, a hand-edited URL). */
export function NoSuchPage({ page, countLabel, hrefOf, headingLevel }: NoSuchPageProps) {
  return (
    <EmptyState
      variant="outlined"
      headingLevel={headingLevel}
      title={`There is no page ${page.page}`}
      description={`These ${countLabel} fill ${page.pageCount === 1 ? '1 page' : `${page.pageCount} pages`}.`}
      action={
        <LinkButton variant="outline" href={hrefOf(1)}>
          Go to the first page
        </LinkButton>
      }
    />
  );
}

export interface PageLinksProps {
  page: Page<unknown>;
  hrefOf: (page: number) => string;
}

/** The page links under a list, when it fills more than one page and this page is one of them. */
export function PageLinks({ page, hrefOf }: PageLinksProps) {
  if (page.pageCount <= 1 || isPastTheEnd(page)) return null;
  return <PaginationLinks page={page.page} pageCount={page.pageCount} hrefOf={hrefOf} />;
}
