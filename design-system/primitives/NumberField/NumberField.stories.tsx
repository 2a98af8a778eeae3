import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

/**
 * Use NumberField where a person types or steps a number in a form: servings, a size's
 * price, a sale percentage, a quantity on the product page. `preset` applies the spec's
 * rules (quantity 1–10; percent 0–100 by 1; price by 0.01 in USD). Bind it with
 * react-hook-form's Controller like TextField; the value is a number. For the compact
 * −/+ control on cart lines use QuantityStepper.
 */
const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  args: {
    label: 'Quantity',
    name: 'quantity',
    preset: 'quantity',
    defaultValue: 1,
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    preset: { control: 'inline-radio', options: ['quantity', 'percent', 'price'] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-48">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Quantity: Story = {
  play: async ({ args, canvas }) => {
    const quantity = canvas.getByRole('textbox', { name: 'Quantity' });
    const decrease = canvas.getByRole('button', { name: 'Decrease Quantity' });
    const increase = canvas.getByRole('button', { name: 'Increase Quantity' });
    await expect(quantity).toHaveValue('1');
    await expect(decrease).toBeDisabled();

    // Keyboard: nothing below the minimum.
    await userEvent.click(quantity);
    await userEvent.keyboard('{ArrowDown}');
    await expect(quantity).toHaveValue('1');
    await expect(args.onChange).not.toHaveBeenCalled();

    // Pointer: + steps by 1.
    await userEvent.click(increase);
    await expect(quantity).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(decrease).toBeEnabled();

    // Keyboard up to the maximum, then no further.
    for (let step = 0; step < 9; step += 1) await userEvent.keyboard('{ArrowUp}');
    await expect(quantity).toHaveValue('10');
    await expect(increase).toBeDisabled();
    await userEvent.keyboard('{ArrowUp}');
    await expect(quantity).toHaveValue('10');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);

    await userEvent.click(decrease);
    await expect(quantity).toHaveValue('9');
  },
};

export const Percent: Story = {
  args: { label: 'Sale percentage', name: 'salePercentage', preset: 'percent', defaultValue: 15 },
  play: async ({ args, canvas }) => {
    const percent = canvas.getByRole('textbox', { name: 'Sale percentage' });
    await expect(percent).toHaveValue('15%');
    await userEvent.click(percent);
    await userEvent.keyboard('{ArrowUp}');
    await expect(percent).toHaveValue('16%');
    await expect(args.onChange).toHaveBeenLastCalledWith(16);

    // Typing past the maximum is clamped when the field is left.
    await userEvent.clear(percent);
    await userEvent.type(percent, '150');
    await userEvent.tab();
    await expect(percent).toHaveValue('100%');
    await expect(args.onChange).toHaveBeenLastCalledWith(100);
    await expect(args.onBlur).toHaveBeenCalled();

    // Letters are refused as they are typed.
    await userEvent.clear(percent);
    await userEvent.type(percent, '2x5');
    await expect(percent).toHaveValue('25');
  },
};

export const Price: Story = {
  args: { label: 'Price', name: 'price', preset: 'price', defaultValue: 12.99 },
  play: async ({ args, canvas }) => {
    const price = canvas.getByRole('textbox', { name: 'Price' });
    await expect(price).toHaveValue('$12.99');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Price' }));
    await expect(price).toHaveValue('$13.00');
    await expect(args.onChange).toHaveBeenLastCalledWith(13);
    await userEvent.click(price);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(price).toHaveValue('$12.98');
    await expect(args.onChange).toHaveBeenLastCalledWith(12.98);
  },
};

export const FocusVisible: Story = {
  args: { label: 'Servings', name: 'servings', preset: undefined, minValue: 1, defaultValue: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const servings = canvas.getByRole('textbox', { name: 'Servings' });
    await expect(servings).toHaveFocus();
    await expect(servings).toHaveAttribute('data-focus-visible', 'true');
    // The steppers stay out of the tab order; the arrow keys do their job.
    await userEvent.keyboard('{ArrowUp}');
    await expect(servings).toHaveValue('5');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease Quantity' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: {
    label: 'Servings',
    name: 'servings',
    preset: undefined,
    minValue: 1,
    defaultValue: undefined,
    isRequired: true,
    errorMessage: 'This field is required',
  },
  play: async ({ canvas }) => {
    const servings = canvas.getByRole('textbox', { name: 'Servings' });
    await expect(servings).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('This field is required');
  },
};

export const LongText: Story = {
  args: {
    label: 'Sale percentage off the regular price for this size',
    preset: 'percent',
    defaultValue: 25,
    description: 'Leave at 0% for no sale. The sale price is worked out when you save.',
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { label: 'Price', preset: 'price', defaultValue: 24.99 },
  play: async ({ canvas }) => {
    const price = canvas.getByRole('textbox', { name: 'Price' });
    await expect(price.getBoundingClientRect().width).toBeGreaterThan(100);
  },
};
