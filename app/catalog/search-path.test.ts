import { describe, expect, it } from 'vitest';
import { queryOf, searchPath } from './search-path';

describe('search URLs', () => {
  it('puts the trimmed query in q, encoded', () => {
    expect(searchPath('brisket')).toBe('/search?q=brisket');
    expect(searchPath('  mac & cheese ')).toBe('/search?q=mac%20%26%20cheese');
    expect(searchPath('   ')).toBe('/search');
  });

  it('reads the query back', () => {
    expect(queryOf(`http://localhost${searchPath('mac & cheese')}`)).toBe('mac & cheese');
    expect(queryOf('http://localhost/search?q=+ribs+')).toBe('ribs');
    expect(queryOf('http://localhost/search')).toBe('');
  });
});
