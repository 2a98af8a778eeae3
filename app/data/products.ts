import type { ProductInput, ProductSave, ProductUpdate } from '../../domain/schemas';
import type { Page } from '../../domain/paging';
import type { Product } from '../../domain/types';
import { api, apiFind } from './api';
import { storedImageUrl } from './uploads';

/** The one catalogue, on the server: the shop, the product pages and the console read it. */
export const listProducts = () => api<Product[]>('/products');
export const getProduct = (id: string) => apiFind<Product>(`/products/${encodeURIComponent(id)}`);
export const deleteProduct = (id: string) =>
  api<undefined>(`/products/${encodeURIComponent(id)}`, { method: 'DELETE', signedIn: true });

/** Up to three products to suggest beside one (the server picks them from the live catalogue). */
export const getFrequentlyBoughtTogether = (id: string) =>
  api<Product[]>(`/products/${encodeURIComponent(id)}/related`);

/** Uploads the images still held in the browser, so the body names only stored ones. */
async function withStoredImages<T extends ProductInput | ProductUpdate>(product: T): Promise<T> {
  // One at a time: the store takes at most two uploads at once from an account.
  const images: T['images'] = [];
  for (const image of product.images) {
    images.push({ ...image, url: await storedImageUrl(image.url, 'images') });
  }
  return { ...product, images };
}

/** Saves a product; a new one gets its id (and its sizes theirs) from the server. */
export async function saveProduct(save: ProductSave): Promise<Product> {
  const body = await withStoredImages(save.product);
  return save.kind === 'edit'
    ? api<Product>(`/products/${encodeURIComponent(save.id)}`, {
        method: 'PUT',
        body,
        signedIn: true,
      })
    : api<Product>('/products', { method: 'POST', body, signedIn: true });
}

/**
 * One page of the shop, filtered and sorted by the server, with the filtered total; `query` is
 * GET /api/shop's (app/catalog/shop-filters.ts, shopApiQuery).
 */
export function getShopPage(query: URLSearchParams): Promise<Page<Product>> {
  const search = query.toString();
  return api<Page<Product>>(search ? `/shop?${search}` : '/shop');
}
