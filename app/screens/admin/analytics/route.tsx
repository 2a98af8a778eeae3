import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { brand } from '@domain/brand';
import { mayOpenConsole } from '@app/admin/console-access';
import { getAnalytics } from '@app/data/analytics';
import { getAnalyticsSamples } from '@app/data/content';
import { AdminAnalyticsScreen } from './AdminAnalyticsScreen';

/** Nothing for a visitor the guard turns away (see mayOpenConsole): orders are the admin's. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await mayOpenConsole(request))) return null;
  const [analytics, samples] = await Promise.all([getAnalytics(), getAnalyticsSamples()]);
  return { analytics, customerInsights: samples.customerInsights, events: samples.recentActivity };
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  if (!data) return null;
  const { analytics, customerInsights, events } = data;
  return (
    <>
      <title>{`Analytics | ${brand.name}`}</title>
      <AdminAnalyticsScreen
        analytics={analytics}
        customerInsights={customerInsights}
        events={events}
      />
    </>
  );
}
