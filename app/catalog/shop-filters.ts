import { onSale, toShopItem } from '../../domain/catalog';
import type { Product } from '../../domain/types';
import { bestDeal } from './deals';
import { countOf } from '@ds/lib/count';

export const shopSorts = [
  { id: 'featured', label: 'Featured' },
  { id: 'price-asc', label: 'Price: Low to High' },
  { id: 'price-desc', label: 'Price: High to Low' },
  { id: 'name', label: 'Name (A–Z)' },
] as const;

export type ShopSort = (typeof shopSorts)[number]['id'];

export interface ShopFilters {
  /** One category, or null for all. */
  category: string | null;
  inStockOnly: boolean;
  onSaleOnly: boolean;
  sort: ShopSort;
}

export const noShopFilters: ShopFilters = {
  category: null,
  inStockOnly: false,
  onSaleOnly: false,
  sort: 'featured',
};

const isSort = (value: string | null): value is ShopSort =>
  shopSorts.some((sort) => sort.id === value);

/** The filters a URL asks for (?category=Sauces&inStock=1&onSale=1&sort=price-asc); unknown values are ignored. */
export function readShopFilters(
  params: URLSearchParams,
  categories: readonly string[],
): ShopFilters {
  const category = params.get('category');
  const sort = params.get('sort');
  return {
    category: category && categories.includes(category) ? category : null,
    inStockOnly: params.get('inStock') === '1',
    onSaleOnly: params.get('onSale') === '1',
    sort: isSort(sort) ? sort : 'featured',
  };
}

/** The URL for a set of filters; defaults are left out, so a clean shop is just /shop. */
export function writeShopFilters(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.inStockOnly) params.set('inStock', '1');
  if (filters.onSaleOnly) params.set('onSale', '1');
  if (filters.sort !== 'featured') params.set('sort', filters.sort);
  return params;
}

export const hasActiveFilters = (filters: ShopFilters) =>
  filters.category !== null || filters.inStockOnly || filters.onSaleOnly;

/**
 * The price the card shows: its first in-stock size at today's price, or, with 'On sale' on,
 * the size that is on sale (the card shows that one then).
 */
export function cardPriceCents(product: Product, onSaleOnly = false): number {
  const item = (onSaleOnly ? bestDeal(product)?.item : undefined) ?? toShopItem(product);
  return item.salePriceCents ?? item.priceCents;
}

const byName = (a: Product, b: Product) => a.name.localeCompare(b.name, 'en');

/** The products that pass every filter (AND), in the chosen order; 'featured' keeps the catalogue's. */
export function filterProducts(products: readonly Product[], filters: ShopFilters): Product[] {
  const shown = products.filter(
    (product) =>
      (filters.category === null || product.category === filters.category) &&
      (!filters.inStockOnly || toShopItem(product).inStock) &&
      (!filters.onSaleOnly || onSale(product)),
  );
  const price = (product: Product) => cardPriceCents(product, filters.onSaleOnly);
  switch (filters.sort) {
    case 'price-asc':
      return shown.sort((a, b) => price(a) - price(b) || byName(a, b));
    case 'price-desc':
      return shown.sort((a, b) => price(b) - price(a) || byName(a, b));
    case 'name':
      return shown.sort(byName);
    default:
      return shown;
  }
}

/** '1 product', '12 products'. */
export const productCountLabel = (count: number) => countOf(count, 'product');
