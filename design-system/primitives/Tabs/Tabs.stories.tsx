import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, FileText, Mail, Palette, Settings, Shield } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs';

/**
 * Use Tabs to switch between sections of one screen without leaving it: Settings and
 * Templates on the admin notifications page (underline), Sign In and Create Account in the
 * sign-in widget (pill), the system settings categories (vertical). Give each TabList an
 * `aria-label`. Not for navigation between pages: use links for that.
 */
const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { variant: 'underline', orientation: 'horizontal', onSelectionChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['underline', 'pill'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Notification management">
        <Tab id="settings">
          <Settings aria-hidden="true" /> Settings
        </Tab>
        <Tab id="templates">
          <FileText aria-hidden="true" /> Templates
        </Tab>
      </TabList>
      <TabPanel id="settings">
        <p>Order confirmation, shipping updates and low-stock alerts, by e-mail, push and SMS.</p>
      </TabPanel>
      <TabPanel id="templates">
        <p>Welcome e-mail, Order confirmation and Password reset templates.</p>
      </TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Underline tabs; clicking Templates selects it and shows its panel. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const settings = canvas.getByRole('tab', { name: 'Settings' });
    await expect(settings).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/low-stock alerts/);
    await userEvent.click(canvas.getByRole('tab', { name: 'Templates' }));
    await expect(canvas.getByRole('tab', { name: 'Templates' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Templates' })).toHaveTextContent(
      /Password reset/,
    );
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('templates');
  },
};

/** Tab lands on the selected tab with the focus ring; arrows move the selection and the panel. */
export const FocusVisible: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const settings = canvas.getByRole('tab', { name: 'Settings' });
    await expect(settings).toHaveFocus();
    await expect(settings).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowRight}');
    const templates = canvas.getByRole('tab', { name: 'Templates' });
    await expect(templates).toHaveFocus();
    await expect(templates).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/Password reset/);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('templates');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(settings).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/low-stock alerts/);
  },
};

const authTabs = (
  <>
    <TabList aria-label="Account">
      <Tab id="signIn">Sign In</Tab>
      <Tab id="signUp">Create Account</Tab>
    </TabList>
    <TabPanel id="signIn">
      <p>Sign in with your e-mail and password.</p>
    </TabPanel>
    <TabPanel id="signUp">
      <p>Create an account to save favorites and track orders.</p>
    </TabPanel>
  </>
);

/** Pill tabs, as in the sign-in widget; Home and End jump to the ends. */
export const Pill: Story = {
  args: { variant: 'pill' },
  render: (args) => <Tabs {...args}>{authTabs}</Tabs>,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Create Account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/track orders/);
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Sign In' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

const settingsCategories = [
  { id: 'general', label: 'General', icon: Settings, body: 'Store name, currency and timezone.' },
  { id: 'appearance', label: 'Appearance', icon: Palette, body: 'Primary and secondary colours.' },
  { id: 'email', label: 'Email', icon: Mail, body: 'SMTP host, port 587 and sender address.' },
  { id: 'notifications', label: 'Notifications', icon: Bell, body: 'Which events send e-mail.' },
  { id: 'security', label: 'Security', icon: Shield, body: 'Session timeout: 30 minutes.' },
];

function SettingsTabs(args: TabsProps) {
  return (
    <Tabs {...args}>
      <TabList aria-label="Settings categories">
        {settingsCategories.map(({ id, label, icon: Icon }) => (
          <Tab key={id} id={id}>
            <Icon aria-hidden="true" /> {label}
          </Tab>
        ))}
      </TabList>
      {settingsCategories.map(({ id, label, body }) => (
        <TabPanel key={id} id={id}>
          <h2 className="mb-2 text-lg font-semibold">{label}</h2>
          <p className="text-ink-muted">{body}</p>
        </TabPanel>
      ))}
    </Tabs>
  );
}

/** Vertical underline tabs, as the system settings sidebar; ArrowDown and ArrowUp move and wrap. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  render: (args) => <SettingsTabs {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Appearance' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/colours/);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Email' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/port 587/);
    // Moving up past the first tab wraps round to the last.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('tab', { name: 'Security' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/30 minutes/);
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
  },
};

export const VerticalPill: Story = {
  args: { orientation: 'vertical', variant: 'pill', defaultSelectedKey: 'security' },
  render: (args) => <SettingsTabs {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Security' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** A disabled tab cannot be clicked and the arrow keys skip it. */
export const Disabled: Story = {
  args: { disabledKeys: ['email'] },
  render: (args) => <SettingsTabs {...args} />,
  play: async ({ canvas }) => {
    const email = canvas.getByRole('tab', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(email, { pointerEventsCheck: 0 });
    await expect(email).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(canvas.getByRole('tab', { name: 'Appearance' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Notifications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const LongText: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Product information">
        <Tab id="description">Description</Tab>
        <Tab id="features">Key Features</Tab>
        <Tab id="specifications">Specifications and Care Instructions</Tab>
      </TabList>
      <TabPanel id="description">
        <p className="max-w-prose">
          A bold, peppery rub built for long smokes: coarse black pepper, kosher salt, garlic and a
          touch of ancho chile form a dark, crunchy bark on brisket, beef ribs and tri-tip. Apply
          generously the night before, let it rest in the fridge, and smoke low and slow over oak or
          hickory until the internal temperature reaches 203°F.
        </p>
      </TabPanel>
      <TabPanel id="features">
        <p>No MSG, no fillers, small batches.</p>
      </TabPanel>
      <TabPanel id="specifications">
        <p>8 oz shaker; store cool and dry.</p>
      </TabPanel>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('tab', { name: 'Specifications and Care Instructions' }),
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      '8 oz shaker; store cool and dry.',
    );
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { variant: 'pill' },
  render: (args) => <Tabs {...args}>{authTabs}</Tabs>,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
