import { readPaging } from '../../domain/list-search';
import { shopSorts, type ShopFilters, type ShopSort } from '../../domain/shop-sorting';
import { countOf } from '@ds/lib/count';

export { cardPriceCents, filterProducts, shopSorts } from '../../domain/shop-sorting';
export type { ShopFilters, ShopSort } from '../../domain/shop-sorting';

export const noShopFilters: ShopFilters = {
  category: null,
  inStockOnly: false,
  onSaleOnly: false,
  sort: 'featured',
};

const isSort = (value: string | null): value is ShopSort =>
  shopSorts.some((sort) => sort.id === value);

/**
 * The filters a URL asks for (?category=Sauces&inStock=1&onSale=1&sort=price-asc); unknown
 * values are ignored. Without `categories` any category is taken (the server then finds none).
 */
export function readShopFilters(
  params: URLSearchParams,
  categories?: readonly string[],
): ShopFilters {
  const category = params.get('category');
  const sort = params.get('sort');
  return {
    category: category && (!categories || categories.includes(category)) ? category : null,
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

/**
 * GET /api/shop's query for a shop URL: its filters and its paging (a value the API would
 * refuse is left out, so a hand-edited address still shows a page).
 */
export function shopApiQuery(params: URLSearchParams): URLSearchParams {
  const query = writeShopFilters(readShopFilters(params));
  for (const [key, value] of Object.entries(readPaging(params))) query.set(key, value);
  return query;
}

export const hasActiveFilters = (filters: ShopFilters) =>
  filters.category !== null || filters.inStockOnly || filters.onSaleOnly;

/** '1 product', '12 products'. */
export const productCountLabel = (count: number) => countOf(count, 'product');
