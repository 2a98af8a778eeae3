import type { Meta, StoryObj } from '@storybook/react-vite';
import { Lock, Truck } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { LinkButton } from '../../primitives/LinkButton/LinkButton';
import { OrderSummary } from './OrderSummary';

/**
 * Use OrderSummary wherever the money of a cart or an order is totalled: beside the cart lines
 * (with Proceed to Checkout and Continue Shopping), at checkout (with the items listed). It
 * shows what it is given; the amounts come from the cart arithmetic in integer cents.
 */
const meta = {
  title: 'Patterns/OrderSummary',
  component: OrderSummary,
  args: { subtotalCents: 12498, shippingCents: 0, taxCents: 1094, totalCents: 13592 },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's checkout sample: $124.98, Free, $10.94, $135.92. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(canvas.getByText('Free')).toBeVisible();
    await expect(canvas.getByText('$135.92')).toBeVisible();
  },
};

/** Under the threshold: shipping $9.99, and a note with how much more ships free. */
export const WithShippingAndActions: Story = {
  args: {
    subtotalCents: 5798,
    shippingCents: 999,
    taxCents: 507,
    totalCents: 7304,
    note: (
      <>
        <Truck aria-hidden="true" /> Add $17.03 more for free shipping.
      </>
    ),
    children: (
      <>
        <LinkButton href="/checkout" variant="accent" size="lg">
          <Lock aria-hidden="true" /> Proceed to Checkout
        </LinkButton>
        <LinkButton href="/shop" variant="outline">
          Continue Shopping
        </LinkButton>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$9.99')).toBeVisible();
    await expect(canvas.getByText('Add $17.03 more for free shipping.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  },
};

/** A member's $80.00 of goods: 20% off before shipping and tax, then a $30 gift card pays part. */
export const WithDiscountAndGiftCard: Story = {
  args: {
    subtotalCents: 8000,
    discountCents: 1600,
    discountLabel: 'Member discount (20%)',
    shippingCents: 999,
    taxCents: 560,
    totalCents: 7959,
    giftCardCents: 3000,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Member discount (20%)')).toBeVisible();
    await expect(canvas.getByText('−$16.00')).toBeVisible();
    await expect(canvas.getByText('$79.59')).toBeVisible();
    await expect(canvas.getByText('−$30.00')).toBeVisible();
    await expect(canvas.getByText('Amount due')).toBeVisible();
    await expect(canvas.getByText('$49.59')).toBeVisible();
  },
};

/** At checkout the chosen shipping method is named beside its charge. */
export const WithShippingMethod: Story = {
  args: {
    subtotalCents: 3598,
    shippingCents: 999,
    shippingMethod: 'Same Day Delivery',
    taxCents: 315,
    totalCents: 4912,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Shipping (Same Day Delivery)')).toBeVisible();
    await expect(canvas.getByText('$49.12')).toBeVisible();
  },
};

export const WithLines: Story = {
  args: {
    lines: [
      {
        id: 'thermometer',
        name: 'Instant-Read Meat Thermometer',
        size: 'Pro Dual-Probe',
        quantity: 1,
        totalCents: 7500,
        image: '/images/products/instant-read-meat-thermometer.svg',
      },
      {
        id: 'brush',
        name: 'Bristle-Free Grill Brush',
        size: '18 in',
        quantity: 2,
        totalCents: 4998,
        image: '/images/products/bristle-free-grill-brush.svg',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('18 in × 2')).toBeVisible();
    await expect(canvas.getByText('$49.98')).toBeVisible();
  },
};

export const FocusVisible: Story = {
  args: {
    children: (
      <Button variant="accent" onPress={fn()}>
        Place Order
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
  },
};

export const LongText: Story = {
  args: {
    title: 'Order Summary for the Smokehouse Club Annual Feast',
    subtotalCents: 123456789,
    shippingCents: 0,
    taxCents: 10802469,
    totalCents: 134259258,
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div className="w-full">{Story()}</div>],
};
