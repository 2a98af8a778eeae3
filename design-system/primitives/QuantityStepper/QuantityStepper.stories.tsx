import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';

/**
 * Use QuantityStepper on cart lines and next to Add to Cart: [−] quantity [+], 1 to 10.
 * It never goes below 1 (removing a line is the Remove button's job) and never calls
 * `onChange` with a value it refuses. Give each one a `label` naming its product, e.g.
 * 'Quantity for Texas Brisket Rub'. For a labelled number in a form use NumberField.
 */
const meta = {
  title: 'Primitives/QuantityStepper',
  component: QuantityStepper,
  args: {
    label: 'Quantity for Texas Brisket Rub',
    value: 1,
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  // The stepper is controlled, as the cart store drives it.
  render: function ControlledStepper(args) {
    const [quantity, setQuantity] = useState(args.value);
    return (
      <QuantityStepper
        {...args}
        value={quantity}
        onChange={(next) => {
          setQuantity(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    quantity: canvas.getByRole('textbox', { name: 'Quantity for Texas Brisket Rub' }),
    decrease: canvas.getByRole('button', { name: 'Decrease quantity' }),
    increase: canvas.getByRole('button', { name: 'Increase quantity' }),
  };
}

export const NeverBelowOne: Story = {
  play: async ({ args, canvasElement }) => {
    const { quantity, decrease, increase } = parts(canvasElement);
    await expect(quantity).toHaveValue('1');
    await expect(decrease).toBeDisabled();

    // Pointer: pressing the disabled − does nothing.
    await userEvent.click(decrease, { pointerEventsCheck: 0 });
    await expect(quantity).toHaveValue('1');

    // Keyboard: ArrowDown and PageDown at 1 do nothing.
    await userEvent.click(quantity);
    await userEvent.keyboard('{ArrowDown}{PageDown}');
    await expect(quantity).toHaveValue('1');

    // Typing 0 is clamped back to 1 when the field is left.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.tab();
    await expect(quantity).toHaveValue('1');
    await expect(args.onChange).not.toHaveBeenCalled();

    // Up to 2 and back down to 1 works; a further step down is refused.
    await userEvent.click(increase);
    await expect(quantity).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(decrease).toBeEnabled();
    await userEvent.click(decrease);
    await expect(quantity).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(decrease).toBeDisabled();
    await userEvent.click(quantity);
    await userEvent.keyboard('{ArrowDown}');
    await expect(quantity).toHaveValue('1');

    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(args.onChange).not.toHaveBeenCalledWith(0);
  },
};

export const EmptiedKeepsQuantity: Story = {
  args: { value: 3 },
  play: async ({ args, canvasElement }) => {
    const { quantity } = parts(canvasElement);
    await userEvent.clear(quantity);
    await userEvent.tab();
    await expect(quantity).toHaveValue('3');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const AtMaximum: Story = {
  args: { value: 10 },
  play: async ({ args, canvasElement }) => {
    const { quantity, increase } = parts(canvasElement);
    await expect(increase).toBeDisabled();
    await userEvent.click(quantity);
    await userEvent.keyboard('{ArrowUp}');
    await expect(quantity).toHaveValue('10');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '25');
    await userEvent.tab();
    await expect(quantity).toHaveValue('10');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const FocusVisible: Story = {
  args: { value: 2 },
  play: async ({ args, canvasElement }) => {
    const { quantity } = parts(canvasElement);
    await userEvent.tab();
    await expect(quantity).toHaveFocus();
    await expect(quantity).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect(quantity).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const Small: Story = {
  args: { size: 'sm', value: 2 },
  play: async ({ canvasElement }) => {
    const { quantity } = parts(canvasElement);
    await expect(
      quantity.closest('[data-slot="field-group"]')?.getBoundingClientRect().height,
    ).toBe(32);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: 2 },
  play: async ({ args, canvasElement }) => {
    const { quantity, decrease, increase } = parts(canvasElement);
    await expect(quantity).toBeDisabled();
    await expect(decrease).toBeDisabled();
    await expect(increase).toBeDisabled();
    await userEvent.click(increase, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function CartLineExample(args: QuantityStepperProps) {
  const [quantity, setQuantity] = useState(args.value);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">
          Texas Brisket Rub — Competition Blend, Extra Coarse
        </p>
        <p className="text-sm text-ink-muted">12 oz · $14.99 each</p>
      </div>
      <QuantityStepper
        {...args}
        value={quantity}
        onChange={(next) => {
          setQuantity(next);
          args.onChange(next);
        }}
      />
    </div>
  );
}

export const LongText: Story = {
  args: { value: 2, size: 'sm' },
  render: (args) => <CartLineExample {...args} />,
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { value: 4 },
  render: (args) => <CartLineExample {...args} />,
  play: async ({ args, canvasElement }) => {
    const { increase } = parts(canvasElement);
    await userEvent.click(increase);
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
  },
};
