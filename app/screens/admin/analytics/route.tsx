import { useLoaderData } from 'react-router-dom';
import { brand } from '../../../../domain/brand';
import { storeTimeZone } from '../../../commerce/dates';
import { getAnalyticsSamples } from '../../../data/content';
import { listOrders } from '../../../data/orders';
import { AnalyticsScreen } from './AnalyticsScreen';

export async function loader() {
  const [orders, samples] = await Promise.all([listOrders(), getAnalyticsSamples()]);
  return { orders, customerInsights: samples.customerInsights, events: samples.recentActivity };
}

export function Component() {
  const { orders, customerInsights, events } = useLoaderData<typeof loader>();
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
