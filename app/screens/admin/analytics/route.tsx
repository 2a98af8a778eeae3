import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { mayOpenConsole } from '@app/admin/console-access';
import { getAnalytics } from '@app/data/analytics';
import { getAnalyticsSamples } from '@app/data/content';
import { AdminAnalyticsScreen } from './AdminAnalyticsScreen';
import { useStoreName } from '@app/layout/store-name';

/** Nothing for a visitor the guard turns away (see mayOpenConsole): orders are the admin's. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await mayOpenConsole(request))) return null;
  const [analytics, samples] = await Promise.all([getAnalytics(), getAnalyticsSamples()]);
  return { analytics, customerInsights: samples.customerInsights, events: samples.recentActivity };
}

export function Component() {
  const storeName = useStoreName();
  const data = useLoaderData<typeof loader>();
  if (!data) return null;
  const { analytics, customerInsights, events } = data;
  return (
    <>
      <title>{`Analytics | ${storeName}`}</title>
      <AdminAnalyticsScreen
        analytics={analytics}
        customerInsights={customerInsights}
        events={events}
      />
    </>
  );
}
