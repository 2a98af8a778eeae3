import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { adminTiles, securityEvents } from '@fixtures/admin';
import { orders } from '@fixtures/orders';
import { AdminConsoleScreen } from './AdminConsoleScreen';
import { recentActivity } from './console-view';

/** /admin-console on the fixtures: the spec's nine tiles, then the Inbox, Forum Reports and the later tools, recent orders and security events. */
const meta = {
  title: 'Screens/Admin/Console',
  component: AdminConsoleScreen,
  parameters: { layout: 'fullscreen', route: '/admin-console' },
  args: { tiles: adminTiles, activity: recentActivity(securityEvents, orders) },
} satisfies Meta<typeof AdminConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const tileNames = () =>
  within(screen.getByRole('list', { name: 'Admin tools' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Console' })).toBeVisible();
    await expect(tileNames()).toEqual(adminTiles.map((tile) => tile.name));
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
    // The Inbox, Forum Reports, Gift Cards, E-mail, Club Members and Site Content sit after the spec's nine.
    await expect(tileNames().slice(-6)).toEqual([
      'Inbox',
      'Forum Reports',
      'Gift Cards',
      'E-mail',
      'Club Members',
      'Site Content',
    ]);
    await expect(canvas.getByRole('link', { name: 'Site Content' })).toHaveAttribute(
      'href',
      '/admin/content',
    );
    await expect(canvas.getByRole('link', { name: 'Club Members' })).toHaveAttribute(
      'href',
      '/admin/club-members',
    );
    await expect(canvas.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
      'href',
      '/admin/mail',
    );
    await expect(canvas.getByRole('link', { name: 'Gift Cards' })).toHaveAttribute(
      'href',
      '/admin/gift-cards',
    );
    await expect(canvas.getByRole('link', { name: 'Inbox' })).toHaveAttribute(
      'href',
      '/admin/inbox',
    );
    await expect(canvas.getByRole('link', { name: 'Forum Reports' })).toHaveAttribute(
      'href',
      '/admin/forum-reports',
    );
    // The gear goes to the system settings.
    await expect(canvas.getByRole('link', { name: 'System Settings' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
  },
};

/** The built-in test provider takes the payments: the admin is told no real money is taken. */
export const PaymentsTestProvider: Story = {
  args: { payments: { provider: 'test', live: false } },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('alert');
    await expect(notice).toHaveTextContent('Payments: test provider');
    await expect(notice).toHaveTextContent('no real money is taken');
  },
};

/** Stripe with live keys: one quiet line, no warning. */
export const PaymentsLive: Story = {
  args: { payments: { provider: 'stripe', live: true } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Payments: Stripe, live. Customers are charged real money.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Console' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

/** Name or description, case-insensitive; the query goes into the URL. */
export const Search: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'ORDER');
    await expect(tileNames()).toEqual(['Orders']);
    await userEvent.clear(search);
    // Only Shipping's description mentions zones.
    await userEvent.type(search, 'zones');
    await expect(tileNames()).toEqual(['Shipping']);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 tool found');
  },
};

export const NoResults: Story = {
  parameters: { route: '/admin-console?q=payroll' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('payroll');
    await expect(canvas.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear input' }));
    await expect(tileNames()).toHaveLength(adminTiles.length);
  },
};

export const RecentActivity: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    const popover = await screen.findByRole('dialog', { name: 'Recent Activity' });
    // Focus moves in once the popover is placed; the pointer leaves the bell, so it is not
    // caught mid-hover.
    await waitFor(() => expect(popover).toHaveFocus());
    await userEvent.unhover(canvas.getByRole('button', { name: 'Notifications' }));
    const entries = within(popover).getAllByRole('listitem');
    await expect(entries).toHaveLength(8);
    await expect(entries[0]).toHaveTextContent('New order FF-2024-0015');
    await expect(
      within(popover).getByRole('link', { name: 'New order FF-2024-0015' }),
    ).toHaveAttribute('href', '/invoice/FF-2024-0015');
  },
};
