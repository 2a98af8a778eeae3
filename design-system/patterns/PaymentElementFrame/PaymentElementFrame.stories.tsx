import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextField } from '../../primitives/TextField/TextField';
import { PaymentElementFrame } from './PaymentElementFrame';

/**
 * Use PaymentElementFrame wherever a customer types a card (checkout, joining the club). With
 * Stripe configured it holds Stripe's Payment Element, themed from our tokens; otherwise the
 * test provider's fields. Stripe.js cannot load here, so these stories show the test
 * provider's fields as the stand-in.
 */
const meta = {
  title: 'Patterns/PaymentElementFrame',
  component: PaymentElementFrame,
  args: {
    children: (
      <div className="grid gap-4">
        <TextField label="Card number" placeholder="1234 5678 9012 3456" />
        <div className="grid grid-cols-2 gap-4">
          <TextField label="Expiry" placeholder="MM/YY" />
          <TextField label="CVC" placeholder="123" />
        </div>
      </div>
    ),
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof PaymentElementFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TestProvider: Story = {
  play: async ({ canvas }) => {
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await userEvent.type(number, '4242 4242 4242 4242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Expiry' })).toHaveFocus();
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'CVC' })).toBeVisible();
  },
};
