import { frequentlyBoughtTogether, products as seedProducts } from '../../fixtures/products';
import type { Product } from '../../fixtures/types';
import { collection } from './collection';
import { productSchema } from './schemas';
import { uniqueSlug } from './slug';

/** The one catalogue: the shop, the product pages and the admin console all read it. */
const catalogue = collection<Product>({
  name: 'products',
  version: 1,
  seed: () => structuredClone(seedProducts),
  schema: productSchema,
});

export const listProducts = () => catalogue.list();
export const getProduct = (id: string) => catalogue.get(id);
export const deleteProduct = (id: string) => catalogue.remove(id);

/** Saves a product; a new one (empty id) gets a slug id from its name that is not taken yet. */
export async function saveProduct(product: Product): Promise<Product> {
  if (product.id) return catalogue.put(product);
  const taken = new Set((await catalogue.list()).map((p) => p.id));
  return catalogue.put({ ...product, id: uniqueSlug(product.name, taken) });
}

/** Up to three products to suggest beside one: the curated pairs, else other products in stock. */
export async function getFrequentlyBoughtTogether(productId: string): Promise<Product[]> {
  const live = await catalogue.list();
  const curated = frequentlyBoughtTogether(productId)
    .map((suggestion) => live.find((product) => product.id === suggestion.id))
    .filter((product): product is Product => product !== undefined);
  const fallback = live.filter(
    (product) => product.id !== productId && product.sizes.some((size) => size.inStock),
  );
  return [...new Set([...curated, ...fallback])].slice(0, 3);
}
