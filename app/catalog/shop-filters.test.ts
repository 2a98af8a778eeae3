import { describe, expect, it } from 'vitest';
import { products, shopCategories } from '../../fixtures/products';
import {
  cardPriceCents,
  filterProducts,
  noShopFilters,
  productCountLabel,
  readShopFilters,
  shopApiQuery,
  writeShopFilters,
} from './shop-filters';

const categories = [...shopCategories];
const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe('shop filters in the URL', () => {
  it('reads what the URL says and ignores what it does not know', () => {
    expect(
      readShopFilters(
        new URLSearchParams('category=Sauces&inStock=1&onSale=1&sort=price-desc'),
        categories,
      ),
    ).toEqual({ category: 'Sauces', inStockOnly: true, onSaleOnly: true, sort: 'price-desc' });
    expect(
      readShopFilters(new URLSearchParams('category=Shoes&inStock=yes&sort=cheapest'), categories),
    ).toEqual(noShopFilters);
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    expect(writeShopFilters(noShopFilters).toString()).toBe('');
    const filters = {
      category: 'Accessories',
      inStockOnly: true,
      onSaleOnly: false,
      sort: 'name' as const,
    };
    const params = writeShopFilters(filters);
    expect(params.toString()).toBe('category=Accessories&inStock=1&sort=name');
    expect(readShopFilters(params, categories)).toEqual(filters);
  });
});

describe('filterProducts', () => {
  it('keeps the catalogue order with no filters', () => {
    expect(ids(filterProducts(products, noShopFilters))).toEqual(ids(products));
  });

  it('filters by category, stock and sale, combined with AND', () => {
    const sauces = filterProducts(products, { ...noShopFilters, category: 'Sauces' });
    expect(sauces.every((p) => p.category === 'Sauces')).toBe(true);
    expect(ids(sauces)).toContain('ghost-pepper-hot-sauce');

    const inStockSauces = filterProducts(products, {
      ...noShopFilters,
      category: 'Sauces',
      inStockOnly: true,
    });
    expect(ids(inStockSauces)).not.toContain('ghost-pepper-hot-sauce');

    const onSaleSauces = filterProducts(products, {
      ...noShopFilters,
      category: 'Sauces',
      onSaleOnly: true,
    });
    expect(ids(onSaleSauces).sort()).toEqual([
      'carolina-gold-mustard-sauce',
      'kansas-city-sweet-bbq-sauce',
    ]);
  });

  it('sorts by the price the card shows, and by name', () => {
    const low = filterProducts(products, { ...noShopFilters, sort: 'price-asc' });
    const prices = low.map((p) => cardPriceCents(p));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const high = filterProducts(products, { ...noShopFilters, sort: 'price-desc' });
    expect(high.map((p) => cardPriceCents(p))).toEqual([...prices].sort((a, b) => b - a));
    const names = filterProducts(products, { ...noShopFilters, sort: 'name' }).map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('with On sale, sorts by the sale size the cards then show', () => {
    const low = filterProducts(products, { ...noShopFilters, onSaleOnly: true, sort: 'price-asc' });
    const prices = low.map((p) => cardPriceCents(p, true));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Texas Brisket Rub is on sale in its 12 oz jar: $18.69, not the 6 oz's $12.99.
    expect(
      cardPriceCents(
        products.find((p) => p.id === 'texas-brisket-rub')!,
        true,
      ),
    ).toBe(1869);
  });

  it('sorts by rating (more reviews first among equals) and by newest', () => {
    const rated = products.map((p, index) => ({
      ...p,
      rating: index % 3,
      reviewCount: index,
    }));
    const byRating = filterProducts(rated, { ...noShopFilters, sort: 'rating' });
    const keys = byRating.map((p) => [p.rating, p.reviewCount] as const);
    expect(keys).toEqual([...keys].sort(([ra, ca], [rb, cb]) => rb - ra || cb - ca));
    // Without creation times the catalogue's last product is the newest.
    expect(ids(filterProducts(products, { ...noShopFilters, sort: 'newest' }))).toEqual(
      ids(products).reverse(),
    );
    const addedAt = new Map(products.map((p) => [p.id, p.id === 'memphis-dry-rub' ? 9e12 : 1]));
    const newest = filterProducts(products, { ...noShopFilters, sort: 'newest' }, addedAt);
    expect(newest[0]!.id).toBe('memphis-dry-rub');
  });

  it('builds the API query from a shop URL, leaving out paging the API would refuse', () => {
    expect(shopApiQuery(new URLSearchParams('sort=rating&page=2&limit=6&utm=x')).toString()).toBe(
      'sort=rating&limit=6&page=2',
    );
    expect(shopApiQuery(new URLSearchParams('page=0&limit=500&sort=cheapest')).toString()).toBe('');
  });

  it('never changes the list it is given', () => {
    const before = ids(products);
    filterProducts(products, { ...noShopFilters, sort: 'name' });
    expect(ids(products)).toEqual(before);
  });
});

it('counts products in words', () => {
  expect(productCountLabel(0)).toBe('0 products');
  expect(productCountLabel(1)).toBe('1 product');
  expect(productCountLabel(12)).toBe('12 products');
});
