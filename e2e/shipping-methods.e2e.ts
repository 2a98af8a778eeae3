import type { Page } from 'playwright';
import { describe, expect, it, onTestFinished } from 'vitest';
import { shippingZones } from '../fixtures/shipping';
import { useBrowser } from './browser';
import { waitForInvoice } from './checkout';
import { accessTokenIn, storeApi } from './store-api';
import { chooseFromCombobox } from './choose-option';

/**
 * Shipping methods that really happen: checkout offers the zone methods of the
 * address typed, the server charges the chosen one, and the admin's price change in
 * /admin/shipping reaches the next checkout in another browser. The Instant-Read Meat
 * Thermometer ($44.99) clears every sample minimum and stays under free shipping.
 */

const thermometerCents = 4499;
/** 8.75% of $44.99, rounded half up: $3.94. */
const taxCents = 394;
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function addThermometer(page: Page) {
  await page.goto('/shop/instant-read-meat-thermometer');
  await page.getByRole('heading', { level: 1, name: 'Instant-Read Meat Thermometer' }).waitFor();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByText('Added to cart').first().waitFor();
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Fills checkout for a guest at this city and ZIP code in Illinois, with a test card. */
async function fillCheckout(page: Page, city: string, zipCode: string) {
  await page.goto('/checkout');
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await field(page, 'Email').fill('gale@example.com');
  await field(page, 'First name').fill('Gale');
  await field(page, 'Last name').fill('Guest');
  await field(page, 'Address').fill('1 Smoke Ln');
  await field(page, 'City').fill(city);
  await chooseFromCombobox(page.getByRole('combobox', { name: 'State' }), 'Illin', 'Illinois');
  await field(page, 'ZIP code').fill(zipCode);
  await field(page, 'Card number').fill('4242424242424242');
  await field(page, 'Expiry').fill('12/30');
  await field(page, 'CVC').fill('123');
}

const methods = (page: Page) => page.getByRole('radiogroup', { name: 'Shipping method' });

/** Chooses a method by its name; the summary then names it and charges its price. */
async function chooseMethod(page: Page, name: string, priceCents: number) {
  await methods(page).getByText(name, { exact: true }).click();
  await page.getByText(`Shipping (${name})`).waitFor();
  const total = thermometerCents + priceCents + taxCents;
  await page.getByText(dollars(total), { exact: true }).first().waitFor();
  return total;
}

/** Places the order and waits for its invoice; returns the invoice's text. */
async function placeOrder(page: Page) {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await waitForInvoice(page, /\/invoice\/FF-\d{4}-\d{4,}/);
  await page.getByRole('heading', { level: 1, name: /^Invoice FF-/ }).waitFor();
  return page.locator('article').first().innerText();
}

/** A method name, then its price, in the invoice's totals. */
const shippingLine = (name: string, priceCents: number) =>
  new RegExp(`Shipping \\(${name}\\)\\s*\\${dollars(priceCents)}`);

describe('shipping methods at checkout', () => {
  const browser = useBrowser();

  it("an order to each sample zone is priced with that zone's method", async () => {
    const guest = await browser.open('/');

    // Local (Chicago): standard shipping by default, and both Local methods.
    await addThermometer(guest.page);
    await fillCheckout(guest.page, 'Chicago', '60614');
    await methods(guest.page).getByText('Same Day Delivery', { exact: true }).waitFor();
    expect(await methods(guest.page).getByRole('radio').count()).toBe(3);
    expect(
      await methods(guest.page)
        .getByRole('radio', { name: /^Standard Shipping/ })
        .isChecked(),
    ).toBe(true);
    const localTotal = await chooseMethod(guest.page, 'Standard Delivery', 499);
    const localInvoice = await placeOrder(guest.page);
    expect(localInvoice).toMatch(shippingLine('Standard Delivery', 499));
    expect(localInvoice).toContain(dollars(localTotal));

    // Rest of Illinois (Peoria): no Local methods, Express and Standard instead.
    await addThermometer(guest.page);
    await fillCheckout(guest.page, 'Peoria', '61602');
    await methods(guest.page).getByText('Express', { exact: true }).waitFor();
    expect(await methods(guest.page).getByText('Same Day Delivery').count()).toBe(0);
    const illinoisTotal = await chooseMethod(guest.page, 'Express', 1499);
    const illinoisInvoice = await placeOrder(guest.page);
    expect(illinoisInvoice).toMatch(shippingLine('Express', 1499));
    expect(illinoisInvoice).toContain(dollars(illinoisTotal));

    expect(guest.consoleErrors).toEqual([]);
    await guest.context.close();
  }, 180_000);

  it("the admin's new price for a method changes the next checkout's total in another browser", async () => {
    const admin = await browser.openAs('admin', '/admin/shipping');
    const shopper = await browser.open('/');
    const api = storeApi(await accessTokenIn(admin.page));
    // Registered before the change: the seeded Local zone comes back whatever happens.
    onTestFinished(async () => {
      const { name, regions, methods: seeded } = shippingZones[0]!;
      const restored = await api('PUT', 'shipping-zones/local', { name, regions, methods: seeded });
      expect(restored.status).toBe(200);
      await admin.context.close();
      await shopper.context.close();
    });

    // Before: Local's Standard Delivery is $4.99 at checkout.
    await addThermometer(shopper.page);
    await fillCheckout(shopper.page, 'Evanston', '60201');
    await chooseMethod(shopper.page, 'Standard Delivery', 499);

    // The admin makes it $3.49 in the console.
    await admin.page.getByRole('heading', { level: 1, name: 'Shipping Management' }).waitFor();
    await admin.page.getByRole('button', { name: 'Edit Local' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Edit Shipping Zone' });
    const standard = dialog.getByRole('group', { name: 'Method 2' });
    expect(await standard.getByRole('textbox', { name: 'Method name' }).inputValue()).toBe(
      'Standard Delivery',
    );
    await standard.getByRole('textbox', { name: 'Price' }).fill('3.49');
    await standard.getByRole('textbox', { name: 'Price' }).press('Tab');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin.page.getByText('Changes to "Local" saved.').waitFor();

    // The shopper's checkout, opened before the change, is told the new total and re-reads
    // the zones; the next checkout offers, totals and charges the new price.
    const total = thermometerCents + 349 + taxCents;
    await shopper.page.getByRole('button', { name: 'Place Order' }).click();
    await shopper.page
      .getByText(`Prices changed since you added these items. Your new total is ${dollars(total)}.`)
      .waitFor();
    await methods(shopper.page).getByText('$3.49 · 1-2 days').waitFor();
    await fillCheckout(shopper.page, 'Evanston', '60201');
    await methods(shopper.page).getByText('$3.49 · 1-2 days').waitFor();
    await chooseMethod(shopper.page, 'Standard Delivery', 349);
    const invoice = await placeOrder(shopper.page);
    expect(invoice).toMatch(shippingLine('Standard Delivery', 349));
    expect(invoice).toContain(dollars(total));
    await shopper.page.goto('/shipping');
    const local = shopper.page.getByRole('grid', { name: 'Local shipping methods' });
    await local.waitFor();
    expect(await local.innerText()).toMatch(/Standard Delivery[\s\S]*\$3\.49/);

    expect(admin.consoleErrors).toEqual([]);
    // The refused stale total (409) was the test's own; the page logged nothing else.
    expect(shopper.consoleErrors.filter((error) => !/409/.test(error))).toEqual([]);
  }, 180_000);
});
