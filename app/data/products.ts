import type { ProductInput } from '../../domain/schemas';
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

/** What the server accepts: it keeps the rating and reviews, and derives 'in stock' from stock. */
async function toInput(product: Product): Promise<ProductInput> {
  // One at a time: the store takes at most two uploads at once from an account.
  const images: Product['images'] = [];
  for (const image of product.images) {
    images.push({ ...image, url: await storedImageUrl(image.url, 'images') });
  }
  const input: ProductInput = {
    name: product.name,
    brand: product.brand,
    category: product.category,
    description: product.description,
    images,
    sizes: product.sizes.map(({ id, size, priceCents, salePercent, stock }) => ({
      id,
      size,
      priceCents,
      salePercent,
      stock,
    })),
    features: product.features,
  };
  if (product.specifications) input.specifications = product.specifications;
  if (product.tags) input.tags = product.tags;
  return input;
}

/** Saves a product: a new one (empty id) gets a slug id from the server. */
export async function saveProduct(product: Product): Promise<Product> {
  const body = await toInput(product);
  return product.id
    ? api<Product>(`/products/${encodeURIComponent(product.id)}`, {
        method: 'PUT',
        body,
        signedIn: true,
      })
    : api<Product>('/products', { method: 'POST', body, signedIn: true });
}
