import { onSale, toShopItem } from './catalog';
import { bestDeal } from './deals';
import type { Product } from './types';

/**
 * The shop's sorts and filters as rules, without the schema library (the shop page needs them
 * at first paint); shop-query.ts checks GET /api/shop's query against them.
 */

export const shopSorts = [
  { id: 'featured', label: 'Featured' },
  { id: 'price-asc', label: 'Price: Low to High' },
  { id: 'price-desc', label: 'Price: High to Low' },
  { id: 'name', label: 'Name (A–Z)' },
  { id: 'rating', label: 'Rating: High to Low' },
  { id: 'newest', label: 'Newest' },
] as const;

export type ShopSort = (typeof shopSorts)[number]['id'];
export const shopSortIds = shopSorts.map((sort) => sort.id) as [ShopSort, ...ShopSort[]];

export interface ShopFilters {
  /** One category, or null for all. */
  category: string | null;
  inStockOnly: boolean;
  onSaleOnly: boolean;
  sort: ShopSort;
}

/**
 * The price the card shows: its first in-stock size at today's price, or, with 'On sale' on,
 * the size that is on sale (the card shows that one then).
 */
export function cardPriceCents(product: Product, onSaleOnly = false): number {
  const item = (onSaleOnly ? bestDeal(product)?.item : undefined) ?? toShopItem(product);
  return item.salePriceCents ?? item.priceCents;
}

const byName = (a: Product, b: Product) => a.name.localeCompare(b.name, 'en');

/**
 * The products that pass every filter (AND), in the chosen order; 'featured' keeps the
 * catalogue's. 'newest' reads `addedAt` (larger is newer; the server passes creation times),
 * else the catalogue's order reversed; 'rating' puts the best rated first, more reviews first
 * among equals.
 */
export function filterProducts(
  products: readonly Product[],
  filters: ShopFilters,
  addedAt: ReadonlyMap<string, number> = new Map(products.map((p, index) => [p.id, index])),
): Product[] {
  const shown = products.filter(
    (product) =>
      (filters.category === null || product.category === filters.category) &&
      (!filters.inStockOnly || toShopItem(product).inStock) &&
      (!filters.onSaleOnly || onSale(product)),
  );
  const price = (product: Product) => cardPriceCents(product, filters.onSaleOnly);
  const added = (product: Product) => addedAt.get(product.id) ?? 0;
  switch (filters.sort) {
    case 'price-asc':
      return shown.sort((a, b) => price(a) - price(b) || byName(a, b));
    case 'price-desc':
      return shown.sort((a, b) => price(b) - price(a) || byName(a, b));
    case 'name':
      return shown.sort(byName);
    case 'rating':
      return shown.sort(
        (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || byName(a, b),
      );
    case 'newest':
      return shown.sort((a, b) => added(b) - added(a) || byName(a, b));
    default:
      return shown;
  }
}
