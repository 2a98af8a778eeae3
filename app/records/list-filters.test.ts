import { describe, expect, it } from 'vitest';
import {
  appendList,
  asOptions,
  byCategory,
  byText,
  inOrder,
  matchesChoice,
  readList,
  sortRows,
  withParam,
} from './list-filters';

describe('admin list filters', () => {
  it('reads the known values of a repeated parameter once each', () => {
    const params = new URLSearchParams('category=Sauces&category=Rubs&category=Sauces&category=X');
    expect(readList(params, 'category', ['Rubs', 'Sauces'])).toEqual(['Sauces', 'Rubs']);
    expect(readList(params, 'missing', ['Rubs'])).toEqual([]);
  });

  it('writes a list back as repeated parameters', () => {
    const params = new URLSearchParams();
    appendList(params, 'payment', ['paid', 'failed']);
    expect(params.toString()).toBe('payment=paid&payment=failed');
  });

  it('sets a parameter, and drops it when empty or the default', () => {
    const params = new URLSearchParams('q=rub&role=admin');
    expect(withParam(params, 'role', 'staff', 'all').toString()).toBe('q=rub&role=staff');
    expect(withParam(params, 'role', 'all', 'all').toString()).toBe('q=rub');
    expect(withParam(params, 'q', '').toString()).toBe('role=admin');
    expect(params.toString()).toBe('q=rub&role=admin');
  });

  it('lets everything through a choice filter with nothing chosen', () => {
    expect(matchesChoice([], 'Easy')).toBe(true);
    expect(matchesChoice(['Easy'], 'Easy')).toBe(true);
    expect(matchesChoice(['Easy'], 'Advanced')).toBe(false);
  });

  it('sorts a copy both ways, and keeps the order without a sort', () => {
    const rows = [{ n: 2 }, { n: 3 }, { n: 1 }];
    const comparators = { n: (a: { n: number }, b: { n: number }) => a.n - b.n };
    expect(sortRows(rows, comparators, { column: 'n', direction: 'ascending' })).toEqual([
      { n: 1 },
      { n: 2 },
      { n: 3 },
    ]);
    expect(
      sortRows(rows, comparators, { column: 'n', direction: 'descending' }).map((row) => row.n),
    ).toEqual([3, 2, 1]);
    const copy = sortRows(rows, comparators);
    expect(copy).toEqual(rows);
    expect(copy).not.toBe(rows);
  });

  it('makes options from values, labelled as they are or as told', () => {
    expect(asOptions(['Easy', 'Advanced'])).toEqual([
      { id: 'Easy', label: 'Easy' },
      { id: 'Advanced', label: 'Advanced' },
    ]);
    expect(asOptions(['admin'], (value) => value.toUpperCase())).toEqual([
      { id: 'admin', label: 'ADMIN' },
    ]);
  });

  it('compares by text, then by the next comparator on a tie', () => {
    const rows = [
      { name: 'b', n: 2 },
      { name: 'a', n: 2 },
      { name: 'c', n: 1 },
    ];
    const compare = inOrder<(typeof rows)[number]>(
      (a, b) => a.n - b.n,
      byText((row) => row.name),
    );
    expect([...rows].sort(compare).map((row) => row.name)).toEqual(['c', 'a', 'b']);
    expect(compare(rows[0]!, rows[0]!)).toBe(0);
    expect(byCategory({ category: 'Rubs' }, { category: 'Sauces' })).toBeLessThan(0);
  });
});
