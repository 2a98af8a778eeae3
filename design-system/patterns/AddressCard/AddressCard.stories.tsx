import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressCard } from './AddressCard';

/**
 * Use AddressCard for each saved address in the account: type with its icon, the address,
 * 'Default' on the default one, Edit, Delete and Make Default. The form that edits it lives
 * in a Modal on the screen.
 */
const meta = {
  title: 'Patterns/AddressCard',
  component: AddressCard,
  args: {
    type: 'Home',
    address: '4410 S King Dr',
    city: 'Chicago',
    state: 'IL',
    zip: '60653',
    isDefault: true,
    onEdit: fn(),
    onDelete: fn(),
    onMakeDefault: fn(),
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Default')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Make Default/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Edit Home address/ }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: /^Delete Home address/ }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const NotDefault: Story = {
  args: {
    type: 'Work',
    address: '200 E Randolph St, Suite 5100',
    zip: '60601',
    isDefault: false,
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Make Default Work address/ }));
    await expect(args.onMakeDefault).toHaveBeenCalledOnce();
  },
};

export const Other: Story = { args: { type: 'Other', isDefault: false } };

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Edit Home address/ })).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
  },
};

export const LongText: Story = {
  args: {
    address: '1 Very Long Street Name Boulevard, Building C, Floor 12, Suite 1200',
    city: 'Rancho Santa Margarita',
    state: 'CA',
    zip: '92688-1234',
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div className="w-full">{Story()}</div>],
};
