import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { analyticsFromOrders } from '@domain/analytics';
import { customerInsights, recentActivity } from '@fixtures/admin';
import { orders } from '@fixtures/orders';
import { defaultStoreTimeZone } from '@app/commerce/dates';
import { AdminAnalyticsScreen } from './AdminAnalyticsScreen';

/** Recharts measures its box after the first paint: wait until both charts have drawn. */
async function chartsDrawn(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-wrapper').length).toBe(2));
  await waitFor(() =>
    expect(canvasElement.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0),
  );
}

const tileValue = (canvas: ReturnType<typeof within>, label: string) =>
  canvas
    .getByText(label, { selector: '[data-slot="stat-tile-label"]' })
    .parentElement?.querySelector('[data-slot="stat-tile-value"]')?.textContent;

/**
 * /admin/analytics on the sample orders (Oct–Dec 2024): the figures are computed from them
 * with the same function the server answers /api/analytics with. The charts live in a box of
 * fixed height and draw without animation, so screenshots hold.
 */
const meta = {
  title: 'Screens/Admin/Analytics',
  component: AdminAnalyticsScreen,
  parameters: { layout: 'fullscreen', route: '/admin/analytics' },
  args: {
    analytics: analyticsFromOrders(orders, defaultStoreTimeZone),
    customerInsights,
    events: recentActivity,
  },
} satisfies Meta<typeof AdminAnalyticsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chartsDrawn(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    // 15 orders; revenue from the 13 neither cancelled nor failed; 11 distinct customers.
    await expect(tileValue(canvas, 'Total Revenue')).toBe('$873.70');
    await expect(tileValue(canvas, 'Orders')).toBe('15');
    await expect(tileValue(canvas, 'Average Order Value')).toBe('$72.81');
    await expect(tileValue(canvas, 'Customers')).toBe('11');
    await expect(canvas.getByText('+54.1% vs Nov 2024')).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: 'Revenue Overview' }),
    ).toHaveAccessibleDescription(
      'Revenue rose from $135.19 in Oct 2024 to $447.84 in Dec 2024; the best month was Dec 2024 ($447.84).',
    );
    const orderTable = within(canvas.getByRole('table', { name: 'Order Trends' }));
    await expect(orderTable.getByRole('row', { name: /Dec 2024/ })).toHaveTextContent(
      'Dec 20247070',
    );
    const top = within(canvas.getByRole('list', { name: 'Top Products' }));
    await expect(top.getAllByRole('listitem')[0]).toHaveTextContent(
      'Instant-Read Meat Thermometer3 units sold$199.99',
    );
    const insights = within(canvas.getByRole('list', { name: 'Customer Insights' }));
    await expect(insights.getAllByRole('listitem')[1]).toHaveTextContent('Returning customers36%');
    const activity = within(canvas.getByRole('list', { name: 'Recent Activity' }));
    await expect(activity.getByRole('link', { name: /FF-2024-0015/ })).toHaveAttribute(
      'href',
      '/invoice/FF-2024-0015',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await chartsDrawn(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Order Trends' })).toBeVisible();
  },
};

/** 'Show data' turns the hidden table of a chart into a visible one. */
export const ShowData: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chartsDrawn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show data: Revenue Overview' }));
    const table = canvas.getByRole('table', { name: 'Revenue Overview' });
    await expect(table).not.toHaveClass('sr-only');
    await expect(within(table).getByRole('row', { name: /Nov 2024/ })).toHaveTextContent(
      'Nov 2024$290.674',
    );
  },
};

/** No orders yet: zeros, no changes, and summaries that say so. */
export const Empty: Story = {
  args: { analytics: analyticsFromOrders([], defaultStoreTimeZone) },
  play: async ({ canvas }) => {
    await expect(tileValue(canvas, 'Total Revenue')).toBe('$0.00');
    await expect(tileValue(canvas, 'Orders')).toBe('0');
    await expect(canvas.queryByText(/vs Nov/)).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Order Trends' })).toHaveAccessibleDescription(
      'No orders yet: the chart fills in as orders come in.',
    );
    await expect(canvas.getByText('No products sold yet.')).toBeVisible();
  },
};
