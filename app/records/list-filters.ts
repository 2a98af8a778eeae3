/**
 * The pieces every admin list shares: filters read from and written to the URL (so they
 * survive a reload and can be shared), multi-choice filters, and table sorting.
 */

/** Every value of a repeated URL parameter (?category=A&category=B) that is in `known`. */
export function readList<T extends string>(
  params: URLSearchParams,
  name: string,
  known: readonly T[],
): T[] {
  return [...new Set(params.getAll(name))].filter((value): value is T =>
    known.includes(value as T),
  );
}

/** Appends one `name=value` per value: the other half of readList. */
export function appendList(params: URLSearchParams, name: string, values: readonly string[]) {
  for (const value of values) params.append(name, value);
}

/**
 * A copy of `params` with `name` set to `value`, or without `name` when the value is empty
 * or the default (a clean URL for the unfiltered list).
 */
export function withParam(
  params: URLSearchParams,
  name: string,
  value: string,
  defaultValue = '',
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value && value !== defaultValue) next.set(name, value);
  else next.delete(name);
  return next;
}

/** A multi-choice filter: nothing chosen lets everything through. */
export const matchesChoice = <T>(chosen: readonly T[], value: T) =>
  chosen.length === 0 || chosen.includes(value);

/** A sortable table's sort (react-aria's SortDescriptor, with the table's own columns). */
export interface TableSort<Column extends string> {
  column: Column;
  direction: 'ascending' | 'descending';
}

/** A sorted copy of the rows; without a sort, the rows' own order. */
export function sortRows<Row, Column extends string>(
  rows: readonly Row[],
  comparators: Record<Column, (a: Row, b: Row) => number>,
  sort?: TableSort<Column>,
): Row[] {
  if (!sort) return [...rows];
  const direction = sort.direction === 'descending' ? -1 : 1;
  return [...rows].sort((a, b) => direction * comparators[sort.column](a, b));
}

/** Chip or select options from values; each value is its own label unless `label` says. */
export const asOptions = <T extends string>(
  values: readonly T[],
  label: (value: T) => string = (value) => value,
) => values.map((value) => ({ id: value, label: label(value) }));

/** Compares rows by a text, in English order. */
export const byText =
  <Row>(text: (row: Row) => string) =>
  (a: Row, b: Row) =>
    text(a).localeCompare(text(b), 'en');

/** Compares catalogue rows by their category. */
export const byCategory = byText<{ category: string }>((row) => row.category);

/** Compares by the first comparator that tells the rows apart (ties go to the next). */
export const inOrder =
  <Row>(...comparators: ((a: Row, b: Row) => number)[]) =>
  (a: Row, b: Row) => {
    for (const compare of comparators) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return 0;
  };
