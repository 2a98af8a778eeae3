import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { orders } from '@fixtures/orders';
import type { OrderFilters } from './order-filters';
import { AdminOrdersScreen } from './AdminOrdersScreen';
import { clearLiveAnnouncer } from '@ds/lib/live-announcer';

/** /admin/orders on the fifteen sample orders, newest first. */
const meta = {
  title: 'Screens/Admin/Orders',
  component: AdminOrdersScreen,
  parameters: { layout: 'fullscreen', route: '/admin/orders' },
  args: {
    orders,
    onExport: fn(),
    onUpdateStatus: fn(async () => undefined),
    onRefund: fn(async () => undefined),
    onRefundLines: fn(async () => undefined),
  },
} satisfies Meta<typeof AdminOrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('grid', { name: 'Orders' });
const shownIds = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent?.slice(0, 12));
/** The filters Export Orders sent (the server exports every order they let through). */
const exported = (onExport: unknown) =>
  (onExport as { mock: { calls: [OrderFilters][] } }).mock.calls.at(-1)![0];

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('15 orders');
    const newest = within(table()).getByRole('row', { name: /FF-2024-0015/ });
    await expect(newest).toHaveTextContent('3 items');
    await expect(newest).toHaveTextContent('Sarah Mitchell');
    await expect(newest).toHaveTextContent('Dec 14, 2024, 9:42 AM');
    await expect(newest).toHaveTextContent('Confirmed');
    await expect(newest).toHaveTextContent('Paid');
    await expect(newest).toHaveTextContent('$135.92');
    await expect(within(newest).getByRole('link', { name: 'View FF-2024-0015' })).toHaveAttribute(
      'href',
      '/invoice/FF-2024-0015',
    );
  },
};

/** A customer disputed a charge with their bank (Stripe's charge.dispute.created): the row says so. */
export const Disputed: Story = {
  args: {
    orders: orders.map((order, index) =>
      index === 0
        ? { ...order, dispute: { reason: 'product_not_received', at: order.createdAt } }
        : order,
    ),
  },
  play: async () => {
    const disputed = within(table()).getByRole('row', { name: new RegExp(orders[0]!.id) });
    await expect(disputed).toHaveTextContent('Disputed: Product not received');
    const other = within(table()).getByRole('row', { name: new RegExp(orders[1]!.id) });
    await expect(other).not.toHaveTextContent('Disputed');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Order status' })).toBeVisible();
  },
};

/** The chips really filter (the prototype only highlighted them). */
export const StatusChips: Story = {
  play: async ({ args, canvas }) => {
    const chips = canvas.getByRole('grid', { name: 'Order status' });
    await expect(within(chips).getByRole('row', { name: /Pending/ })).toHaveTextContent('3');
    await userEvent.click(within(chips).getByRole('row', { name: /Pending/ }));
    await expect(shownIds()).toEqual(['FF-2024-0014', 'FF-2024-0011', 'FF-2024-0010']);
    await userEvent.click(within(chips).getByRole('row', { name: /Confirmed/ }));
    await expect(shownIds()).toEqual(['FF-2024-0015', 'FF-2024-0013']);
    await userEvent.click(canvas.getByRole('button', { name: 'Export Orders' }));
    await expect(exported(args.onExport)).toEqual({ query: '', status: 'confirmed', payments: [] });
    await userEvent.click(within(chips).getByRole('row', { name: /All/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent('15 orders');
  },
};

export const SearchAndPayment: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search orders' }), 'david chen');
    await expect(shownIds()).toEqual(['FF-2024-0011', 'FF-2024-0002']);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const payment = canvas.getByRole('grid', { name: 'Payment status' });
    await userEvent.click(within(payment).getByRole('row', { name: 'Failed' }));
    await expect(shownIds()).toEqual(['FF-2024-0011']);
    await userEvent.click(canvas.getByRole('button', { name: 'Export Orders' }));
    await expect(exported(args.onExport)).toEqual({
      query: 'david chen',
      status: null,
      payments: ['failed'],
    });
  },
};

export const EmptyFilterResult: Story = {
  parameters: { route: '/admin/orders?q=nobody&status=shipped' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders found')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export Orders' })).toBeDisabled();
    await userEvent.click(within(table()).getByRole('button', { name: 'Clear all filters' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('15 orders');
  },
};

/** Page 2 of 2-order pages, as the server sends it: the rows of that page, the total and the pages. */
const pagedArgs = {
  orders: orders.slice(2, 4),
  total: orders.length,
  statusCounts: {
    all: 15,
    pending: 3,
    processing: 2,
    confirmed: 2,
    shipped: 2,
    delivered: 4,
    cancelled: 2,
  },
};

const pagedPlay: Story['play'] = async ({ canvas }) => {
  await expect(canvas.getByRole('status')).toHaveTextContent('Showing 3–4 of 15 orders');
  await expect(shownIds()).toEqual(orders.slice(2, 4).map((order) => order.id));
  const pages = canvas.getByRole('navigation', { name: 'Orders pages' });
  await expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await userEvent.click(within(pages).getByRole('button', { name: 'Go to next page' }));
  await expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
    'aria-current',
    'page',
  );
};

/** ?limit=2&page=2: the count line says which orders of the total these are; the pages follow the table. */
export const Paged: Story = {
  parameters: { route: '/admin/orders?limit=2&page=2' },
  args: pagedArgs,
  play: pagedPlay,
};

export const PagedMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { route: '/admin/orders?limit=2&page=2' },
  args: pagedArgs,
  play: pagedPlay,
};

export const UpdateStatus: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update status of FF-2024-0014' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Pending' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Processing' }));
    await expect(args.onUpdateStatus).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'FF-2024-0014' }),
      'processing',
    );
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const UpdateStatusFailure: Story = {
  args: {
    onUpdateStatus: fn(async () => {
      throw new Error('The order could not be saved.');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update status of FF-2024-0015' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Processing' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'FF-2024-0015 is still confirmed: The order could not be saved.',
    );
  },
};

/** A delivered, paid order's menu offers Refund; confirming names the order and the amount. */
export const Refund: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update status of FF-2024-0015' }));
    await expect(await screen.findByRole('menuitemradio', { name: 'Delivered' })).toBeVisible();
    await expect(screen.queryByRole('menuitem', { name: 'Refund' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Update status of FF-2024-0008' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Refund' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund order FF-2024-0008?' });
    await expect(dialog).toHaveTextContent('Lauren Brooks gets $63.43 back');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $63.43' }));
    await expect(args.onRefund).toHaveBeenCalledWith('FF-2024-0008');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    clearLiveAnnouncer();
    await expect(args.onUpdateStatus).not.toHaveBeenCalled();
  },
};

/** Left open for the screenshot: the question names the order, the button the amount. */
export const RefundConfirmation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update status of FF-2024-0008' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('group', { name: 'Status' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Refund' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund order FF-2024-0008?' });
    await expect(dialog).toHaveTextContent(
      'Lauren Brooks gets $63.43 back on the Visa ending in 0077, under the 30-day money-back guarantee.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Refund $63.43' })).toBeVisible();
    await expect(args.onRefund).not.toHaveBeenCalled();
  },
};

/** The server's refusal (e.g. past the 30 days) shows where a failed status change does. */
export const RefundRefused: Story = {
  args: {
    onRefund: fn(async () => {
      throw new Error('The 30-day money-back guarantee has ended for this order.');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update status of FF-2024-0008' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Refund' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund order FF-2024-0008?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $63.43' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    clearLiveAnnouncer();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'FF-2024-0008 is not refunded: The 30-day money-back guarantee has ended for this order.',
    );
  },
};

/** Lauren Brooks's delivered order: 6 units over its lines. */
const openRefundItems = async (canvas: { getByRole: typeof screen.getByRole }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Update status of FF-2024-0008' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Refund items...' }));
  return screen.findByRole('dialog', { name: 'Refund items of FF-2024-0008' });
};

/**
 * Refund items: how many of each line came back; the amount (price less the member discount's
 * share, with tax) and where it goes are shown before confirming. Left open for the screenshot.
 */
export const RefundItems: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openRefundItems(canvas);
    const fields = within(dialog).getAllByRole('textbox');
    await expect(fields.length).toBeGreaterThan(0);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Nothing chosen yet.');
    await userEvent.click(within(dialog).getAllByRole('button', { name: /^Increase/ })[0]!);
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      /^\$\d+\.\d{2} to the Visa ending in 0077\.$/,
    );
    await expect(
      within(dialog).getByRole('button', { name: /^Refund \$\d+\.\d{2}$/ }),
    ).toBeVisible();
    await expect(args.onRefundLines).not.toHaveBeenCalled();
  },
};

/** The same on a phone. */
export const RefundItemsMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const dialog = await openRefundItems(canvas);
    await userEvent.click(within(dialog).getAllByRole('button', { name: /^Increase/ })[0]!);
    await expect(
      within(dialog).getByRole('button', { name: /^Refund \$\d+\.\d{2}$/ }),
    ).toBeVisible();
  },
};

/** Confirming sends the chosen units with one key; nothing chosen asks for a unit first. */
export const RefundItemsConfirm: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openRefundItems(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose at least one unit to refund.',
    );
    await expect(args.onRefundLines).not.toHaveBeenCalled();
    const first = within(dialog).getAllByRole('textbox')[0]!;
    await userEvent.clear(first);
    await userEvent.type(first, '1');
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Refund \$\d+\.\d{2}$/ }));
    await expect(args.onRefundLines).toHaveBeenCalledWith(
      'FF-2024-0008',
      { lines: [expect.objectContaining({ quantity: 1 })] },
      expect.stringMatching(/^[0-9a-f]{32}$/),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    clearLiveAnnouncer();
  },
};

/** The server's refusal stays in the dialog, with what was chosen. */
export const RefundItemsRefused: Story = {
  args: {
    onRefundLines: fn(async () => {
      throw new Error('The 30-day money-back guarantee has ended for this order.');
    }),
  },
  play: async ({ canvas }) => {
    const dialog = await openRefundItems(canvas);
    await userEvent.click(within(dialog).getAllByRole('button', { name: /^Increase/ })[0]!);
    await userEvent.click(within(dialog).getByRole('button', { name: /^Refund \$\d+\.\d{2}$/ }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The 30-day money-back guarantee has ended for this order.',
    );
    await expect(within(dialog).getAllByRole('textbox')[0]).toHaveValue('1');
  },
};

/**
 * Cancel asks first and says what it does: the lines go back on the shelf and a paid order is
 * refunded in full. Left open for the screenshot.
 */
export const CancelConfirmation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update status of FF-2024-0013' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Cancelled' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order FF-2024-0013?' });
    await expect(dialog).toHaveTextContent(
      '3 items go back on the shelf. Elena Ramirez gets back $68.68 on the Visa ending in 4242. This cannot be undone.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus(),
    );
    await expect(
      within(dialog).getByRole('button', { name: 'Cancel and refund $68.68' }),
    ).toBeVisible();
    await expect(args.onUpdateStatus).not.toHaveBeenCalled();
  },
};

/** The same question on a phone. */
export const CancelConfirmationMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update status of FF-2024-0013' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Cancelled' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order FF-2024-0013?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus(),
    );
    await expect(
      within(dialog).getByRole('button', { name: 'Cancel and refund $68.68' }),
    ).toBeVisible();
  },
};

/** An unpaid order's cancel refunds nothing and says so; confirming cancels it. */
export const CancelUnpaid: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update status of FF-2024-0014' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Cancelled' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order FF-2024-0014?' });
    await expect(dialog).toHaveTextContent(
      '1 item goes back on the shelf. Nothing was charged, so nothing is refunded.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expect(args.onUpdateStatus).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'FF-2024-0014' }),
      'cancelled',
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    clearLiveAnnouncer();
  },
};

/** Keep order leaves it as it was. */
export const CancelKept: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update status of FF-2024-0013' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Cancelled' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order FF-2024-0013?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onUpdateStatus).not.toHaveBeenCalled();
  },
};

export const NoOrders: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Orders placed in the shop appear here.')).toBeVisible();
  },
};

/** Sarah Mitchell's pending order: Shipped asks for the carrier and tracking number. */
const openShip = async (canvas: { getByRole: typeof screen.getByRole }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Update status of FF-2024-0014' }));
  const menu = await screen.findByRole('menu');
  await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Shipped' }));
  return screen.findByRole('dialog', { name: 'Ship FF-2024-0014' });
};

/**
 * Ship with tracking: a tracking number the carrier could not have is refused next to its field;
 * UPS and a good number mark the order shipped with both. Left open with the error for the screenshot.
 */
export const ShipWithTracking: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openShip(canvas);
    await expect(args.onUpdateStatus).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /Carrier/ }));
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'UPS' }),
    );
    const tracking = within(dialog).getByRole('textbox', { name: 'Tracking number' });
    await userEvent.type(tracking, '1Z#999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await expect(tracking).toHaveAccessibleDescription(
      expect.stringContaining('Use only letters, digits, spaces and dashes'),
    );
    await expect(tracking).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onUpdateStatus).not.toHaveBeenCalled();
  },
};

/** The same dialog on a phone. */
export const ShipWithTrackingMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const dialog = await openShip(canvas);
    await expect(within(dialog).getByRole('textbox', { name: 'Tracking number' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Mark shipped' })).toBeVisible();
  },
};

/** Mark shipped sends the carrier and the trimmed number with the status, then closes. */
export const ShipWithTrackingSaved: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openShip(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: /Carrier/ }));
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'UPS' }),
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Tracking number' }),
      ' 1Z999AA10123456784 ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await expect(args.onUpdateStatus).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'FF-2024-0014' }),
      'shipped',
      { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    clearLiveAnnouncer();
  },
};

/** A shipped order's Tracking... corrects the tracking, keeping the status; it needs a number. */
export const EditTracking: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update status of FF-2024-0007' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Tracking...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tracking of FF-2024-0007' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save tracking' }));
    const tracking = within(dialog).getByRole('textbox', { name: 'Tracking number' });
    await expect(tracking).toHaveAccessibleDescription(
      expect.stringContaining('Enter the tracking number'),
    );
    await userEvent.type(tracking, '9400 1000 0000 0000 0000 00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save tracking' }));
    await expect(args.onUpdateStatus).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'FF-2024-0007' }),
      'shipped',
      { carrier: 'USPS', trackingNumber: '9400 1000 0000 0000 0000 00' },
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    clearLiveAnnouncer();
  },
};
