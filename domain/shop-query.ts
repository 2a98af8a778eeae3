import { z } from 'zod';
import { onSale, toShopItem } from './catalog';
import { bestDeal } from './deals';
import { pageQuerySchema } from './paging';
import type { Product } from './types';

export const shopSorts = [
  { id: 'featured', label: 'Featured' },
  { id: 'price-asc', label: 'Price: Low to High' },
  { id: 'price-desc', label: 'Price: High to Low' },
  { id: 'name', label: 'Name (A–Z)' },
  { id: 'rating', label: 'Rating: High to Low' },
  { id: 'newest', label: 'Newest' },
] as const;

export type ShopSort = (typeof shopSorts)[number]['id'];
const shopSortIds = shopSorts.map((sort) => sort.id) as [ShopSort, ...ShopSort[]];

export interface ShopFilters {
  /** One category, or null for all. */
  category: string | null;
  inStockOnly: boolean;
  onSaleOnly: boolean;
  sort: ShopSort;
}

const flag = (name: string) =>
  z.enum(['0', '1'], `${name} must be 1 (on) or 0 (off)`).transform((value) => value === '1');

/**
 * GET /api/shop's query, in the shop page's own URL words (?category=Sauces&inStock=1&onSale=1
 * &sort=price-asc&page=2&limit=24), shared by the app (which builds it) and the server.
 */
export const shopQuerySchema = pageQuerySchema.extend({
  category: z
    .string('category must be text')
    .min(1, 'category must not be empty')
    .max(100, 'category must be at most 100 characters')
    .optional(),
  inStock: flag('inStock').default(false),
  onSale: flag('onSale').default(false),
  sort: z.enum(shopSortIds, `sort must be one of: ${shopSortIds.join(', ')}`).default('featured'),
});

export type ShopQuery = z.output<typeof shopQuerySchema>;

export const shopFiltersOf = (query: ShopQuery): ShopFilters => ({
  category: query.category ?? null,
  inStockOnly: query.inStock,
  onSaleOnly: query.onSale,
  sort: query.sort,
});

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
