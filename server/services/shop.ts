import { asc, eq } from 'drizzle-orm';
import { pageOf, type Page } from '../../domain/paging';
import { filterProducts, shopFiltersOf, type ShopQuery } from '../../domain/shop-query';
import type { Product } from '../../domain/types';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { listProducts } from './products';

/**
 * One page of the shop: the listed products passing the query's filters, in its order, with
 * the filtered total. The catalogue is small (hundreds at most) and its sale prices and stock
 * decide filters and prices, so the rules of domain/shop-query.ts run here on the whole list
 * and only the page travels.
 */
export async function shopPage(db: Db, query: ShopQuery): Promise<Page<Product>> {
  const [all, added] = await Promise.all([
    listProducts(db),
    db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.archived, false))
      .orderBy(asc(products.createdAt), asc(products.position)),
  ]);
  // Newer is larger: creation time, then the order they were added in.
  const addedAt = new Map(added.map((row, index) => [row.id, index]));
  return pageOf(filterProducts(all, shopFiltersOf(query), addedAt), query);
}
