import type { Product, Recipe } from '../../domain/types';
import { listProducts } from './products';
import { listRecipes } from './recipes';

export interface SearchResults {
  query: string;
  products: Product[];
  recipes: Recipe[];
}

const words = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean);

/** Every word of the query must appear somewhere in the item's text (case-insensitive). */
export function matches(text: string, query: string): boolean {
  const haystack = text.toLowerCase();
  return words(query).every((word) => haystack.includes(word));
}

export async function searchCatalog(query: string): Promise<SearchResults> {
  const trimmed = query.trim();
  if (!trimmed) return { query: trimmed, products: [], recipes: [] };
  const [products, recipes] = await Promise.all([listProducts(), listRecipes()]);
  return {
    query: trimmed,
    products: products.filter((p) =>
      matches([p.name, p.brand, p.category, p.description].join(' '), trimmed),
    ),
    recipes: recipes.filter((r) =>
      matches([r.title, r.category, r.description, ...r.ingredients].join(' '), trimmed),
    ),
  };
}
