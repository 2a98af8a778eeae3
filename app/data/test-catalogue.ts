/**
 * A stand-in for ./products in unit tests that run without the API server: the fixture
 * catalogue, in memory. `vi.mock('./products', () => import('./test-catalogue'))`.
 */
import { products } from '../../fixtures/products';
import type { Product } from '../../domain/types';

const catalogue = new Map(structuredClone(products).map((product) => [product.id, product]));

export const listProducts = async () => structuredClone([...catalogue.values()]);
export const getProduct = async (id: string) => structuredClone(catalogue.get(id));
export async function saveProduct(product: Product): Promise<Product> {
  catalogue.set(product.id, structuredClone(product));
  return product;
}
