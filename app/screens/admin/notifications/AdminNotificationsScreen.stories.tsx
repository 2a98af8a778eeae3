import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, toastQueue } from '@ds/primitives/Toast/Toast';
import {
  notificationChannels,
  notificationSettings,
  notificationTemplates,
  systemStatus,
} from '@fixtures/admin';
import { AdminNotificationsScreen } from './AdminNotificationsScreen';

const activeOf = (canvasElement: HTMLElement, channel: string) =>
  canvasElement.querySelector(`[data-channel="${channel}"] [data-slot="channel-card-active"]`);

/** /admin/notifications: channel cards, the Settings and Templates tabs, the System Status. */
const meta = {
  title: 'Screens/Admin/Notifications',
  component: AdminNotificationsScreen,
  parameters: { layout: 'fullscreen', route: '/admin/notifications' },
  render: (args) => (
    <>
      <AdminNotificationsScreen {...args} />
      <Toaster />
    </>
  ),
  beforeEach: () => {
    for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
  },
  args: {
    channels: notificationChannels,
    settings: notificationSettings,
    templates: notificationTemplates,
    systemStatus,
    onToggleSetting: fn(async () => undefined),
  },
} satisfies Meta<typeof AdminNotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Notification Management' }),
    ).toBeVisible();
    await expect(
      canvas
        .getAllByRole('heading', { level: 2 })
        .slice(0, 3)
        .map((h) => h.textContent),
    ).toEqual(['Email', 'Push', 'SMS']);
    await expect(activeOf(canvasElement, 'email')).toHaveTextContent('2 of 3');
    await expect(canvas.getByRole('tab', { name: 'Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const status = within(canvas.getByRole('list', { name: 'System Status' }));
    await expect(status.getAllByRole('listitem')).toHaveLength(systemStatus.length);
    await expect(status.getByText('Degraded')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Templates' })).toBeVisible();
  },
};

/** A switch saves at once, and its channel card counts it. */
export const ToggleSetting: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const promo = canvas.getByRole('switch', { name: 'Promotional texts' });
    await userEvent.click(promo);
    await expect(args.onToggleSetting).toHaveBeenCalledWith('promo-sms', true);
    await expect(promo).toBeChecked();
    await expect(activeOf(canvasElement, 'sms')).toHaveTextContent('2 of 2');
  },
};

export const ToggleFailed: Story = {
  args: { onToggleSetting: fn(async () => Promise.reject(new Error('blocked'))) },
  play: async ({ canvas, canvasElement }) => {
    const alerts = canvas.getByRole('switch', { name: 'Low stock alerts' });
    await userEvent.click(alerts);
    await waitFor(() => expect(alerts).not.toBeChecked());
    await expect(activeOf(canvasElement, 'email')).toHaveTextContent('2 of 3');
    await expect(
      await screen.findByRole('alertdialog', { name: 'Couldn\'t save "Low stock alerts"' }),
    ).toBeVisible();
  },
};

/** The Templates tab, by keyboard: the table of templates. */
export const Templates: Story = {
  play: async ({ canvas }) => {
    const settingsTab = canvas.getByRole('tab', { name: 'Settings' });
    await userEvent.click(settingsTab);
    await userEvent.keyboard('{ArrowRight}');
    const templatesTab = canvas.getByRole('tab', { name: 'Templates' });
    await expect(templatesTab).toHaveAttribute('aria-selected', 'true');
    const table = within(await canvas.findByRole('grid', { name: 'Templates' }));
    await expect(table.getAllByRole('row')).toHaveLength(notificationTemplates.length + 1);
    await expect(table.getByRole('rowheader', { name: 'Order confirmation' })).toBeVisible();
    await expect(table.getByText('Your Forge & Flame order is confirmed')).toBeVisible();
    await expect(table.getByText('Dec 1, 2024, 4:00 AM')).toBeVisible();
  },
};

/** Opened at ?tab=templates: the tab is in the URL. */
export const TemplatesFromUrl: Story = {
  parameters: { route: '/admin/notifications?tab=templates' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Templates' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
