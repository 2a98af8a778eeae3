import type { ShippingZoneInput } from '../../domain/shipping-schemas';
import type { ShippingZone } from '../../domain/types';
import { api } from './api';

/** Shipping zones live on the store server: every visitor reads the admin's latest rates. */
export const listShippingZones = () => api<ShippingZone[]>('/shipping-zones');

export const deleteShippingZone = (id: string) =>
  api<undefined>(`/shipping-zones/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    signedIn: true,
  });

/** Saves a zone: a new one (empty id) gets a slug id from its name on the server. */
export async function saveShippingZone(zone: ShippingZone): Promise<ShippingZone> {
  const body: ShippingZoneInput = { name: zone.name, regions: zone.regions, methods: zone.methods };
  return zone.id
    ? api<ShippingZone>(`/shipping-zones/${encodeURIComponent(zone.id)}`, {
        method: 'PUT',
        body,
        signedIn: true,
      })
    : api<ShippingZone>('/shipping-zones', { method: 'POST', body, signedIn: true });
}
