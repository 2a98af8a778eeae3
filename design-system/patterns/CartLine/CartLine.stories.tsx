import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartLine, type CartLineProps } from './CartLine';

function StatefulLine(args: CartLineProps) {
  const [quantity, setQuantity] = useState(args.quantity);
  return (
    <ul className="max-w-3xl">
      <CartLine
        {...args}
        quantity={quantity}
        onQuantityChange={(next) => {
          args.onQuantityChange(next);
          setQuantity(next);
        }}
      />
    </ul>
  );
}

/**
 * Use CartLine for each product in the cart: image, name linking to the product, size and
 * unit price, the quantity stepper (1 to 10), the line total and 'Remove <name>'. Lines are
 * list items; put them in a `ul`. The totals belong to OrderSummary.
 */
const meta = {
  title: 'Patterns/CartLine',
  component: CartLine,
  render: (args) => <StatefulLine {...args} />,
  args: {
    name: 'Texas Brisket Rub',
    href: '/shop/texas-brisket-rub',
    image: '/images/products/texas-brisket-rub.svg',
    size: '12 oz',
    priceCents: 2199,
    quantity: 2,
    onQuantityChange: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Texas Brisket Rub' })).toHaveAttribute(
      'href',
      '/shop/texas-brisket-rub',
    );
    await expect(canvas.getByText('$43.98')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByText('$65.97')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Texas Brisket Rub' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** At 1 the minus is disabled: a decrease below 1 is ignored. */
export const AtMinimum: Story = {
  args: { quantity: 1 },
  play: async ({ args, canvas }) => {
    const decrease = canvas.getByRole('button', { name: 'Decrease quantity' });
    await expect(decrease).toBeDisabled();
    await userEvent.click(decrease, { pointerEventsCheck: 0 });
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
  },
};

/** At 10 the plus is disabled. */
export const AtMaximum: Story = {
  args: { quantity: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(canvas.getByText('$219.90')).toBeVisible();
  },
};

/** The keyboard: Tab reaches the link, the quantity (arrow keys step it) and Remove. */
export const FocusVisible: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Texas Brisket Rub' })).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
    await userEvent.tab();
    await expect(
      canvas.getByRole('textbox', { name: 'Quantity for Texas Brisket Rub' }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onQuantityChange).toHaveBeenCalledWith(3);
    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: 'Remove Texas Brisket Rub' });
    await expect(remove).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const LongText: Story = {
  args: {
    name: 'Instant-Read Meat Thermometer with Dual Probes and a Magnetic Back',
    size: 'Pro Dual-Probe, Gift Boxed',
    priceCents: 7500,
    quantity: 1,
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$43.98')).toBeVisible();
  },
};

/**
 * A line that changed since it was added: the note says what and offers the one action
 * (here 'Reduce to 1'); the other notes read 'Sold out in 12 oz.' with Remove, or a new price
 * with 'Accept new price'.
 */
export const FewerLeft: Story = {
  args: {
    notice: { message: 'Only 1 left in 12 oz.', actionLabel: 'Reduce to 1', onAction: fn() },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only 1 left in 12 oz.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reduce to 1' }));
    await expect(args.notice!.onAction).toHaveBeenCalledOnce();
  },
};

export const SoldOut: Story = {
  args: {
    notice: { message: 'Sold out in 12 oz.', actionLabel: 'Remove', onAction: fn() },
  },
};

export const NewPrice: Story = {
  args: {
    notice: {
      message: 'The price changed from $21.99 to $23.99 each.',
      actionLabel: 'Accept new price',
      onAction: fn(),
    },
  },
};

export const NewPriceMobile: Story = {
  ...NewPrice,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Accept new price' })).toBeVisible();
  },
};
