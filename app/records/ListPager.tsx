import { Pagination } from '../../design-system/primitives/Pagination/Pagination';
import { pageCountOf } from '../../domain/list-search';
import type { PageParams } from './page-params';

export interface ListPagerProps {
  /** The page shown and its size, from the URL. */
  paging: PageParams;
  /** Every row the filters let through, on all pages (the server's total). */
  total: number;
  /** 'Orders pages': what the navigation is called. */
  label: string;
  onPageChange: (page: number) => void;
}

/** The page numbers under a console list paged by the server; nothing when one page holds it all. */
export function ListPager({ paging, total, label, onPageChange }: ListPagerProps) {
  const pageCount = pageCountOf(total, paging.limit);
  if (pageCount <= 1 && paging.page <= 1) return null;
  return (
    <Pagination
      aria-label={label}
      page={paging.page}
      pageCount={Math.max(pageCount, paging.page)}
      onPageChange={onPageChange}
    />
  );
}
