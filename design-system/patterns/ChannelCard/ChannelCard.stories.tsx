import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChannelCard } from './ChannelCard';

/**
 * Use ChannelCard for a notification channel's summary at the top of the admin Notifications
 * screen: messages sent in the last 30 days and how many of its notifications are on.
 */
const meta = {
  title: 'Patterns/ChannelCard',
  component: ChannelCard,
  args: {
    channel: 'email',
    name: 'Email',
    description: 'Order, shipping and account e-mails',
    sentCount: 12480,
    activeCount: 2,
    totalCount: 3,
    className: 'max-w-sm',
  },
} satisfies Meta<typeof ChannelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Email' })).toBeVisible();
    await expect(canvas.getByText('12,480')).toBeVisible();
    await expect(canvas.getByText('2 of 3')).toBeVisible();
    await expect(canvas.getByText('On')).toBeVisible();
  },
};

/** All three channels side by side, as on the screen. */
export const AllChannels: Story = {
  render: () => (
    <div className="grid grid-cols-3 gap-4">
      <ChannelCard
        channel="email"
        name="Email"
        description="Order, shipping and account e-mails"
        sentCount={12480}
        activeCount={2}
        totalCount={3}
      />
      <ChannelCard
        channel="push"
        name="Push"
        description="Staff and member app notifications"
        sentCount={3215}
        activeCount={1}
        totalCount={2}
      />
      <ChannelCard
        channel="sms"
        name="SMS"
        description="Delivery and promotional texts"
        sentCount={1872}
        activeCount={0}
        totalCount={2}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Email',
      'Push',
      'SMS',
    ]);
    await expect(canvas.getByText('Off')).toBeVisible();
  },
};

/** Every notification of the channel switched off. */
export const Empty: Story = {
  args: {
    channel: 'sms',
    name: 'SMS',
    description: undefined,
    sentCount: 0,
    activeCount: 0,
    totalCount: 2,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 of 2')).toBeVisible();
    await expect(canvas.getByText('Off')).toBeVisible();
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { className: undefined },
};
