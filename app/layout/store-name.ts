import { useRouteLoaderData } from 'react-router-dom';
import { brand } from '../../domain/brand';
import { knownStoreName } from '../data/known-store-name';
import type { loader } from './route';

/** The layout route's id (app/routes.ts), whose loader reads the store's details. */
export const layoutRouteId = 'layout';

/**
 * The store's name as the admin last saved it (GET /api/store, read by the layout once per page
 * load): every page title, heading and piece of copy that names the shop takes it from here.
 * When the layout could not load, the last name read, else the brand's seed name.
 */
export function useStoreName(): string {
  const layout = useRouteLoaderData<typeof loader>(layoutRouteId);
  return layout?.storeName || knownStoreName() || brand.name;
}
