import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Clock, DollarSign } from 'lucide-react';
import { expect } from 'storybook/test';
import { SettingsSummaryCard } from './SettingsSummaryCard';

/**
 * Use SettingsSummaryCard to show a saved setting at a glance, such as the System Settings
 * screen's currency, timezone and notification e-mail. It shows what is saved, never an
 * unsaved edit.
 */
const meta = {
  title: 'Patterns/SettingsSummaryCard',
  component: SettingsSummaryCard,
  args: {
    label: 'Currency',
    value: 'USD',
    description: 'Prices, orders and reports',
    icon: <DollarSign aria-hidden="true" />,
    className: 'max-w-xs',
  },
} satisfies Meta<typeof SettingsSummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const value = canvas.getByText('USD');
    await expect(value.tagName).toBe('DD');
    await expect(canvas.getByText('Currency').tagName).toBe('DT');
  },
};

/** The three cards of the settings screen. */
export const SettingsScreenRow: Story = {
  render: () => (
    <div className="grid grid-cols-3 gap-4">
      <SettingsSummaryCard label="Currency" value="USD" icon={<DollarSign aria-hidden="true" />} />
      <SettingsSummaryCard
        label="Timezone"
        value="America/Chicago"
        icon={<Clock aria-hidden="true" />}
      />
      <SettingsSummaryCard
        label="Notification e-mail"
        value="alerts@forgeandflame.example"
        icon={<Bell aria-hidden="true" />}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('alerts@forgeandflame.example')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: 'Notification e-mail',
    value: 'pitmaster.operations.alerts@forgeandflame-smokehouse.example',
    description: 'Low stock, new orders and security alerts',
    icon: <Bell aria-hidden="true" />,
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { className: undefined },
};
