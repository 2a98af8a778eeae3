import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { mayOpenConsole } from '@app/admin/console-access';
import { skipFilterOnlyChanges } from '@app/records/revalidate';
import { listSystemSettings, saveSystemSettings } from '@app/data/admin-settings';
import { AdminSettingsScreen } from './AdminSettingsScreen';
import { useStoreName } from '@app/layout/store-name';

/** Nothing for a visitor the guard turns away (see mayOpenConsole). */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await mayOpenConsole(request))) return null;
  return { settings: await listSystemSettings() };
}

/** Switching category only changes the search: nothing to reload. */
export const shouldRevalidate = skipFilterOnlyChanges;

export function Component() {
  const storeName = useStoreName();
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  if (!data) return null;
  return (
    <>
      <title>{`Settings | ${storeName}`}</title>
      <AdminSettingsScreen
        settings={data.settings}
        onSave={async (changes) => {
          try {
            const saved = await saveSystemSettings(changes);
            void revalidator.revalidate();
            return saved;
          } catch (error) {
            console.error('Saving the system settings failed:', error);
            throw new Error('The settings could not be saved. Please try again.');
          }
        }}
      />
    </>
  );
}
