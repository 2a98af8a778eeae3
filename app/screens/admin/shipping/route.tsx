import { useLoaderData, useRevalidator } from 'react-router-dom';
import { brand } from '../../../../fixtures/brand';
import { skipFilterOnlyChanges } from '../../../admin/revalidate';
import { saveFailedMessage } from '../../../admin/outcome';
import { deleteShippingZone, listShippingZones, saveShippingZone } from '../../../data/shipping';
import { ShippingScreen } from './ShippingScreen';

export async function loader() {
  return { zones: await listShippingZones() };
}

/** Searching only changes the search: nothing to reload. */
export const shouldRevalidate = skipFilterOnlyChanges;

export function Component() {
  const { zones } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();

  return (
    <>
      <title>{`Shipping | ${brand.name}`}</title>
      <ShippingScreen
        zones={zones}
        onSaveZone={async (zone) => {
          // Another tab may have taken the name since this one loaded.
          const current = await listShippingZones().catch(() => zones);
          const taken = current.some(
            (other) =>
              other.id !== zone.id && other.name.trim().toLowerCase() === zone.name.toLowerCase(),
          );
          if (taken) {
            return { ok: false, field: 'name', message: 'A zone with this name already exists' };
          }
          try {
            await saveShippingZone(zone);
            await revalidator.revalidate();
            return { ok: true };
          } catch (error) {
            console.error('Saving the shipping zone failed:', error);
            return { ok: false, message: saveFailedMessage };
          }
        }}
        onDeleteZone={async (zone) => {
          try {
            await deleteShippingZone(zone.id);
          } catch (error) {
            console.error('Deleting the shipping zone failed:', error);
            throw new Error(`"${zone.name}" could not be deleted. Please try again.`);
          }
          await revalidator.revalidate();
        }}
      />
    </>
  );
}
