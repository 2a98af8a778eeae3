import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Printer } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { InvoiceDocument } from './InvoiceDocument';

const address = {
  name: 'Sarah Mitchell',
  address: '1420 N Dearborn St',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60610',
};

const print = fn();

/**
 * Use InvoiceDocument for an order's invoice, on screen and on paper: seller, number, status,
 * date, billing and shipping addresses, the items table, totals, payment method and the
 * support e-mail. Its buttons (`actions`) are not printed, and printing the page prints only
 * the invoice: a print rule hides everything that neither holds nor is inside it.
 */
const meta = {
  title: 'Patterns/InvoiceDocument',
  component: InvoiceDocument,
  args: {
    orderId: 'FF-2024-0015',
    status: 'confirmed',
    date: 'Dec 14, 2024',
    dateTime: '2024-12-14T15:42:00.000Z',
    items: [
      {
        name: 'Instant-Read Meat Thermometer',
        size: 'Pro Dual-Probe',
        quantity: 1,
        priceCents: 7500,
      },
      { name: 'Bristle-Free Grill Brush', size: '18 in', quantity: 2, priceCents: 2499 },
    ],
    subtotalCents: 12498,
    shippingCents: 0,
    taxCents: 1094,
    totalCents: 13592,
    billingAddress: { ...address, email: 'sarah.mitchell@example.com' },
    shippingAddress: address,
    paymentMethod: { brand: 'Visa', last4: '4242' },
    brandName: 'Forge & Flame',
    supportEmail: 'support@forgeandflame.example',
    actions: (
      <>
        <Button variant="outline" onPress={print}>
          <Printer aria-hidden="true" /> Print
        </Button>
        <Button variant="accent">
          <Download aria-hidden="true" /> Download PDF
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof InvoiceDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's sample invoice. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Invoice FF-2024-0015' }),
    ).toBeVisible();
    await expect(canvas.getByText('Confirmed')).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Items in order FF-2024-0015' })).toBeVisible();
    await expect(canvas.getByText('$135.92')).toBeVisible();
    await expect(canvas.getByText(/Visa ending in/)).toHaveTextContent('Visa ending in 4242');
    await expect(
      canvas.getByRole('link', { name: 'support@forgeandflame.example' }),
    ).toHaveAttribute('href', 'mailto:support@forgeandflame.example');
  },
};

/** Shipping charged, another status. */
export const ShippingCharged: Story = {
  args: {
    orderId: 'FF-2024-0013',
    status: 'processing',
    items: [{ name: 'Memphis Dry Rub', size: '12 oz', quantity: 3, priceCents: 1799 }],
    subtotalCents: 5397,
    shippingCents: 999,
    taxCents: 472,
    totalCents: 6868,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$9.99')).toBeVisible();
    await expect(canvas.getByText('Processing')).toBeVisible();
  },
};

/** A local delivery: the method chosen at checkout is named beside its charge. */
export const WithShippingMethod: Story = {
  args: {
    orderId: 'FF-2026-0021',
    items: [{ name: 'Memphis Dry Rub', size: '12 oz', quantity: 2, priceCents: 1799 }],
    subtotalCents: 3598,
    shippingCents: 999,
    shippingMethod: 'Same Day Delivery',
    taxCents: 315,
    totalCents: 4912,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Shipping (Same Day Delivery)')).toBeVisible();
    await expect(canvas.getByText('$9.99')).toBeVisible();
  },
};

/** A gift card paid $30.00 of the total: its part, then what the card was charged. */
export const PaidPartlyByGiftCard: Story = {
  args: {
    orderId: 'FF-2026-0022',
    items: [{ name: 'Memphis Dry Rub', size: '12 oz', quantity: 2, priceCents: 1799 }],
    subtotalCents: 3598,
    shippingCents: 999,
    taxCents: 315,
    totalCents: 4912,
    giftCardCents: 3000,
  },
  play: async ({ canvas }) => {
    const valueOf = (term: string) =>
      canvas.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    await expect(valueOf('Gift card')).toBe('−$30.00');
    await expect(valueOf('Charged to card')).toBe('$19.12');
    await expect(canvas.getByText('Gift card')).toBeVisible();
  },
};

/** A Smokehouse Club member's order: $80.00 of goods less 20%, shipping and tax on the rest. */
export const MemberDiscount: Story = {
  args: {
    orderId: 'FF-2026-0031',
    items: [{ name: 'Memphis Dry Rub', size: '12 oz', quantity: 2, priceCents: 4000 }],
    subtotalCents: 8000,
    discountCents: 1600,
    discountLabel: 'Member discount',
    shippingCents: 999,
    taxCents: 560,
    totalCents: 7959,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Member discount')).toBeVisible();
    await expect(canvas.getByText('−$16.00')).toBeVisible();
    await expect(canvas.getByText('$79.59')).toBeVisible();
  },
};

/** A delivered order refunded under the money-back guarantee: the payment says so. */
export const Refunded: Story = {
  args: { status: 'delivered', paymentStatus: 'refunded' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Delivered')).toBeVisible();
    await expect(canvas.getByText('Refunded')).toBeVisible();
  },
};

const refunds = [
  {
    id: 'r1',
    date: 'Dec 20, 2024',
    dateTime: '2024-12-20T15:00:00.000Z',
    amountCents: 1413,
    description: '1 × Texas Brisket Rub (8 oz), to the Visa ending in 4242',
  },
  {
    id: 'r2',
    date: 'Dec 22, 2024',
    dateTime: '2024-12-22T15:00:00.000Z',
    amountCents: 4102,
    description: 'The rest of the order, to the Visa ending in 4242',
  },
];

/** Each refund is listed under the payment method: when, how much, what and where it went. */
export const WithRefunds: Story = {
  args: { status: 'delivered', paymentStatus: 'refunded', refunds },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Refunds' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'Dec 20, 2024−$14.131 × Texas Brisket Rub (8 oz), to the Visa ending in 4242',
    );
  },
};

export const WithRefundsNarrow: Story = {
  args: { status: 'delivered', paymentStatus: 'paid', refunds: refunds.slice(0, 1) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Refunds' })).toBeVisible();
  },
};

/** The print rule is on the page, and the buttons are marked not to print. */
export const PrintRules: Story = {
  play: async ({ canvas, canvasElement }) => {
    // From invoice-print.css (no inline <style>, which the CSP refuses): a print rule that
    // hides everything but the invoice.
    const printRules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule) => rule instanceof CSSMediaRule && rule.conditionText === 'print')
      .map((rule) => rule.cssText);
    await expect(printRules.join('\n')).toMatch(
      /body:has\(\[data-slot="invoice-document"\]\)[^{]*\{\s*display: none !important;/,
    );
    const actions = canvasElement.querySelector('[data-slot="invoice-actions"]');
    await expect(actions).toHaveAttribute('data-print', 'hide');
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(print).toHaveBeenCalled();
  },
};

/** Tab reaches Print, Download PDF, then the items table and the support link. */
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Print' })).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        name: 'Instant-Read Meat Thermometer with Dual Probes and a Magnetic Back',
        size: 'Pro Dual-Probe, Gift Boxed',
        quantity: 10,
        priceCents: 7500,
      },
    ],
    subtotalCents: 75000,
    taxCents: 6563,
    totalCents: 81563,
    shippingAddress: { ...address, name: 'Bartholomew Alexander Montgomery-Richardson III' },
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$135.92')).toBeVisible();
  },
};
