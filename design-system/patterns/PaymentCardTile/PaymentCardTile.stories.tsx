import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentCardTile } from './PaymentCardTile';

/**
 * Use PaymentCardTile for each saved card in the account's Payment Methods: brand, the last
 * four digits, expiry, 'Default', Delete and Make Default. Only these are ever stored.
 */
const meta = {
  title: 'Patterns/PaymentCardTile',
  component: PaymentCardTile,
  args: {
    brand: 'Visa',
    last4: '4242',
    expiry: '12/27',
    isDefault: true,
    onDelete: fn(),
    onMakeDefault: fn(),
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof PaymentCardTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Visa ending in 4242' })).toBeVisible();
    await expect(canvas.getByText('12/27')).toBeVisible();
    await expect(canvas.getByText('Default')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Visa ending in 4242' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const NotDefault: Story = {
  args: { brand: 'Mastercard', last4: '4444', expiry: '08/26', isDefault: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Make Default Mastercard ending in 4444' }),
    );
    await expect(args.onMakeDefault).toHaveBeenCalledOnce();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Delete Visa ending in 4242' }),
    ).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const LongText: Story = {
  args: { brand: 'American Express Platinum Business', last4: '1005', isDefault: false },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div className="w-full">{Story()}</div>],
};
