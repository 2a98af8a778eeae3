import { isInStock, lowestPriceCents, productStockLevel } from '@domain/catalog';
import type { Product } from '@domain/types';
import { matchesQuery } from '@app/admin/format';
import {
  appendList,
  byCategory,
  byText,
  inOrder,
  matchesChoice,
  readList,
  sortRows,
  type TableSort,
} from '@app/records/list-filters';

export const stockFilters = [
  { id: 'all', label: 'All' },
  { id: 'in-stock', label: 'In Stock' },
  { id: 'low-stock', label: 'Low Stock' },
  { id: 'out-of-stock', label: 'Out of Stock' },
] as const;

export type StockFilter = (typeof stockFilters)[number]['id'];

export interface ProductFilters {
  /** Matches the name or the brand, case-insensitively. */
  query: string;
  /** Empty means every category. */
  categories: string[];
  stock: StockFilter;
}

export const noProductFilters: ProductFilters = { query: '', categories: [], stock: 'all' };

const isStockFilter = (value: string | null): value is StockFilter =>
  stockFilters.some((filter) => filter.id === value);

/** ?q=rub&category=Sauces&category=Seasonings&stock=in-stock; unknown values are ignored. */
export function readProductFilters(
  params: URLSearchParams,
  categories: readonly string[],
): ProductFilters {
  const stock = params.get('stock');
  return {
    query: params.get('q') ?? '',
    categories: readList(params, 'category', categories),
    stock: isStockFilter(stock) ? stock : 'all',
  };
}

export function writeProductFilters(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query) params.set('q', filters.query);
  appendList(params, 'category', filters.categories);
  if (filters.stock !== 'all') params.set('stock', filters.stock);
  return params;
}

export const hasProductFilters = (filters: ProductFilters) =>
  filters.query.trim() !== '' || filters.categories.length > 0 || filters.stock !== 'all';

/** In stock: any size sells; low: any size at or under the threshold (or sold out beside others). */
function passesStock(product: Product, stock: StockFilter, lowStockThreshold: number): boolean {
  switch (stock) {
    case 'all':
      return true;
    case 'in-stock':
      return isInStock(product);
    case 'low-stock':
      return productStockLevel(product, lowStockThreshold) === 'Low Stock';
    case 'out-of-stock':
      return !isInStock(product);
  }
}

/** The products that pass the search, the categories and the stock filter (AND). */
export function filterAdminProducts(
  products: readonly Product[],
  filters: ProductFilters,
  lowStockThreshold: number,
): Product[] {
  return products.filter(
    (product) =>
      matchesQuery(filters.query, product.name, product.brand) &&
      matchesChoice(filters.categories, product.category) &&
      passesStock(product, filters.stock, lowStockThreshold),
  );
}

export type ProductSortColumn = 'name' | 'category' | 'price';

export type ProductSort = TableSort<ProductSortColumn>;

const byName = byText<Product>((product) => product.name);

const comparators: Record<ProductSortColumn, (a: Product, b: Product) => number> = {
  name: byName,
  category: inOrder(byCategory, byName),
  price: inOrder((a, b) => lowestPriceCents(a) - lowestPriceCents(b), byName),
};

/** A sorted copy; without a sort the catalogue's own order. */
export const sortAdminProducts = (products: readonly Product[], sort?: ProductSort) =>
  sortRows(products, comparators, sort);

/** The category chips: the shop's categories, then any other category a product uses. */
export function categoryOptions(
  shopCategories: readonly string[],
  products: readonly Product[],
): string[] {
  const extra = products
    .map((product) => product.category)
    .filter((category) => !shopCategories.includes(category));
  return [...new Set([...shopCategories, ...extra])];
}
