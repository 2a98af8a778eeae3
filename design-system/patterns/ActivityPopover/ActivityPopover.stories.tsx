import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ActivityPopover, type ActivityItem } from './ActivityPopover';

const items: ActivityItem[] = [
  {
    id: 'order-FF-2024-0015',
    kind: 'order',
    title: 'New order FF-2024-0015',
    detail: 'Sarah Mitchell · $135.92',
    time: 'Dec 14, 2024, 9:42 AM',
    dateTime: '2024-12-14T15:42:00.000Z',
    href: '/invoice/FF-2024-0015',
  },
  {
    id: 'security-1',
    kind: 'security',
    title: 'Admin signed in from a new device',
    detail: 'andre.williams@forgeandflame.example · 198.51.100.24',
    time: 'Dec 14, 2024, 2:12 AM',
    dateTime: '2024-12-14T08:12:00.000Z',
    href: '/admin/security',
  },
  {
    id: 'security-2',
    kind: 'security',
    title: '5 failed sign-in attempts',
    detail: 'unknown · 203.0.113.7',
    time: 'Dec 13, 2024, 11:03 PM',
    dateTime: '2024-12-14T05:03:00.000Z',
    tone: 'danger',
  },
  {
    id: 'security-3',
    kind: 'security',
    title: 'API key rotated',
    detail: 'carla.nguyen@forgeandflame.example',
    time: 'Dec 13, 2024, 4:20 PM',
    dateTime: '2024-12-13T22:20:00.000Z',
    tone: 'warning',
  },
];

/**
 * Use ActivityPopover in the admin console's header: the bell shows how many recent events
 * there are and opens them in a popover, newest first, each linking where it makes sense
 * (an order to its invoice).
 */
const meta = {
  title: 'Patterns/ActivityPopover',
  component: ActivityPopover,
  args: { items },
  decorators: [
    (Story) => (
      <div className="flex h-125 justify-end pr-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActivityPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications' });
    await expect(bell).toHaveAccessibleDescription('4 recent events');
    await userEvent.click(bell);
    const popover = await within(document.body).findByRole('dialog', { name: 'Recent Activity' });
    // Focus moves in once the popover is placed; the pointer leaves the bell, so it is not
    // caught mid-hover.
    await waitFor(() => expect(popover).toHaveFocus());
    await userEvent.unhover(bell);
    const entries = within(popover).getAllByRole('listitem');
    await expect(entries).toHaveLength(4);
    await expect(entries[0]).toHaveTextContent('New order FF-2024-0015');
    await expect(
      within(popover).getByRole('link', { name: 'New order FF-2024-0015' }),
    ).toHaveAttribute('href', '/invoice/FF-2024-0015');
    // Entries without a destination are plain text.
    await expect(within(popover).queryByRole('link', { name: 'API key rotated' })).toBeNull();
  },
};

export const KeyboardCloseReturnsFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const bell = canvas.getByRole('button', { name: 'Notifications' });
    await expect(bell).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('dialog', { name: 'Recent Activity' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(bell).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications' });
    await expect(bell).not.toHaveAccessibleDescription();
    await userEvent.click(bell);
    const popover = await within(document.body).findByRole('dialog', { name: 'Recent Activity' });
    await expect(popover).toHaveTextContent('No recent activity');
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await within(document.body).findByRole('dialog', { name: 'Recent Activity' });
  },
};
