import { useLoaderData, useRevalidator } from 'react-router-dom';
import { brand } from '../../../../fixtures/brand';
import { skipFilterOnlyChanges } from '../../../admin/revalidate';
import { listSystemSettings, saveSystemSettings } from '../../../data/admin-settings';
import { SettingsScreen } from './SettingsScreen';

export async function loader() {
  return { settings: await listSystemSettings() };
}

/** Switching category only changes the search: nothing to reload. */
export const shouldRevalidate = skipFilterOnlyChanges;

export function Component() {
  const { settings } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  return (
    <>
      <title>{`Settings | ${brand.name}`}</title>
      <SettingsScreen
        settings={settings}
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
