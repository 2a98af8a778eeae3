import { shippingZones as seedZones } from '../../fixtures/shipping';
import type { ShippingZone } from '../../domain/types';
import { collection } from './collection';

const zones = collection<ShippingZone>({
  name: 'shipping-zones',
  version: 1,
  seed: () => structuredClone(seedZones),
});

export const listShippingZones = () => zones.list();
export const deleteShippingZone = (id: string) => zones.remove(id);

export async function saveShippingZone(zone: ShippingZone): Promise<ShippingZone> {
  return zones.put({ ...zone, id: zone.id || `zone-${crypto.randomUUID()}` });
}
