import { useLoaderData } from 'react-router-dom';
import { brand } from '../../../../fixtures/brand';
import {
  getApiKey,
  listSecurityEvents,
  listSecuritySettings,
  setSecuritySetting,
} from '../../../data/admin-settings';
import { SecurityScreen } from './SecurityScreen';

export async function loader() {
  const [settings, events, apiKey] = await Promise.all([
    listSecuritySettings(),
    listSecurityEvents(),
    getApiKey(),
  ]);
  return { settings, events, apiKey };
}

export function Component() {
  const { settings, events, apiKey } = useLoaderData<typeof loader>();
  return (
    <>
      <title>{`Security | ${brand.name}`}</title>
      <SecurityScreen
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
