import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingGroup, SettingRow, type SettingRowProps } from './SettingRow';

const rows = [
  {
    id: 'require-2fa',
    name: 'Require 2FA for all admin users',
    description: 'Admins must confirm sign-in with a one-time code.',
    isSelected: true,
  },
  {
    id: 'strong-passwords',
    name: 'Enforce strong passwords',
    description: 'At least 12 characters with upper and lower case letters, numbers and symbols.',
    isSelected: false,
  },
];

/** A row keeping its own state, as the screen does once the setting is saved. */
function StatefulRow({ isSelected: initial, onChange, ...props }: SettingRowProps) {
  const [isSelected, setSelected] = useState(initial);
  return (
    <SettingRow
      {...props}
      isSelected={isSelected}
      onChange={(next) => {
        setSelected(next);
        onChange(next);
      }}
    />
  );
}

/**
 * Use SettingGroup with SettingRows for on/off settings that take effect at once, such as the
 * admin security toggles (Authentication, Access, Monitoring) and notification settings. Each
 * row is a switch named after the setting, with its description linked to it.
 */
const meta = {
  title: 'Patterns/SettingRow',
  component: SettingRow,
  args: { ...rows[0]!, onChange: fn() },
  render: (args) => (
    <SettingGroup
      title="Authentication"
      description="How admins sign in."
      icon={<ShieldCheck aria-hidden="true" />}
      className="max-w-2xl"
    >
      <StatefulRow {...args} />
      <StatefulRow {...rows[1]!} onChange={fn()} />
    </SettingGroup>
  ),
} satisfies Meta<typeof SettingRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Authentication' })).toBeVisible();
    const twoFactor = canvas.getByRole('switch', { name: 'Require 2FA for all admin users' });
    await expect(twoFactor).toBeChecked();
    await expect(twoFactor).toHaveAccessibleDescription(
      'Admins must confirm sign-in with a one-time code.',
    );
    await userEvent.click(twoFactor);
    await expect(args.onChange).toHaveBeenCalledWith(false);
    await expect(twoFactor).not.toBeChecked();
  },
};

/** Space toggles the focused switch; the ring shows on the row. */
export const FocusVisible: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const twoFactor = canvas.getByRole('switch', { name: 'Require 2FA for all admin users' });
    await expect(twoFactor).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith(false);
    await expect(twoFactor.closest('label')).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const twoFactor = canvas.getByRole('switch', { name: 'Require 2FA for all admin users' });
    await expect(twoFactor).toBeDisabled();
    await userEvent.click(twoFactor, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    name: 'Lock accounts after repeated failed logins from unknown devices and locations',
    description:
      'Lock an account for 15 minutes after 5 failed sign-in attempts, and e-mail the account owner and every admin with the device, the location and the IP address of each attempt.',
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('switch', { name: 'Enforce strong passwords' }),
    ).not.toBeChecked();
  },
};
