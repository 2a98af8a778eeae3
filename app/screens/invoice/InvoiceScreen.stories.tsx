import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { brand } from '@domain/brand';
import { customerOrders, invoiceSampleOrder } from '@fixtures/orders';
import { InvoiceScreen } from './InvoiceScreen';

/** /invoice/:orderId: the invoice of a real order, printable and downloadable as a PDF. */
const meta = {
  title: 'Screens/Commerce/Invoice',
  component: InvoiceScreen,
  parameters: { layout: 'fullscreen', route: '/invoice/FF-2024-0015' },
  args: {
    order: invoiceSampleOrder,
    brandName: brand.name,
    supportEmail: brand.supportEmail,
    onPrint: fn(),
    onDownloadPdf: fn(async () => undefined),
  },
} satisfies Meta<typeof InvoiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's sample: FF-2024-0015, Confirmed, $124.98 + Free + $10.94 = $135.92. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Invoice FF-2024-0015' }),
    ).toBeVisible();
    await expect(canvas.getByText('Confirmed')).toBeVisible();
    await expect(canvas.getByText('Dec 14, 2024')).toBeVisible();
    for (const column of ['Item', 'Qty', 'Price', 'Total']) {
      await expect(canvas.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(canvas.getByRole('rowheader', { name: /Bristle-Free Grill Brush/ })).toBeVisible();
    for (const amount of ['$124.98', '$10.94', '$135.92']) {
      await expect(canvas.getByText(amount)).toBeVisible();
    }
    await expect(canvas.getByText(/Visa ending in/)).toHaveTextContent('Visa ending in 4242');
    await expect(canvas.getByText('Paid')).toBeVisible();
    await expect(canvas.getByRole('link', { name: brand.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${brand.supportEmail}`,
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    await expect(canvas.getByText('$135.92')).toBeVisible();
  },
};

/** Right after checkout the invoice thanks the shopper. */
export const JustPlaced: Story = {
  args: { justPlaced: true, order: { ...customerOrders[0]!, status: 'confirmed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Order FF-2024-0012 is confirmed. A confirmation is on its way to marcus.johnson@example.com.',
    );
    // $54.01 ships at $9.99.
    await expect(canvas.getByText('$9.99')).toBeVisible();
  },
};

export const Print: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
  },
};

/** Download PDF with the keyboard: pending while the PDF is built. */
export const DownloadPending: Story = {
  args: { onDownloadPdf: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Download PDF' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownloadPdf).toHaveBeenCalledOnce();
    await expect(
      await canvas.findByRole('button', { name: /Preparing PDF\.\.\./ }),
    ).toHaveAttribute('data-pending', 'true');
  },
};

export const DownloadFailed: Story = {
  args: { onDownloadPdf: fn(async () => Promise.reject(new Error('no memory'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download PDF' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The PDF could not be created. Please try again, or print the invoice.',
    );
  },
};

export const NotFound: Story = {
  args: { order: null },
  parameters: { route: '/invoice/FF-1999-0001' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View your orders' })).toHaveAttribute(
      'href',
      '/profile?tab=orders',
    );
  },
};

export const NotFoundMobile: Story = {
  ...NotFound,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

const shippedOrder = {
  ...invoiceSampleOrder,
  status: 'shipped' as const,
  shipment: { carrier: 'UPS' as const, trackingNumber: '1Z999AA10123456784' },
};

/** A shipped order names its carrier and tracking number, with the carrier's tracking page. */
export const Shipped: Story = {
  args: { order: shippedOrder },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Shipped with UPS')).toBeVisible();
    await expect(canvas.getByText(/Tracking number 1Z999AA10123456784/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Track with UPS/ })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
  },
};

export const ShippedMobile: Story = {
  args: { order: shippedOrder },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Track with UPS/ })).toBeVisible();
  },
};
