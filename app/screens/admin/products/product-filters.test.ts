import { describe, expect, it } from 'vitest';
import { lowestPriceCents } from '@domain/catalog';
import { products, shopCategories } from '@fixtures/products';
import type { Product } from '@domain/types';
import {
  categoryOptions,
  filterAdminProducts,
  hasProductFilters,
  noProductFilters,
  readProductFilters,
  sortAdminProducts,
  writeProductFilters,
} from './product-filters';

const categories = [...shopCategories];
const names = (list: Product[]) => list.map((p) => p.name);

describe('admin product filters', () => {
  it('reads and writes the URL, ignoring what it does not know', () => {
    const filters = readProductFilters(
      new URLSearchParams(
        'q=rub&category=Sauces&category=Shoes&category=Seasonings&stock=in-stock',
      ),
      categories,
    );
    expect(filters).toEqual({
      query: 'rub',
      categories: ['Sauces', 'Seasonings'],
      stock: 'in-stock',
    });
    expect(writeProductFilters(filters).toString()).toBe(
      'q=rub&category=Sauces&category=Seasonings&stock=in-stock',
    );
    expect(readProductFilters(new URLSearchParams('stock=maybe'), categories)).toEqual(
      noProductFilters,
    );
    expect(writeProductFilters(noProductFilters).toString()).toBe('');
    expect(hasProductFilters(noProductFilters)).toBe(false);
    expect(hasProductFilters({ ...noProductFilters, query: 'x' })).toBe(true);
  });

  it('searches the name or the brand, case-insensitively', () => {
    expect(
      names(filterAdminProducts(products, { ...noProductFilters, query: 'BRISKET' }, 5)),
    ).toEqual(['Texas Brisket Rub']);
    const other = { ...products[0]!, id: 'x', name: 'Plain Salt', brand: 'Pitmaster Pantry' };
    expect(
      names(filterAdminProducts([...products, other], { ...noProductFilters, query: 'pantry' }, 5)),
    ).toEqual(['Plain Salt']);
  });

  it('combines categories (any of them) and stock with AND; none selected means all', () => {
    expect(filterAdminProducts(products, noProductFilters, 5)).toHaveLength(products.length);
    const sauces = filterAdminProducts(
      products,
      { ...noProductFilters, categories: ['Sauces'] },
      5,
    );
    expect(sauces.every((p) => p.category === 'Sauces')).toBe(true);
    const soldOutSauces = filterAdminProducts(
      products,
      {
        ...noProductFilters,
        categories: ['Sauces', 'Accessories'],
        stock: 'out-of-stock',
      },
      5,
    );
    expect(names(soldOutSauces)).toEqual(['Ghost Pepper Hot Sauce']);
    const inStock = filterAdminProducts(products, { ...noProductFilters, stock: 'in-stock' }, 5);
    expect(inStock).toHaveLength(products.length - 1);
  });

  it('finds products with a size at or under the low-stock threshold, or sold out beside others', () => {
    const sized = (name: string, ...stocks: number[]): Product => ({
      ...products[0]!,
      id: name,
      name,
      sizes: stocks.map((stock, index) => ({
        id: `${name}-${index}`,
        size: `${index + 1} lb`,
        priceCents: 500,
        stock,
        inStock: stock > 0,
      })),
    });
    const list = [
      sized('Plenty', 24, 6),
      sized('Few', 24, 5),
      sized('Gap', 0, 24),
      sized('Gone', 0),
    ];
    const low = (threshold: number) =>
      names(filterAdminProducts(list, { ...noProductFilters, stock: 'low-stock' }, threshold));
    expect(low(5)).toEqual(['Few', 'Gap']);
    expect(low(6)).toEqual(['Plenty', 'Few', 'Gap']);
    expect(low(0)).toEqual(['Gap']);
    expect(readProductFilters(new URLSearchParams('stock=low-stock'), categories).stock).toBe(
      'low-stock',
    );
  });

  it('sorts by name, category or the From price, either way, without touching the input', () => {
    const copy = [...products];
    const byPrice = sortAdminProducts(products, { column: 'price', direction: 'ascending' });
    const prices = byPrice.map(lowestPriceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byName = sortAdminProducts(products, { column: 'name', direction: 'descending' });
    expect(names(byName)[0]).toBe('Texas Brisket Rub');
    const byCategory = sortAdminProducts(products, { column: 'category', direction: 'ascending' });
    expect(byCategory[0]!.category).toBe('Accessories');
    expect(products).toEqual(copy);
    expect(sortAdminProducts(products)).toEqual(products);
  });

  it('offers the shop categories plus any new one a product uses', () => {
    const custom = { ...products[0]!, id: 'y', category: 'Gift Boxes' };
    expect(categoryOptions(categories, [...products, custom])).toEqual([
      ...categories,
      'Gift Boxes',
    ]);
  });
});
