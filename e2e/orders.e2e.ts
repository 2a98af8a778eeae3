import type { Page } from 'playwright';
import { describe, expect, inject, it } from 'vitest';
import { waitForMail } from '../server/test/mailbox';
import { useBrowser } from './browser';
import { checkOut, waitForInvoice } from './checkout';

/**
 * Orders and account data on the store server: an order a customer places reaches
 * the admin's browser, the admin's change reaches the customer's, and so does a refund of a
 * delivered order (the 30-day money-back guarantee); a Place Order sent again after its answer
 * was lost places one order; a new visitor starts empty;
 * signing out leaves nothing of the account in the browser, and the cart follows the account
 * to another browser.
 */

const banner = (page: Page) => page.getByRole('banner');

async function addToCart(page: Page, productPath: string, name: string) {
  await page.goto(productPath);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByText('Added to cart').first().waitFor();
}

/**
 * The customer buys a Texas Brisket Rub and sees it paid; the admin opens Order Management
 * in another browser: the order's row and its Update menu button.
 */
async function paidOrderInConsole(browser: ReturnType<typeof useBrowser>) {
  const customer = await browser.openAs('customer', '/');
  await addToCart(customer.page, '/shop/texas-brisket-rub', 'Texas Brisket Rub');
  await checkOut(customer.page);
  await waitForInvoice(customer.page, /\/invoice\/FF-\d{4}-\d{4,}$/);
  const orderId = decodeURIComponent(new URL(customer.page.url()).pathname.split('/').pop()!);
  await customer.page.getByText('Paid', { exact: true }).waitFor();

  const admin = await browser.openAs('admin', '/admin/orders');
  const row = admin.page
    .getByRole('grid', { name: 'Orders' })
    .getByRole('row', { name: new RegExp(orderId) });
  const update = admin.page.getByRole('button', { name: `Update status of ${orderId}` });
  return { customer, orderId, admin, row, update };
}

describe('orders across browsers', () => {
  const browser = useBrowser();

  it('a declined card places nothing and keeps the form; the customer’s order reaches the admin, whose Shipped reaches the customer', async () => {
    const customer = await browser.openAs('customer', '/');
    await addToCart(customer.page, '/shop/texas-brisket-rub', 'Texas Brisket Rub');
    await checkOut(customer.page, { card: '4000000000000002' });
    const number = customer.page.getByRole('textbox', { name: 'Card number', exact: true });
    await customer.page.getByText('Your card was declined').waitFor();
    expect(await number.inputValue()).toBe('4000 0000 0000 0002');
    expect(
      await customer.page.getByRole('textbox', { name: 'Address', exact: true }).inputValue(),
    ).toBe('1 E Wacker Dr');

    await number.fill('4242424242424242');
    await customer.page.getByRole('button', { name: 'Place Order' }).click();
    // A signed-in customer's invoice needs no key: the order is the account's.
    await waitForInvoice(customer.page, /\/invoice\/FF-\d{4}-\d{4,}$/);
    const orderId = decodeURIComponent(new URL(customer.page.url()).pathname.split('/').pop()!);

    const admin = await browser.openAs('admin', '/admin/orders');
    await admin.page.getByRole('heading', { level: 1, name: 'Order Management' }).waitFor();
    const firstRow = admin.page
      .getByRole('grid', { name: 'Orders' })
      .getByRole('rowheader')
      .first();
    await expect
      .poll(async () => (await firstRow.innerText()).split('\n')[0]!.trim())
      .toBe(orderId);
    await admin.page.getByRole('button', { name: `Update status of ${orderId}` }).click();
    await admin.page.getByRole('menuitemradio', { name: 'Shipped' }).click();
    const ship = admin.page.getByRole('dialog', { name: `Ship ${orderId}` });
    await ship.getByRole('button', { name: /Carrier/ }).click();
    await admin.page.getByRole('option', { name: 'UPS' }).click();
    await ship.getByRole('textbox', { name: 'Tracking number' }).fill('1Z999AA10123456784');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    const row = admin.page.getByRole('row', { name: new RegExp(orderId) });
    await expect.poll(() => row.innerText()).toMatch(/Shipped/);
    // The shipped e-mail in MailDev carries the carrier's tracking link.
    const shipped = await waitForMail(
      inject('mailApiUrl'),
      'casey@example.com',
      new RegExp(`${orderId} has shipped`),
    );
    expect(shipped.html).toContain('href="https://www.ups.com/track?tracknum=1Z999AA10123456784"');
    expect(await row.innerText()).toMatch(/Test payment/);

    await customer.page.goto('/profile');
    await customer.page.reload();
    const order = customer.page
      .getByRole('list', { name: 'Orders' })
      .getByRole('listitem')
      .filter({ hasText: orderId });
    await expect.poll(() => order.innerText()).toMatch(/Shipped/);
    expect(customer.consoleErrors.filter((error) => !/402/.test(error))).toEqual([]);
    expect(admin.consoleErrors).toEqual([]);
    await customer.context.close();
    await admin.context.close();
  }, 180_000);

  it('the admin refunds a delivered order from its row menu; the customer’s invoice then says Refunded', async () => {
    const { customer, orderId, admin, row, update } = await paidOrderInConsole(browser);
    await update.click();
    // Refund is offered only once the order is delivered.
    await admin.page.getByRole('menuitemradio', { name: 'Delivered' }).waitFor();
    expect(await admin.page.getByRole('menuitem', { name: 'Refund', exact: true }).count()).toBe(0);
    await admin.page.getByRole('menuitemradio', { name: 'Delivered' }).click();
    await expect.poll(() => row.innerText()).toMatch(/Delivered/);

    await update.click();
    await admin.page.getByRole('menuitem', { name: 'Refund', exact: true }).click();
    const dialog = admin.page.getByRole('alertdialog', { name: `Refund order ${orderId}?` });
    await dialog.getByRole('button', { name: /^Refund \$\d+\.\d{2}$/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.innerText()).toMatch(/Refunded/);

    await customer.page.reload();
    await customer.page.getByText('Refunded', { exact: true }).waitFor();
    expect(customer.consoleErrors).toEqual([]);
    expect(admin.consoleErrors).toEqual([]);
    await customer.context.close();
    await admin.context.close();
  }, 180_000);

  it('the admin’s Cancel asks first, naming the refund; confirmed, the customer’s invoice says Cancelled and Refunded', async () => {
    const { customer, orderId, admin, row, update } = await paidOrderInConsole(browser);
    await update.click();
    await admin.page.getByRole('menuitemradio', { name: 'Cancelled' }).click();
    const dialog = admin.page.getByRole('alertdialog', { name: `Cancel order ${orderId}?` });
    await dialog.waitFor();
    expect(await dialog.innerText()).toMatch(
      /1 item goes back on the shelf\. \S.* gets back \$\d+\.\d{2} on the Visa ending in 4242\./,
    );
    // Keep order changes nothing.
    await dialog.getByRole('button', { name: 'Keep order' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await row.innerText()).not.toMatch(/Cancelled/);

    await update.click();
    await admin.page.getByRole('menuitemradio', { name: 'Cancelled' }).click();
    await dialog.getByRole('button', { name: /^Cancel and refund \$\d+\.\d{2}$/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.innerText()).toMatch(/Cancelled/);
    expect(await row.innerText()).toMatch(/Refunded/);

    await customer.page.reload();
    await customer.page.getByText('Refunded', { exact: true }).waitFor();
    await customer.page.getByText('Cancelled', { exact: true }).first().waitFor();
    expect(customer.consoleErrors).toEqual([]);
    expect(admin.consoleErrors).toEqual([]);
    await customer.context.close();
    await admin.context.close();
  }, 180_000);

  it('the admin refunds one item of a delivered order; the customer’s invoice lists the refund', async () => {
    const { customer, orderId, admin, row, update } = await paidOrderInConsole(browser);
    await update.click();
    await admin.page.getByRole('menuitemradio', { name: 'Delivered' }).click();
    await expect.poll(() => row.innerText()).toMatch(/Delivered/);

    await update.click();
    await admin.page.getByRole('menuitem', { name: 'Refund items...' }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Refund items of ${orderId}` });
    await dialog.getByRole('textbox', { name: /Texas Brisket Rub/ }).fill('1');
    await dialog.getByRole('textbox', { name: /Texas Brisket Rub/ }).press('Tab');
    await expect
      .poll(() => dialog.getByRole('status').innerText())
      .toMatch(/^\$\d+\.\d{2} to the Visa ending in 4242\.$/);
    const amount = /^(\$\d+\.\d{2})/.exec(await dialog.getByRole('status').innerText())![1]!;
    await dialog.getByRole('button', { name: `Refund ${amount}` }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin.page.getByText(`${orderId}: ${amount} back to the customer`).waitFor();

    await customer.page.reload();
    const refunds = customer.page.getByRole('list', { name: 'Refunds' });
    await expect
      .poll(() => refunds.innerText())
      .toMatch(
        new RegExp(`−\\${amount}\\s+1 × Texas Brisket Rub \\(.+\\), to the Visa ending in 4242`),
      );
    expect(customer.consoleErrors).toEqual([]);
    expect(admin.consoleErrors).toEqual([]);
    await customer.context.close();
    await admin.context.close();
  }, 180_000);

  it('a Place Order whose answer was lost, pressed again after a reload, places one order', async () => {
    const guest = await browser.open('/');
    await addToCart(guest.page, '/shop/texas-brisket-rub', 'Texas Brisket Rub');
    const keys: string[] = [];
    let lostOrderId: string | undefined;
    await guest.page.route('**/api/orders', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (lostOrderId) return route.continue();
      // The store places the order, but its answer never reaches the browser.
      const response = await route.fetch();
      lostOrderId = ((await response.json()) as { order: { id: string } }).order.id;
      await route.abort('connectionreset');
    });
    await checkOut(guest.page);
    await guest.page
      .getByText(
        'We could not confirm your order. Press Place Order again: you will not be charged twice.',
      )
      .waitFor();

    // The reload keeps the checkout's draft and its key; the card is typed again.
    await guest.page.reload();
    const field = (name: string) => guest.page.getByRole('textbox', { name, exact: true });
    await expect.poll(() => field('Address').inputValue()).toBe('1 E Wacker Dr');
    await field('Card number').fill('4242424242424242');
    await field('Expiry').fill('12/30');
    await field('CVC').fill('123');
    await guest.page.getByRole('button', { name: 'Place Order' }).click();
    await waitForInvoice(guest.page, /\/invoice\/FF-\d{4}-\d{4,}\?key=/);
    const orderId = decodeURIComponent(new URL(guest.page.url()).pathname.split('/').pop()!);
    expect(orderId).toBe(lostOrderId);
    await guest.page.getByRole('heading', { level: 1, name: `Invoice ${orderId}` }).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    await guest.context.close();
  }, 120_000);

  it('a card whose bank asks to confirm (3-D Secure): the step survives a reload, Confirm payment places the order, the admin sees it', async () => {
    const guest = await browser.open('/');
    await addToCart(guest.page, '/shop/texas-brisket-rub', 'Texas Brisket Rub');
    await checkOut(guest.page, { card: '4000002760003184' });
    const bank = guest.page.getByRole('alertdialog', {
      name: 'Confirm this payment with your bank',
    });
    await bank.waitFor();
    // A reload comes back to the bank's step (the pending payment is kept with the checkout).
    await guest.page.reload();
    await bank.waitFor();
    await bank.getByRole('button', { name: 'Confirm payment' }).click();
    await waitForInvoice(guest.page, /\/invoice\/FF-\d{4}-\d{4,}\?key=/);
    const orderId = decodeURIComponent(new URL(guest.page.url()).pathname.split('/').pop()!);
    await guest.page.getByText('Paid', { exact: true }).waitFor();

    const admin = await browser.openAs('admin', '/admin/orders');
    await admin.page
      .getByRole('grid', { name: 'Orders' })
      .getByRole('row', { name: new RegExp(orderId) })
      .waitFor();
    expect(guest.consoleErrors).toEqual([]);
    await guest.context.close();
    await admin.context.close();
  }, 120_000);

  it('a new visitor has no favourites count and no orders', async () => {
    const visitor = await browser.open('/');
    // The link's name carries the count ('Favorites, 2 items'); with none it is the bare word.
    await banner(visitor.page).getByRole('link', { name: 'Favorites', exact: true }).waitFor();
    await visitor.page.goto('/profile');
    await visitor.page.getByText('No orders yet').waitFor();
    expect(visitor.consoleErrors).toEqual([]);
    await visitor.context.close();
  }, 60_000);

  it('signing out leaves nothing of the account behind; another browser gets the cart back', async () => {
    const first = await browser.openAs('customer', '/');
    await addToCart(first.page, '/shop/memphis-dry-rub', 'Memphis Dry Rub');
    await banner(first.page)
      .getByRole('link', { name: /^Cart, \d+ items?$/ })
      .waitFor();

    await first.page.goto('/login');
    await first.page.getByRole('button', { name: 'Sign out' }).click();
    await first.page.getByRole('button', { name: 'Login' }).waitFor();
    await banner(first.page).getByRole('link', { name: 'Cart', exact: true }).waitFor();
    const left = await first.page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(left).not.toContain('memphis-dry-rub');

    // Signing out revoked the first browser's tokens, which the saved session shares.
    const second = await browser.openSignedInAfresh('customer', '/cart');
    await second.page.getByRole('link', { name: 'Memphis Dry Rub' }).first().waitFor();
    expect(first.consoleErrors).toEqual([]);
    expect(second.consoleErrors).toEqual([]);
    await first.context.close();
    await second.context.close();
  }, 120_000);
});
