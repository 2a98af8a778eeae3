import type { Category } from '../../domain/types';
import { api } from './api';

/** The shop's categories, in the admin's order: the /shop chips and the product form's suggestions. */
export const listCategories = () => api<Category[]>('/categories');

export const createCategory = (name: string) =>
  api<Category>('/categories', { method: 'POST', body: { name }, signedIn: true });

/** Renames a category; the server renames it on its products in the same transaction. */
export const renameCategory = (id: string, name: string) =>
  api<Category>(`/categories/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { name },
    signedIn: true,
  });

/** Saves the whole order at once (every category's id); a stale list is refused with 409. */
export const reorderCategories = (ids: readonly string[]) =>
  api<Category[]>('/categories/order', { method: 'PUT', body: { ids }, signedIn: true });

/** Refused (409) while products use it: the message says how many. */
export const deleteCategory = (id: string) =>
  api<undefined>(`/categories/${encodeURIComponent(id)}`, { method: 'DELETE', signedIn: true });

/** The order after moving one category a place up or down (unchanged at either end). */
export function movedOrder(
  categories: readonly Pick<Category, 'id'>[],
  id: string,
  direction: 'up' | 'down',
): string[] {
  const ids = categories.map((category) => category.id);
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}
