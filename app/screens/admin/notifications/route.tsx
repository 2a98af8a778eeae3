import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { mayOpenConsole } from '@app/admin/console-access';
import { skipFilterOnlyChanges } from '@app/records/revalidate';
import {
  listNotificationChannels,
  listNotificationSettings,
  listNotificationTemplates,
  listSystemStatus,
  setNotificationSetting,
} from '@app/data/admin-settings';
import { AdminNotificationsScreen } from './AdminNotificationsScreen';
import { useStoreName } from '@app/layout/store-name';

/** Nothing for a visitor the guard turns away (see mayOpenConsole). */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await mayOpenConsole(request))) return null;
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
  const storeName = useStoreName();
  const data = useLoaderData<typeof loader>();
  if (!data) return null;
  const { channels, settings, templates, systemStatus } = data;
  return (
    <>
      <title>{`Notifications | ${storeName}`}</title>
      <AdminNotificationsScreen
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
