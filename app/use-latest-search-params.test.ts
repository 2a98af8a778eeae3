import { describe, expect, it } from 'vitest';
import { addWrite, latestSearch } from './use-latest-search-params';

describe('latestSearch', () => {
  it('reads back two quick writes before the router has applied either', () => {
    const first = addWrite('', null, 'category=Sauces');
    expect(latestSearch('', first)).toBe('category=Sauces');
    // The second chip starts from the first write, not from the old URL.
    const second = addWrite('', first, 'category=Sauces&category=Accessories');
    expect(second).toEqual({
      from: '',
      chain: ['category=Sauces', 'category=Sauces&category=Accessories'],
    });
    expect(latestSearch('', second)).toBe('category=Sauces&category=Accessories');
    // The router passes the first write on its way: still the last one shows.
    expect(latestSearch('category=Sauces', second)).toBe('category=Sauces&category=Accessories');
    expect(latestSearch('category=Sauces&category=Accessories', second)).toBe(
      'category=Sauces&category=Accessories',
    );
  });

  it('follows the router once it goes somewhere nobody here wrote (Back, a link)', () => {
    const pending = addWrite('q=a', null, 'q=ab');
    expect(latestSearch('stock=out-of-stock', pending)).toBe('stock=out-of-stock');
    expect(addWrite('stock=out-of-stock', pending, 'q=x')).toEqual({
      from: 'stock=out-of-stock',
      chain: ['q=x'],
    });
  });

  it('shows the router’s search when nothing is pending', () => {
    expect(latestSearch('q=brisket', null)).toBe('q=brisket');
  });
});
