import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  changedCart,
  changedCartChecks,
  goneCart,
  goneCartChecks,
  smallCart,
  specSampleCart,
} from '../../commerce/sample-carts';
import { cartNotices } from '../../commerce/cart-notices';
import type { CartLine } from '@domain/cart-line';
import { CartScreen, type CartScreenProps } from './CartScreen';

/** The cart with working steppers and remove buttons: the story keeps the lines in state. */
function StatefulCart({
  lines: initial,
  onQuantityChange,
  onRemove,
  ...rest
}: CartScreenProps) {
  const [lines, setLines] = useState<CartLine[]>(initial);
  return (
    <CartScreen
      {...rest}
      lines={lines}
      onQuantityChange={(id, quantity) => {
        onQuantityChange(id, quantity);
        setLines((current) => current.map((l) => (l.id === id ? { ...l, quantity } : l)));
      }}
      onRemove={(line) => {
        onRemove(line);
        setLines((current) => current.filter((l) => l.id !== line.id));
      }}
    />
  );
}

/** The cart line (list item) of a product, to press its own stepper buttons. */
function lineOf(canvas: ReturnType<typeof within>, name: string) {
  return within(canvas.getByRole('link', { name }).closest('li')!);
}

/** Order Summary figures, as term → value. */
function summaryOf(canvasElement: HTMLElement) {
  const summary = canvasElement.querySelector<HTMLElement>('[data-slot="order-summary"]')!;
  const values: Record<string, string> = {};
  for (const item of summary.querySelectorAll('[data-slot="description-item"]')) {
    values[item.querySelector('dt')!.textContent!] = item.querySelector('dd')!.textContent!;
  }
  return values;
}

/** /cart: the lines beside the Order Summary, or the empty cart. */
const meta = {
  title: 'Screens/Commerce/Cart',
  component: CartScreen,
  render: (args) => <StatefulCart {...args} />,
  parameters: { layout: 'fullscreen', route: '/cart' },
  args: { lines: specSampleCart, onQuantityChange: fn(), onRemove: fn() },
} satisfies Meta<typeof CartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(summaryOf(canvasElement)).toEqual({
      Subtotal: '$124.98',
      Shipping: 'Free',
      Tax: '$10.94',
      Total: '$135.92',
    });
    await expect(canvas.getByText('Your order ships free.')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Instant-Read Meat Thermometer' }),
    ).toHaveAttribute('href', '/shop/instant-read-meat-thermometer');
    await expect(canvas.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Remove Bristle-Free Grill Brush' }),
    ).toBeVisible();
    await expect(canvas.getByText('$135.92')).toBeVisible();
  },
};

/** Under $75.01 shipping costs $9.99 and the note says how much more ships free. */
export const BelowFreeShipping: Story = {
  args: { lines: smallCart },
  play: async ({ canvas, canvasElement }) => {
    await expect(summaryOf(canvasElement)).toEqual({
      Subtotal: '$57.98',
      Shipping: '$9.99',
      Tax: '$5.07',
      Total: '$73.04',
    });
    await expect(canvas.getByText('Add $17.03 more for free shipping.')).toBeVisible();
  },
};

/**
 * A Smoke Master member: 20% off the goods before tax, and free shipping judged on the
 * discounted goods: $35.78 more of goods is $28.62 more after the discount.
 */
export const MemberDiscount: Story = {
  args: { lines: smallCart, memberDiscountPercent: 20 },
  play: async ({ canvas, canvasElement }) => {
    await expect(summaryOf(canvasElement)).toEqual({
      Subtotal: '$57.98',
      'Member discount (20%)': '−$11.60',
      Shipping: '$9.99',
      Tax: '$4.06',
      Total: '$60.43',
    });
    await expect(canvas.getByText('Add $35.78 more for free shipping.')).toBeVisible();
  },
};

/** Plus and minus change the line and the totals; minus at 1 is ignored. */
export const ChangeQuantity: Story = {
  args: { lines: smallCart },
  play: async ({ args, canvas, canvasElement }) => {
    const thermometer = lineOf(canvas, 'Instant-Read Meat Thermometer');
    await userEvent.click(thermometer.getByRole('button', { name: /Increase/ }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(
      'instant-read-meat-thermometer:Standard',
      2,
    );
    // $12.99 + 2 × $44.99 = $102.97: over $75, so shipping is free; tax 8.75% = $9.01.
    await expect(summaryOf(canvasElement)).toEqual({
      Subtotal: '$102.97',
      Shipping: 'Free',
      Tax: '$9.01',
      Total: '$111.98',
    });
    const rub = lineOf(canvas, 'Texas Brisket Rub');
    const decrease = rub.getByRole('button', { name: /Decrease/ });
    await expect(decrease).toBeDisabled();
    await userEvent.click(decrease, { pointerEventsCheck: 0 });
    await expect(args.onQuantityChange).toHaveBeenCalledTimes(1);
    await expect(rub.getByRole('textbox', { name: 'Quantity for Texas Brisket Rub' })).toHaveValue(
      '1',
    );
  },
};

/** The keyboard reaches the stepper and the remove button; removing the last line empties the cart. */
export const RemoveWithKeyboard: Story = {
  args: { lines: smallCart.slice(0, 1) },
  play: async ({ args, canvas }) => {
    const remove = canvas.getByRole('button', { name: 'Remove Texas Brisket Rub' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith(
      expect.objectContaining({ id: smallCart[0]!.id }),
    );
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your cart is empty' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your cart is empty' }),
    ).toBeVisible();
    await expect(
      canvas.getByText("Looks like you haven't added any items to your cart yet."),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};

export const EmptyMobile: Story = {
  ...Empty,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/**
 * The server's check flagged lines: each says what changed with its one action, and checkout
 * is not offered until every line is fine.
 */
export const ChangedLines: Story = {
  args: { lines: changedCart, notices: cartNotices(changedCart, changedCartChecks), onFix: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    await expect(canvas.queryByRole('link', { name: 'Proceed to Checkout' })).toBeNull();
    await expect(
      canvas.getByText('Some items changed since you added them: see the note on each one.'),
    ).toBeVisible();
    const brush = lineOf(canvas, 'Bristle-Free Grill Brush');
    await expect(brush.getByRole('alert')).toHaveTextContent('Only 1 left in 18 in.');
    await userEvent.click(brush.getByRole('button', { name: 'Reduce to 1' }));
    await expect(args.onFix).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Bristle-Free Grill Brush' }),
      expect.objectContaining({ fix: { kind: 'reduce', quantity: 1 } }),
    );
    const rub = lineOf(canvas, 'Texas Brisket Rub');
    await expect(rub.getByRole('button', { name: 'Accept new price' })).toBeVisible();
    const thermometers = canvas.getAllByRole('link', { name: 'Instant-Read Meat Thermometer' });
    await expect(
      within(thermometers[1]!.closest('li')!).getByRole('button', { name: 'Remove' }),
    ).toBeVisible();
  },
};

export const ChangedLinesMobile: Story = {
  args: ChangedLines.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reduce to 1' })).toBeVisible();
  },
};

/** A product the shop no longer sells: the note offers Remove. */
export const ProductGone: Story = {
  args: { lines: goneCart, notices: cartNotices(goneCart, goneCartChecks), onFix: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This item is no longer sold.');
    await expect(canvas.getByRole('button', { name: 'Remove' })).toBeVisible();
  },
};

/** While the server checks the lines, checkout waits and says why. */
export const Checking: Story = {
  args: { checking: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    await expect(canvas.getByText('Checking prices and stock…')).toBeVisible();
  },
};
