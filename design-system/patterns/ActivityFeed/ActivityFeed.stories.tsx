import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ban, KeyRound, LogIn, Settings, ShieldAlert, ShoppingBag } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { ActivityFeed, type ActivityFeedItem } from './ActivityFeed';

const securityItems: ActivityFeedItem[] = [
  {
    id: 'sec-event-6',
    title: 'Admin signed in from a new device',
    icon: LogIn,
    iconTone: 'info',
    details: ['andre.williams@forgeandflame.example', 'IP 198.51.100.24'],
    at: '2024-12-14T08:12:00.000Z',
    timeLabel: 'Dec 14, 2024, 2:12 AM',
    badge: { label: 'Info', tone: 'info' },
  },
  {
    id: 'sec-event-5',
    title: '3 failed sign-in attempts',
    icon: ShieldAlert,
    iconTone: 'warning',
    details: ['james.oconnor@forgeandflame.example', 'IP 203.0.113.77'],
    at: '2024-12-13T23:41:00.000Z',
    timeLabel: 'Dec 13, 2024, 5:41 PM',
    badge: { label: 'Warning', tone: 'warning' },
  },
  {
    id: 'sec-event-4',
    title: 'Enabled “Require 2FA for all admin users”',
    icon: Settings,
    details: ['keisha.brown@forgeandflame.example', 'IP 198.51.100.31'],
    at: '2024-12-12T15:20:00.000Z',
    timeLabel: 'Dec 12, 2024, 9:20 AM',
    badge: { label: 'Info', tone: 'info' },
  },
  {
    id: 'sec-event-3',
    title: 'API key regenerated',
    icon: KeyRound,
    iconTone: 'gold',
    details: ['andre.williams@forgeandflame.example', 'IP 198.51.100.24'],
    at: '2024-12-10T10:02:00.000Z',
    timeLabel: 'Dec 10, 2024, 4:02 AM',
    badge: { label: 'Warning', tone: 'warning' },
  },
  {
    id: 'sec-event-2',
    title: 'Blocked repeated requests to /admin',
    icon: Ban,
    iconTone: 'danger',
    details: ['system', 'IP 192.0.2.199'],
    at: '2024-12-08T03:15:00.000Z',
    timeLabel: 'Dec 7, 2024, 9:15 PM',
    badge: { label: 'Critical', tone: 'danger' },
  },
];

/**
 * Use ActivityFeed for a short timeline of recent events, newest first: the admin Recent
 * Security Activity (icon by type, actor, IP, time, severity) and the analytics Recent
 * Activity (orders linking to their invoice, shop events).
 */
const meta = {
  title: 'Patterns/ActivityFeed',
  component: ActivityFeed,
  args: { items: securityItems, 'aria-label': 'Recent Security Activity', className: 'max-w-2xl' },
} satisfies Meta<typeof ActivityFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const feed = canvas.getByRole('list', { name: 'Recent Security Activity' });
    const items = within(feed).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[1]).toHaveTextContent('3 failed sign-in attempts');
    await expect(items[1]).toHaveTextContent('IP 203.0.113.77');
    await expect(within(items[1]!).getByText('Warning')).toBeVisible();
    await expect(items[4]!.querySelector('time')).toHaveAttribute(
      'datetime',
      '2024-12-08T03:15:00.000Z',
    );
  },
};

/** Titles with an href are links, e.g. an order to its invoice. */
export const WithLinks: Story = {
  args: {
    'aria-label': 'Recent Activity',
    items: [
      {
        id: 'order-15',
        title: 'New order FF-2024-0015 from Sarah Mitchell ($135.92)',
        href: '/invoice/FF-2024-0015',
        icon: ShoppingBag,
        iconTone: 'success',
        at: '2024-12-14T15:42:00.000Z',
        timeLabel: 'Dec 14, 2024, 9:42 AM',
      },
      securityItems[0]!,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /New order FF-2024-0015/ });
    await expect(link).toHaveAttribute('href', '/invoice/FF-2024-0015');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { items: [], emptyMessage: 'No security events in the last 30 days.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No security events in the last 30 days.')).toBeVisible();
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
