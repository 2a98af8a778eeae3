import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { brand } from '@domain/brand';
import {
  getApiKey,
  listSecurityEvents,
  listSecuritySettings,
  setSecuritySetting,
} from '@app/data/admin-settings';
import { mayOpenConsole } from '@app/admin/console-access';
import { AdminSecurityScreen } from './AdminSecurityScreen';

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
  const data = useLoaderData<typeof loader>();
  if (!data) return null;
  const { settings, events, apiKey } = data;
  return (
    <>
      <title>{`Security | ${brand.name}`}</title>
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
