import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OrderCard } from './OrderCard';

/**
 * Use OrderCard for each order in the account's Orders list: number, status badge, date,
 * item count, total and 'View Invoice'. The admin's order table is a Table, not these cards.
 */
const meta = {
  title: 'Patterns/OrderCard',
  component: OrderCard,
  args: {
    orderId: 'FF-2024-0012',
    status: 'processing',
    date: 'Dec 10, 2024',
    dateTime: '2024-12-10T16:05:00.000Z',
    itemCount: 4,
    totalCents: 6873,
    image: '/images/products/texas-brisket-rub.svg',
    invoiceHref: '/invoice/FF-2024-0012',
  },
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Order FF-2024-0012' })).toBeVisible();
    await expect(canvas.getByText('Processing')).toBeVisible();
    await expect(canvas.getByText('4 items')).toBeVisible();
    await expect(canvas.getByText('$68.73')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Invoice FF-2024-0012' })).toHaveAttribute(
      'href',
      '/invoice/FF-2024-0012',
    );
  },
};

/** Every status keeps its own tint: confirmed, delivered, cancelled. */
export const Statuses: Story = {
  render: (args) => (
    <ul className="flex flex-col gap-3">
      {(['confirmed', 'delivered', 'cancelled'] as const).map((status, index) => (
        <li key={status}>
          <OrderCard
            {...args}
            status={status}
            orderId={`FF-2024-000${index + 1}`}
            invoiceHref={`/invoice/FF-2024-000${index + 1}`}
            itemCount={1}
          />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    for (const status of ['Confirmed', 'Delivered', 'Cancelled']) {
      await expect(canvas.getByText(status)).toBeVisible();
    }
    await expect(canvas.getAllByText('1 item')).toHaveLength(3);
  },
};

/** Without a picture the card shows an invoice icon. */
export const NoImage: Story = { args: { image: undefined } };

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'View Invoice FF-2024-0012' })).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
  },
};

export const LongText: Story = {
  args: { orderId: 'FF-2024-9999', itemCount: 128, totalCents: 123456789 },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View Invoice FF-2024-0012' })).toBeVisible();
  },
};
