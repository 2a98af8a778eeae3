import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components/Table';
import type { TableSort } from './list-filters';

/** A sortable admin table's sort, unsorted at first. Spread `tableProps` on the Table. */
export function useTableSort<Column extends string>() {
  const [sort, setSort] = useState<TableSort<Column>>();
  return {
    sort,
    tableProps: {
      sortDescriptor: sort as SortDescriptor | undefined,
      onSortChange: (descriptor: SortDescriptor) => setSort(descriptor as TableSort<Column>),
    },
  };
}
