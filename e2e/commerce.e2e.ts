import { readFileSync } from 'node:fs';
import type { Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';
import { axeViolations, searchParam, useBrowser } from './browser';
import { seededFavorites } from '../fixtures/favorites';
import { waitForInvoice } from './checkout';
import { chooseFromCombobox, chooseFromSelect } from './choose-option';

/**
 * Commerce end to end: cart, checkout, invoice, PDF, profile and favourites, in
 * Chromium against the production build. One shopper's journey runs through the tests in
 * order on one page; the route checks each open a fresh browser context.
 */

/** The Order Summary (cart, checkout) or the invoice totals, as term → value. */
async function totalsOf(page: Page, slot: 'order-summary' | 'invoice-totals') {
  const items = page.locator(`[data-slot="${slot}"] [data-slot="description-item"]`);
  await items.first().waitFor();
  const values: Record<string, string> = {};
  for (const item of await items.all()) {
    values[(await item.locator('dt').innerText()).trim()] = (
      await item.locator('dd').innerText()
    ).trim();
  }
  return values;
}

/** Adds the shown (first in-stock) size of a product from its page, at quantity 1. */
async function addFromProductPage(page: Page, productId: string, name: string) {
  await page.goto(`/shop/${productId}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  // The product's own button comes first; 'Frequently Bought Together' cards follow.
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByText('Added to cart').first().waitFor();
}

/** Every message the checkout shows, as seen under the fields. */
async function fieldMessages(page: Page) {
  const alerts = page.locator('form[aria-label="Checkout"] [data-slot="field-error"]');
  return (await alerts.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
}

describe('commerce: a shopper buys two products', () => {
  const browser = useBrowser();
  let page: Page;
  let consoleErrors: string[];
  let orderId = '';
  let invoiceUrl = '';

  afterAll(async () => {
    await page?.context().close();
  });

  it('adds two products from their pages; the cart is right below the $75 threshold', async () => {
    ({ page, consoleErrors } = await browser.open('/cart'));
    await page.getByRole('heading', { level: 1, name: 'Your cart is empty' }).waitFor();
    expect(
      await page.getByText("Looks like you haven't added any items to your cart yet.").isVisible(),
    ).toBe(true);

    await addFromProductPage(page, 'texas-brisket-rub', 'Texas Brisket Rub');
    await addFromProductPage(
      page,
      'instant-read-meat-thermometer',
      'Instant-Read Meat Thermometer',
    );

    await page.goto('/cart');
    await page.getByRole('heading', { level: 1, name: 'Shopping Cart' }).waitFor();
    // $12.99 (6 oz) + $44.99 (Standard, 10% off $49.99) = $57.98: shipping $9.99, tax 8.75%.
    expect(await totalsOf(page, 'order-summary')).toEqual({
      Subtotal: '$57.98',
      Shipping: '$9.99',
      Tax: '$5.07',
      Total: '$73.04',
    });
    expect(await page.getByText('Add $17.03 more for free shipping.').isVisible()).toBe(true);
  }, 60_000);

  it('ships free above $75, a decrease below 1 is ignored, and a reload keeps the cart', async () => {
    const thermometer = page.getByRole('listitem').filter({
      has: page.getByRole('link', { name: 'Instant-Read Meat Thermometer' }),
    });
    await thermometer.getByRole('button', { name: 'Increase quantity' }).click();
    await expect
      .poll(() => totalsOf(page, 'order-summary'))
      .toEqual({ Subtotal: '$102.97', Shipping: 'Free', Tax: '$9.01', Total: '$111.98' });

    const rub = page.getByRole('listitem').filter({
      has: page.getByRole('link', { name: 'Texas Brisket Rub' }),
    });
    expect(await rub.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(true);
    expect(
      await rub.getByRole('textbox', { name: 'Quantity for Texas Brisket Rub' }).inputValue(),
    ).toBe('1');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Shopping Cart' }).waitFor();
    expect(await totalsOf(page, 'order-summary')).toEqual({
      Subtotal: '$102.97',
      Shipping: 'Free',
      Tax: '$9.01',
      Total: '$111.98',
    });
    expect(await axeViolations(page)).toEqual([]);
  }, 60_000);

  it('checkout shows every message for bad inputs, keeps what was typed, then places the order', async () => {
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    expect(await totalsOf(page, 'order-summary')).toEqual({
      Subtotal: '$102.97',
      'Shipping (Standard Shipping)': 'Free',
      Tax: '$9.01',
      Total: '$111.98',
    });
    expect(await page.getByText('Secure checkout with SSL encryption').isVisible()).toBe(true);
    expect(await page.getByText('Free shipping on orders over $75').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    const placeOrder = page.getByRole('button', { name: 'Place Order' });

    // 1. Nothing typed.
    await placeOrder.click();
    await expect
      .poll(() => fieldMessages(page))
      .toEqual([
        'Email is required',
        'First name is required',
        'Last name is required',
        'Address is required',
        'City is required',
        'State is required',
        'ZIP code is required',
        'Card number is required',
        'Expiry date is required',
        'CVC is required',
      ]);
    expect(await field('Email').evaluate((el) => el === document.activeElement)).toBe(true);

    // 2. Wrong values.
    await field('Email').fill('pat@');
    await field('First name').fill('Pat');
    await field('Last name').fill('Smoker');
    await field('Address').fill('123 W Randolph St');
    await field('City').fill('Chicago');
    await field('ZIP code').fill('6060');
    await field('Card number').fill('1234567890123456');
    expect(await field('Card number').inputValue()).toBe('1234 5678 9012 3456');
    await field('Expiry').fill('1026');
    expect(await field('Expiry').inputValue()).toBe('10/26');
    await field('CVC').fill('12');
    await placeOrder.click();
    await expect
      .poll(() => fieldMessages(page))
      .toEqual([
        'Please enter a valid email',
        'State is required',
        'Enter a 5-digit ZIP code, or ZIP+4 (12345-6789)',
        'This card number is not valid: check the digits',
        'This card has expired',
        'CVC must be 3 or 4 digits',
      ]);
    expect(await field('Email').evaluate((el) => el === document.activeElement)).toBe(true);

    // 3. More wrong values: a short card number, an impossible month, a 4-digit Visa CVC.
    await field('Card number').fill('4242 4242');
    await field('Expiry').fill('13/27');
    await field('CVC').fill('1234');
    await placeOrder.click();
    await expect
      .poll(() => fieldMessages(page))
      .toEqual([
        'Please enter a valid email',
        'State is required',
        'Enter a 5-digit ZIP code, or ZIP+4 (12345-6789)',
        'Card number must have 12 to 19 digits',
        'Enter the expiry as MM/YY',
        'CVC must be 3 digits for this card',
      ]);
    // Nothing typed was lost.
    expect(await field('First name').inputValue()).toBe('Pat');
    expect(await field('City').inputValue()).toBe('Chicago');

    // A reload keeps the draft, but never the card number, expiry or CVC.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await expect.poll(() => field('Address').inputValue()).toBe('123 W Randolph St');
    expect(await field('Email').inputValue()).toBe('pat@');
    expect(await field('Card number').inputValue()).toBe('');
    expect(await field('Expiry').inputValue()).toBe('');
    expect(await field('CVC').inputValue()).toBe('');

    // 4. Fixed.
    await field('Email').fill('pat@example.com');
    await chooseFromCombobox(page.getByRole('combobox', { name: 'State' }), 'Illin', 'Illinois');
    await field('ZIP code').fill('60601-1234');
    await field('Card number').fill('4242424242424242');
    await field('Expiry').fill('12/30');
    await field('CVC').fill('123');
    // What leaves the browser for the store: a payment token, never the number or the CVC.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/orders')) sent.push(request.postData() ?? '');
    });
    await placeOrder.click();

    // A guest's invoice link carries the order's key.
    await waitForInvoice(page, /\/invoice\/FF-\d{4}-\d{4,}\?key=[\w-]{32,}$/);
    const url = new URL(page.url());
    orderId = decodeURIComponent(url.pathname.split('/').pop()!);
    invoiceUrl = `${url.pathname}${url.search}`;
    expect(orderId).toMatch(/^FF-\d{4}-\d{4,}$/);
    expect(sent.join('')).toContain('tok_test_');
    for (const secret of ['4242424242424242', '4242 4242 4242 4242', '"123"']) {
      expect(sent.join('')).not.toContain(secret);
    }
  }, 90_000);

  it('the invoice shows the same numbers, and the cart is empty', async () => {
    await page.getByRole('heading', { level: 1, name: `Invoice ${orderId}` }).waitFor();
    expect(await page.getByText('Thank you for your order!').isVisible()).toBe(true);
    expect(await page.getByText('Confirmed', { exact: true }).isVisible()).toBe(true);
    expect(await totalsOf(page, 'invoice-totals')).toEqual({
      Subtotal: '$102.97',
      'Shipping (Standard Shipping)': 'Free',
      Tax: '$9.01',
      Total: '$111.98',
    });
    const rows = page.getByRole('row');
    expect(await rows.nth(1).innerText()).toMatch(
      /Texas Brisket Rub\s+6 oz\s+1\s+\$12\.99\s+\$12\.99/,
    );
    expect(await rows.nth(2).innerText()).toMatch(
      /Instant-Read Meat Thermometer\s+Standard\s+2\s+\$44\.99\s+\$89\.98/,
    );
    expect(await page.getByText('Visa ending in 4242').isVisible()).toBe(true);
    expect(await page.getByText('Pat Smoker').first().isVisible()).toBe(true);
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: 'support@forgeandflame.example' })
        .getAttribute('href'),
    ).toBe('mailto:support@forgeandflame.example');
    // Nothing of the card stays in the browser either.
    const kept = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(kept).not.toContain('4242424242424242');
    expect(kept).not.toContain('4242 4242 4242 4242');
  }, 60_000);

  it('downloads a real PDF of the invoice', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${orderId}.pdf`);
    const pdf = readFileSync((await download.path())!).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain(orderId);
    expect(pdf).toContain('$111.98');
  }, 60_000);

  it('a guest’s invoice opens with its key (the profile lists it so) and says "Order not found" without it', async () => {
    await page.goto('/cart');
    await page.getByRole('heading', { level: 1, name: 'Your cart is empty' }).waitFor();
    // This browser keeps its guest order's key: the profile lists the order, with its key.
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    await page.getByRole('heading', { level: 3, name: `Order ${orderId}` }).waitFor();
    const link = page.getByRole('link', { name: `View Invoice ${orderId}` });
    expect(await link.getAttribute('href')).toBe(invoiceUrl);
    await page.goto(`/invoice/${orderId}`);
    await page.getByRole('heading', { level: 1, name: 'Order not found' }).waitFor();
    await page.goto(invoiceUrl);
    await page.getByRole('heading', { level: 1, name: `Invoice ${orderId}` }).waitFor();
    expect(consoleErrors.filter((error) => !/404/.test(error))).toEqual([]);
  }, 60_000);
});

describe('commerce: favourites', () => {
  const browser = useBrowser();

  it('shows 15 saved favourites; filters combine and live in the URL; the heart removes', async () => {
    // A new visitor has none: this one saved the spec's 15 sample favourites earlier.
    const { page, consoleErrors } = await browser.open('/');
    await page.evaluate(
      (items) =>
        localStorage.setItem('ff.favorites', JSON.stringify({ state: { items }, version: 1 })),
      seededFavorites,
    );
    await page.goto('/favorites');
    await page.getByRole('heading', { level: 1, name: 'My Favorites' }).waitFor();
    const count = page.getByRole('status').filter({ hasText: /Items?$/ });
    expect(await count.innerText()).toBe('15 Items');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Filters' }).click();
    await page
      .getByRole('grid', { name: 'Type' })
      .getByRole('row', { name: /Recipes/ })
      .click();
    await expect.poll(() => count.innerText()).toBe('7 Items');
    await page
      .getByRole('grid', { name: 'Category' })
      .getByRole('row', { name: /Smoked Meats/ })
      .click();
    await expect.poll(() => count.innerText()).toBe('2 Items');
    await expect.poll(() => searchParam(page, 'type')).toBe('recipe');
    await expect.poll(() => searchParam(page, 'category')).toBe('Smoked Meats');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My Favorites' }).waitFor();
    await expect.poll(() => count.innerText()).toBe('2 Items');

    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect.poll(() => count.innerText()).toBe('15 Items');

    await page.getByRole('button', { name: 'Remove Texas Brisket Rub from favorites' }).click();
    await expect.poll(() => count.innerText()).toBe('14 Items');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My Favorites' }).waitFor();
    await expect.poll(() => count.innerText()).toBe('14 Items');
    expect(await page.getByRole('heading', { name: 'Texas Brisket Rub' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  }, 60_000);
});

describe('commerce: routes', () => {
  const browser = useBrowser();

  it(
    "shows the spec's sample invoice FF-2024-0015 at $135.92 to an admin",
    { timeout: 60_000 },
    async () => {
      // Sample orders belong to no account: only an admin opens them.
      const { page, consoleErrors } = await browser.openAs('admin', '/invoice/FF-2024-0015');
      await page.getByRole('heading', { level: 1, name: 'Invoice FF-2024-0015' }).waitFor();
      expect(await page.title()).toBe('Invoice FF-2024-0015 | Forge & Flame');
      expect(await totalsOf(page, 'invoice-totals')).toEqual({
        Subtotal: '$124.98',
        'Shipping (Standard Shipping)': 'Free',
        Tax: '$10.94',
        Total: '$135.92',
      });
      expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    },
  );

  it('prints only the invoice', async () => {
    const { page } = await browser.openAs('admin', '/invoice/FF-2024-0015');
    await page.getByRole('heading', { level: 1, name: 'Invoice FF-2024-0015' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    const visible = await page.evaluate(() => {
      const shown = (selector: string) =>
        [...document.querySelectorAll<HTMLElement>(selector)].some(
          (element) => getComputedStyle(element).display !== 'none',
        );
      return {
        invoice: shown('[data-slot="invoice-document"]'),
        buttons: shown('[data-slot="invoice-actions"]'),
        header: shown('header:not([data-slot="invoice-document"] header)'),
        footer: shown('body > * footer'),
        backLink: shown('a[href="/profile?tab=orders"]'),
      };
    });
    expect(visible).toEqual({
      invoice: true,
      buttons: false,
      header: false,
      footer: false,
      backLink: false,
    });
  });

  it("shows 'Order not found' for an unknown order", async () => {
    const { page, consoleErrors } = await browser.open('/invoice/FF-1999-0001');
    await page.getByRole('heading', { level: 1, name: 'Order not found' }).waitFor();
    expect(await page.title()).toBe('Order not found | Forge & Flame');
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('serves the empty cart and the empty checkout', async () => {
    for (const path of ['/cart', '/checkout']) {
      const { page, consoleErrors } = await browser.open(path);
      await page.getByRole('heading', { level: 1, name: 'Your cart is empty' }).waitFor();
      expect(
        await page.getByRole('link', { name: 'Continue Shopping' }).first().getAttribute('href'),
      ).toBe('/shop');
      expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    }
    // Two pages, each loaded and checked with axe: as long as the profile's sections below.
  }, 60_000);

  it('serves every profile section with no console errors or axe violations', async () => {
    const sections = {
      orders: 'Orders',
      favorites: 'Favorites',
      addresses: 'Addresses',
      'payment-methods': 'Payment Methods',
      notifications: 'Notifications',
      settings: 'Settings',
      logout: 'Logout',
    };
    const { page, consoleErrors } = await browser.open('/profile');
    for (const [tab, title] of Object.entries(sections)) {
      await page.goto(`/profile?tab=${tab}`);
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    }
    expect(await page.getByText(/No account is signed in/).isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
  }, 60_000);

  it('saves an address, a card, a preference and the settings through a reload', async () => {
    const { page, consoleErrors } = await browser.openAs('customer', '/profile?tab=addresses');
    await page.getByRole('button', { name: 'Add New Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Address' });
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await dialog.getByText('Address is required').waitFor();
    await dialog.getByText('Other', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Address' }).fill('1015 Lake St');
    await dialog.getByRole('textbox', { name: 'City' }).fill('Oak Park');
    await chooseFromCombobox(dialog.getByRole('combobox', { name: 'State' }), 'Illin', 'Illinois');
    await dialog.getByRole('textbox', { name: 'ZIP code' }).fill('60301');
    await dialog.getByText('Set as default address').click();
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto('/profile?tab=payment-methods');
    await page.getByRole('button', { name: 'Add New Card' }).click();
    const cardDialog = page.getByRole('dialog', { name: 'Add New Card' });
    await cardDialog.getByRole('textbox', { name: 'Card number' }).fill('5555555555554444');
    await cardDialog.getByRole('textbox', { name: 'Expiry' }).fill('0929');
    await cardDialog.getByRole('textbox', { name: 'Name on card' }).fill('Pat Smoker');
    await cardDialog.getByRole('button', { name: 'Save Card' }).click();
    await cardDialog.waitFor({ state: 'detached' });

    await page.goto('/profile?tab=notifications');
    // The switch shows the change at once and saves it after; leaving the page by a full
    // navigation before the PUT answers would cancel it.
    const preferenceSaved = page.waitForResponse(
      (response) =>
        response.url().includes('/notification-preferences') &&
        response.request().method() === 'PUT',
    );
    await page.getByRole('switch', { name: 'New recipes by SMS' }).click({ force: true });
    expect((await preferenceSaved).ok()).toBe(true);
    expect(await page.getByRole('switch', { name: 'New recipes by SMS' }).isChecked()).toBe(true);

    await page.goto('/profile?tab=settings');
    await chooseFromSelect(page.getByRole('button', { name: /Currency/ }), 'CAD');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings saved').waitFor();

    // After a load the page may show the defaults until the session is restored, then the
    // account's own: the checks wait for the account's.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Settings' }).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: /Currency/ }).innerText())
      .toContain('CAD');
    await page.goto('/profile?tab=notifications');
    await expect
      .poll(() => page.getByRole('switch', { name: 'New recipes by SMS' }).isChecked())
      .toBe(true);
    await page.goto('/profile?tab=payment-methods');
    await page
      .getByRole('heading', { level: 3, name: 'Mastercard ending in 4444' })
      .first()
      .waitFor();
    await page.getByText('09/29').waitFor();
    await page.goto('/profile?tab=addresses');
    const other = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Other' }) });
    await other.getByText('Default').waitFor();
    expect(await page.getByRole('article').getByText('Default', { exact: true }).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  }, 90_000);
});
