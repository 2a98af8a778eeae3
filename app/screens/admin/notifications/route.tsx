import { useLoaderData } from 'react-router-dom';
import { brand } from '../../../../fixtures/brand';
import { skipFilterOnlyChanges } from '../../../admin/revalidate';
import {
  listNotificationChannels,
  listNotificationSettings,
  listNotificationTemplates,
  listSystemStatus,
  setNotificationSetting,
} from '../../../data/admin-settings';
import { NotificationsScreen } from './NotificationsScreen';

export async function loader() {
  const [channels, settings, templates, systemStatus] = await Promise.all([
    listNotificationChannels(),
    listNotificationSettings(),
    listNotificationTemplates(),
    listSystemStatus(),
  ]);
  return { channels, settings, templates, systemStatus };
}

/** Switching tabs only changes the search: nothing to reload. */
export const shouldRevalidate = skipFilterOnlyChanges;

export function Component() {
  const { channels, settings, templates, systemStatus } = useLoaderData<typeof loader>();
  return (
    <>
      <title>{`Notifications | ${brand.name}`}</title>
      <NotificationsScreen
        channels={channels}
        settings={settings}
        templates={templates}
        systemStatus={systemStatus}
        onToggleSetting={async (id, enabled) => {
          try {
            await setNotificationSetting(id, enabled);
          } catch (error) {
            console.error('Saving the notification setting failed:', error);
            throw error;
          }
        }}
      />
    </>
  );
}
