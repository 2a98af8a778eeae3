import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import {
  getApiKey,
  listSecurityEvents,
  listSecuritySettings,
  setSecuritySetting,
} from '@app/data/admin-settings';
import { mayOpenConsole } from '@app/admin/console-access';
import { AdminSecurityScreen } from './AdminSecurityScreen';
import { useStoreName } from '@app/layout/store-name';

/** Nothing for a visitor the guard turns away (see mayOpenConsole). */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await mayOpenConsole(request))) return null;
  const [settings, events, apiKey] = await Promise.all([
    listSecuritySettings(),
    listSecurityEvents(),
    getApiKey(),
  ]);
  return { settings, events, apiKey };
}

export function Component() {
  const storeName = useStoreName();
  const data = useLoaderData<typeof loader>();
  if (!data) return null;
  const { settings, events, apiKey } = data;
  return (
    <>
      <title>{`Security | ${storeName}`}</title>
      <AdminSecurityScreen
        settings={settings}
        events={events}
        apiKey={apiKey}
        onToggleSetting={async (id, enabled) => {
          try {
            await setSecuritySetting(id, enabled);
          } catch (error) {
            console.error('Saving the security setting failed:', error);
            throw error;
          }
        }}
      />
    </>
  );
}
