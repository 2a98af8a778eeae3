import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

/**
 * Use Switch for a setting that is on or off and takes effect at once: the admin security
 * toggles ('Require 2FA for all admin users', IP whitelisting), notification channels, and the
 * notification preferences on the profile. In a form that is submitted later prefer Checkbox;
 * for a toolbar toggle such as Filters use ToggleButton.
 */
const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'Require 2FA for all admin users', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    placement: { control: 'inline-radio', options: ['end', 'start'] },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Require 2FA for all admin users' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('Require 2FA for all admin users'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  args: { defaultSelected: true, label: 'Order confirmation e-mails' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Order confirmation e-mails' })).toBeChecked();
  },
};

export const FocusVisible: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const toggle = canvas.getByRole('switch', { name: 'Require 2FA for all admin users' });
    await expect(toggle).toHaveFocus();
    await expect(toggle.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Enable IP whitelisting',
    description: 'Only listed addresses can open the admin console.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('switch', { name: 'Enable IP whitelisting' }),
    ).toHaveAccessibleDescription('Only listed addresses can open the admin console.');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Switch {...args} size="sm" label="Small" />
      <Switch {...args} size="md" label="Medium" defaultSelected />
      <Switch {...args} size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    const tracks = canvasElement.querySelectorAll('[data-slot="switch-track"]');
    const heights = [...tracks].map((track) => track.getBoundingClientRect().height);
    await expect(heights).toEqual([20, 24, 28]);
    // The knob of the switched-on track sits at its right end.
    const [, medium] = tracks;
    const thumb = medium!.querySelector('[data-slot="switch-thumb"]')!.getBoundingClientRect();
    await expect(Math.round(medium!.getBoundingClientRect().right - thumb.right)).toBe(2);
    await userEvent.click(canvas.getByRole('switch', { name: 'Large' }));
    await expect(canvas.getByRole('switch', { name: 'Large' })).toBeChecked();
  },
};

const securitySettings = [
  {
    id: 'require-2fa',
    name: 'Require 2FA for all admin users',
    description: 'Admins confirm each sign-in with a one-time code.',
  },
  {
    id: 'ip-whitelist',
    name: 'Enable IP whitelisting',
    description: 'Only listed addresses can open the admin console.',
  },
  {
    id: 'login-alerts',
    name: 'Failed login alerts',
    description: 'E-mail the security contact after five failed attempts.',
  },
];

/** A settings list: label first, switch at the right edge (`placement="start"`). */
export const SettingsList: Story = {
  render: function SecuritySettings(args) {
    const [enabled, setEnabled] = useState<Record<string, boolean>>({ 'login-alerts': true });
    return (
      <ul className="max-w-xl divide-y divide-line rounded-lg border border-line">
        {securitySettings.map((setting) => (
          <li key={setting.id} className="p-4">
            <Switch
              placement="start"
              label={setting.name}
              description={setting.description}
              isSelected={enabled[setting.id] ?? false}
              onChange={(isOn) => {
                setEnabled((current) => ({ ...current, [setting.id]: isOn }));
                args.onChange?.(isOn);
              }}
            />
          </li>
        ))}
      </ul>
    );
  },
  play: async ({ args, canvas }) => {
    const whitelist = canvas.getByRole('switch', { name: 'Enable IP whitelisting' });
    await userEvent.click(whitelist);
    await expect(whitelist).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.tab();
    const alerts = canvas.getByRole('switch', { name: 'Failed login alerts' });
    await expect(alerts).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(alerts).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Disabled: Story = {
  args: {
    isDisabled: true,
    defaultSelected: true,
    label: 'SMS notifications',
    description: 'Add a phone number to your profile first.',
  },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'SMS notifications' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(canvas.getByText('SMS notifications'), { pointerEventsCheck: 0 });
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: {
    label: 'Enable IP whitelisting',
    defaultSelected: true,
    errorMessage: 'Add at least one IP address before turning this on',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Enable IP whitelisting' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Add at least one IP address before turning this on',
    );
  },
};

export const LongText: Story = {
  args: {
    label:
      'Send a weekly digest of new forum threads, replies to my posts, and Smokehouse Club tasting nights near me',
    description: 'Sent on Monday mornings. You can turn it off here at any time.',
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/Send a weekly digest/).getBoundingClientRect().height,
    ).toBeGreaterThan(40);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    placement: 'start',
    label: 'Promotions and weekly deals',
    description: 'One e-mail on Thursdays with the Weekly Circular.',
  },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Promotions and weekly deals' });
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};
