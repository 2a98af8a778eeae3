import { z } from 'zod';
import { pageQuerySchema } from './paging';
import { shopSortIds, type ShopFilters } from './shop-sorting';

export {
  cardPriceCents,
  filterProducts,
  shopSorts,
  type ShopFilters,
  type ShopSort,
} from './shop-sorting';

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
