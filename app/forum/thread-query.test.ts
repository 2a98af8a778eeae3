import { describe, expect, it } from 'vitest';
import { threadsSearch } from './thread-query';

describe('threadsSearch', () => {
  it("asks for the URL's search, page and limit, and the category's sort", () => {
    const params = new URLSearchParams('q=+brisket+bark+&page=2&limit=10&sort=popular&x=1');
    expect(threadsSearch(params)).toBe('?q=brisket+bark&limit=10&page=2');
    expect(threadsSearch(params, 'smoking-techniques')).toBe(
      '?category=smoking-techniques&q=brisket+bark&sort=popular&limit=10&page=2',
    );
  });

  it('leaves out what the API would refuse and cuts a long search to 100 characters', () => {
    expect(threadsSearch(new URLSearchParams('page=0&limit=101&sort=worst&q=%20'))).toBe('');
    const long = threadsSearch(new URLSearchParams({ q: 'a'.repeat(150) }));
    expect(new URLSearchParams(long).get('q')).toHaveLength(100);
  });
});
