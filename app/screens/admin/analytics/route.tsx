import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { brand } from '../../../../domain/brand';
import { mayOpenConsole } from '../../../admin/console-access';
import { storeTimeZone } from '../../../commerce/dates';
import { getAnalyticsSamples } from '../../../data/content';
import { listOrders } from '../../../data/orders';
import { AnalyticsScreen } from './AnalyticsScreen';

/** Nothing for a visitor the guard turns away (see mayOpenConsole): orders are the admin's. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await mayOpenConsole(request))) return null;
  const [orders, samples] = await Promise.all([listOrders(), getAnalyticsSamples()]);
  return { orders, customerInsights: samples.customerInsights, events: samples.recentActivity };
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  if (!data) return null;
  const { orders, customerInsights, events } = data;
  return (
    <>
      <title>{`Analytics | ${brand.name}`}</title>
      <AnalyticsScreen
        orders={orders}
        customerInsights={customerInsights}
        events={events}
        timeZone={storeTimeZone}
      />
    </>
  );
}
