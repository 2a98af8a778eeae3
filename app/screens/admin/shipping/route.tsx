import { useLoaderData, useRevalidator } from 'react-router-dom';
import { skipFilterOnlyChanges } from '@app/records/revalidate';
import { saveFailedMessage, type SaveOutcome } from '@app/records/outcome';
import { ApiError } from '@app/data/api';
import { deleteShippingZone, listShippingZones, saveShippingZone } from '@app/data/shipping';
import { AdminShippingScreen } from './AdminShippingScreen';
import { useStoreName } from '@app/layout/store-name';

/**
 * The server decides: another admin may have taken the name since this list loaded (409 on
 * the name), or a field may break a rule the form does not know (400 with its message).
 */
function refusal(error: unknown): SaveOutcome<'name'> {
  if (error instanceof ApiError) {
    const { name, ...others } = error.fields;
    if (name) return { ok: false, field: 'name', message: name };
    const first = Object.values(others)[0];
    if (first) return { ok: false, message: first };
    if (error.status === 401 || error.status === 403) return { ok: false, message: error.message };
  }
  console.error('Saving the shipping zone failed:', error);
  return { ok: false, message: saveFailedMessage };
}

export async function loader() {
  return { zones: await listShippingZones() };
}

/** Searching only changes the search: nothing to reload. */
export const shouldRevalidate = skipFilterOnlyChanges;

export function Component() {
  const storeName = useStoreName();
  const { zones } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();

  return (
    <>
      <title>{`Shipping | ${storeName}`}</title>
      <AdminShippingScreen
        zones={zones}
        onSaveZone={async (zone) => {
          try {
            await saveShippingZone(zone);
            await revalidator.revalidate();
            return { ok: true };
          } catch (error) {
            return refusal(error);
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
