import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, toastQueue } from '@ds/primitives/Toast/Toast';
import { apiKeySample, securityEvents, securitySettings } from '@fixtures/admin';
import { AdminSecurityScreen } from './AdminSecurityScreen';

/** /admin/security: the API key panel, the grouped switches and the security activity. */
const meta = {
  title: 'Screens/Admin/Security',
  component: AdminSecurityScreen,
  parameters: { layout: 'fullscreen', route: '/admin/security' },
  render: (args) => (
    <>
      <AdminSecurityScreen {...args} />
      <Toaster />
    </>
  ),
  beforeEach: () => {
    // Toasts from an earlier story must not linger into this one.
    for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
  },
  args: {
    settings: securitySettings,
    events: securityEvents,
    apiKey: apiKeySample,
    onToggleSetting: fn(async () => undefined),
    onCopyApiKey: fn(async () => undefined),
  },
} satisfies Meta<typeof AdminSecurityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Security Settings' }),
    ).toBeVisible();
    for (const group of ['Authentication', 'Access', 'Monitoring']) {
      await expect(canvas.getByRole('region', { name: group })).toBeVisible();
    }
    const access = within(canvas.getByRole('region', { name: 'Access' }));
    await expect(access.getByRole('switch', { name: 'IP whitelisting' })).not.toBeChecked();
    await expect(
      canvas.getByRole('switch', { name: 'Require 2FA for all admin users' }),
    ).toBeChecked();
    const activity = within(canvas.getByRole('list', { name: 'Recent Security Activity' }));
    await expect(activity.getAllByRole('listitem')).toHaveLength(securityEvents.length);
    await expect(activity.getByText('Critical')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'API key' })).toHaveTextContent(
      'Hidden, ending in 0000',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show API key' })).toBeVisible();
  },
};

/** A switch saves at once: Space on IP whitelisting turns it on. */
export const ToggleSetting: Story = {
  play: async ({ args, canvas }) => {
    const ipWhitelisting = canvas.getByRole('switch', { name: 'IP whitelisting' });
    await userEvent.click(ipWhitelisting);
    await expect(args.onToggleSetting).toHaveBeenCalledWith('ip-whitelisting', true);
    await expect(ipWhitelisting).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(args.onToggleSetting).toHaveBeenLastCalledWith('ip-whitelisting', false);
    await expect(ipWhitelisting).not.toBeChecked();
  },
};

/** A failed save flips the switch back and says so in an error toast. */
export const ToggleFailed: Story = {
  args: { onToggleSetting: fn(async () => Promise.reject(new Error('QuotaExceededError'))) },
  play: async ({ canvas }) => {
    const twoFactor = canvas.getByRole('switch', { name: 'Require 2FA for all admin users' });
    await userEvent.click(twoFactor);
    await waitFor(() => expect(twoFactor).toBeChecked());
    const toast = await screen.findByRole('alertdialog', {
      name: 'Couldn\'t save "Require 2FA for all admin users"',
    });
    await expect(toast).toHaveTextContent('It is still on. Please try again.');
  },
};

/** Show reveals the key; Copy copies it and says 'Copied'. */
export const ApiKey: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show API key' }));
    await expect(canvas.getByRole('group', { name: 'API key' })).toHaveTextContent(
      apiKeySample.key,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.onCopyApiKey).toHaveBeenCalledWith(apiKeySample.key);
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    // It reads 'Copy' again after a moment (the screenshot shows that settled state).
    await expect(
      await canvas.findByRole('button', { name: 'Copy' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const CopyFailed: Story = {
  args: { onCopyApiKey: fn(async () => Promise.reject(new Error('NotAllowedError'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByText(/Couldn't copy the API key/)).toBeVisible();
  },
};
