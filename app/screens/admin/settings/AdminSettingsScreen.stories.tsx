import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, toastQueue } from '@ds/primitives/Toast/Toast';
import { systemSettings } from '@fixtures/admin';
import type { SystemSetting } from '@domain/types';
import type { SystemSettingValues } from '@app/admin/system-settings-schema';
import { AdminSettingsScreen } from './AdminSettingsScreen';
import { clearLiveAnnouncer } from '@ds/lib/live-announcer';

/** Like the data module: the changes applied to the settings, every setting returned. */
const saveLikeTheStore = async (changes: SystemSettingValues): Promise<SystemSetting[]> =>
  systemSettings.map((setting) =>
    setting.id in changes ? { ...setting, value: changes[setting.id]! } : setting,
  );

const summaryValue = (canvasElement: HTMLElement, label: string) =>
  [...canvasElement.querySelectorAll('[data-slot="settings-summary-card"]')]
    .find((card) => card.querySelector('dt')?.textContent === label)
    ?.querySelector('[data-slot="settings-summary-value"]')?.textContent;

/** /admin/settings: summary cards, the category sidebar and the field editor. */
const meta = {
  title: 'Screens/Admin/Settings',
  component: AdminSettingsScreen,
  parameters: { layout: 'fullscreen', route: '/admin/settings' },
  render: (args) => (
    <>
      <AdminSettingsScreen {...args} />
      <Toaster />
    </>
  ),
  beforeEach: () => {
    for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
    sessionStorage.removeItem('ff.draft.admin-settings');
  },
  args: { settings: systemSettings, onSave: fn(saveLikeTheStore) },
} satisfies Meta<typeof AdminSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's defaults: USD, America/Chicago; nothing edited, so no Save Changes. The third
 * card is the store's phone: the notification e-mail sends nothing, so it is not summarised. */
export const Desktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();
    await expect(summaryValue(canvasElement, 'Currency')).toBe('USD');
    await expect(summaryValue(canvasElement, 'Timezone')).toBe('America/Chicago');
    await expect(summaryValue(canvasElement, 'Store phone')).toBe('(312) 555-0100');
    const nav = within(canvas.getByRole('navigation', { name: 'Settings categories' }));
    await expect(nav.getByRole('link', { name: 'General' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: /Currency/ })).toHaveTextContent('USD');
    // As in Shopify: the currency is the one prices are entered and charged in.
    await expect(
      canvas.getByText(
        'Prices are entered and charged in this currency. Changing it changes the symbol and format everywhere; amounts are not converted.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  },
};

/** Store details: what the footer, Contact, Help, invoices and e-mails show. */
export const StoreDetails: Story = {
  parameters: { route: '/admin/settings?category=store' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Store details' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Store name' })).toHaveValue('Forge & Flame');
    await expect(canvas.getByRole('textbox', { name: 'Contact e-mail' })).toHaveValue(
      'support@forgeandflame.example',
    );
    await expect(canvas.getByRole('button', { name: /State/ })).toHaveTextContent('IL');
    await expect(canvas.getByRole('textbox', { name: 'Opening hours, Sat' })).toHaveValue(
      '10:00 AM–11:00 PM',
    );
    const phone = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(phone).toHaveValue('(312) 555-0100');
    await userEvent.clear(phone);
    await userEvent.type(phone, 'call us');
    await userEvent.tab();
    await expect(
      await canvas.findByText('Enter a phone number, e.g. (312) 555-0100'),
    ).toBeVisible();
    await userEvent.clear(phone);
    await userEvent.type(phone, '(312) 555-0111');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ 'contact-phone': '(312) 555-0111' }),
    );
    await waitFor(() => expect(summaryValue(canvasElement, 'Store phone')).toBe('(312) 555-0111'));
    await expect(await screen.findByRole('alertdialog', { name: 'Settings saved' })).toBeVisible();
    clearLiveAnnouncer();
    // The reference shows the page from its top, not where the last field scrolled it.
    window.scrollTo(0, 0);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Security' })).toBeVisible();
  },
};

/** An edit reveals Save Changes and Discard; Discard puts the saved value back. */
export const EditThenDiscard: Story = {
  parameters: { route: '/admin/settings?category=store' },
  play: async ({ args, canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Store name' });
    await userEvent.type(name, ' BBQ');
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await expect(name).toHaveValue('Forge & Flame');
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The header fits a name of up to 40 characters: a longer one is refused beside the field. */
export const StoreNameTooLong: Story = {
  parameters: { route: '/admin/settings?category=store' },
  play: async ({ args, canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Store name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Forge & Flame Smokehouse and BBQ Companyy');
    await userEvent.tab();
    await expect(await canvas.findByText('Store name can be at most 40 characters')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** SMTP port 70000 is not a port: the message shows and nothing is saved. */
export const InvalidPort: Story = {
  parameters: { route: '/admin/settings?category=email' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Email' })).toBeVisible();
    const port = canvas.getByRole('textbox', { name: 'SMTP port' });
    await expect(port).toHaveValue('587');
    await userEvent.clear(port);
    await userEvent.type(port, '70000');
    await userEvent.tab();
    await expect(await canvas.findByText('Enter a port from 1 to 65535')).toBeVisible();
    await expect(port).toHaveValue('70000');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Sender e-mail' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Sender e-mail' }), 'orders@');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Please enter a valid email')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Saving sends only the change, updates the summary card, hides the button and says so. */
export const SaveCurrency: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Currency/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'EUR' }));
    await expect(summaryValue(canvasElement, 'Currency')).toBe('USD');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(summaryValue(canvasElement, 'Currency')).toBe('EUR'));
    await expect(args.onSave).toHaveBeenCalledWith({ currency: 'EUR' });
    await expect(await screen.findByRole('alertdialog', { name: 'Settings saved' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: /Save Changes/ })).toBeNull());
    clearLiveAnnouncer();
  },
};

/** Save from General with a bad value under Security: the editor jumps there and focuses it. */
export const JumpsToTheProblem: Story = {
  parameters: { route: '/admin/settings?category=security' },
  play: async ({ args, canvas }) => {
    const timeout = canvas.getByRole('textbox', { name: 'Session timeout (minutes)' });
    await userEvent.clear(timeout);
    await userEvent.type(timeout, '0');
    await userEvent.click(canvas.getByRole('link', { name: 'General' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'General' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Security' })).toBeVisible();
    await expect(canvas.getByText('The session timeout must be at least 1 minute')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Session timeout (minutes)' })).toHaveFocus(),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Colours: a swatch and a hex box each; a bad hex is explained. */
export const Appearance: Story = {
  parameters: { route: '/admin/settings?category=appearance' },
  play: async ({ canvas }) => {
    const primary = canvas.getByRole('textbox', { name: 'Primary colour' });
    await expect(primary).toHaveValue('#262422');
    await expect(canvas.getByLabelText('Pick the secondary colour')).toHaveValue('#e5b53a');
    await userEvent.clear(primary);
    await userEvent.type(primary, '#2624');
    await userEvent.tab();
    await expect(await canvas.findByText('Enter a colour as #rrggbb, e.g. #e5b53a')).toBeVisible();
  },
};

/** A failed save keeps the edits and says so above the buttons. */
export const SaveFailed: Story = {
  args: {
    onSave: fn<(changes: SystemSettingValues) => Promise<SystemSetting[]>>(async () =>
      Promise.reject(new Error('The settings could not be saved. Please try again.')),
    ),
  },
  parameters: { route: '/admin/settings?category=notifications' },
  play: async ({ canvas }) => {
    const threshold = canvas.getByRole('textbox', { name: 'Low stock threshold' });
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '7');
    // A number is taken when the field is left.
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(
      await canvas.findByText('The settings could not be saved. Please try again.'),
    ).toBeVisible();
    await expect(threshold).toHaveValue('7');
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    clearLiveAnnouncer();
  },
};
