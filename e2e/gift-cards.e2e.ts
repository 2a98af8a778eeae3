import type { Page } from 'playwright';
import { describe, expect, inject, it } from 'vitest';
import { waitForMail } from '../server/test/mailbox';
import { axeViolations, useBrowser } from './browser';
import { waitForInvoice } from './checkout';
import { chooseFromCombobox } from './choose-option';

/**
 * Gift cards: a customer buys a $50 card for a recipient; the code in the
 * recipient's e-mail (read through MailDev's API) pays $30 of a shopper's larger order in
 * another browser; the admin's lookup then shows $20.00 left, and a second checkout asking
 * the card for more than $20 is refused next to the field.
 */

/** The checkout's contact, address and (when a card is needed and none is saved) card. */
async function fillCheckout(page: Page, email: string) {
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Email').fill(email);
  await field('First name').fill('Pat');
  await field('Last name').fill('Smoker');
  await field('Address').fill('123 W Randolph St');
  await field('City').fill('Chicago');
  // A saved address (commerce.e2e saves one for the customer) may have chosen it already.
  const state = page.getByRole('combobox', { name: 'State' });
  await chooseFromCombobox(state, 'Illin', 'Illinois');
  await field('ZIP code').fill('60601');
  if (await field('Card number').isVisible()) {
    await field('Card number').fill('4242424242424242');
    await field('Expiry').fill('12/30');
    await field('CVC').fill('123');
  }
}

/** The Order Summary or the invoice totals, as term → value. */
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

async function addThermometer(page: Page) {
  await page.goto('/shop/instant-read-meat-thermometer');
  await page.getByRole('heading', { level: 1, name: 'Instant-Read Meat Thermometer' }).waitFor();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByText('Added to cart').first().waitFor();
}

async function applyCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Gift card code' }).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

describe('gift cards', () => {
  const browser = useBrowser();
  const recipient = `gift-${Date.now()}@example.com`;
  let code = '';

  it('a customer buys a $50 gift card, and the recipient gets its code by e-mail', async () => {
    const customer = await browser.openAs('customer', '/gift-cards');
    const { page } = customer;
    const form = page.getByRole('form', { name: 'Gift card' });
    await form.getByRole('textbox', { name: 'Recipient name' }).fill('Sam');
    await form.getByRole('textbox', { name: 'Recipient email' }).fill(recipient);
    await form.getByRole('textbox', { name: 'Message' }).fill('Happy smoking, Sam!');
    await form.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('A $50.00 gift card for Sam is in your cart.').waitFor();

    await page.goto('/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await fillCheckout(page, 'customer@example.com');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await waitForInvoice(page, /\/invoice\/FF-\d{4}-\d{4,}/);

    const mail = await waitForMail(inject('mailApiUrl'), recipient, /gift card/);
    expect(mail.subject).toMatch(/sent you a \$50\.00 .* gift card$/);
    expect(mail.text).toContain('Happy smoking, Sam!');
    code = /code: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(mail.text)![1]!;
    expect(customer.consoleErrors).toEqual([]);
  }, 120_000);

  it('in another browser, a shopper pays $30 of a larger order with the code', async () => {
    const shopper = await browser.openAs('shopper', '/');
    const { page } = shopper;
    await addThermometer(page);
    await page.goto('/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await applyCode(page, code.toLowerCase());
    await page.getByText(/Gift card ending in \w{4}: \$50\.00 available/).waitFor();
    const amount = page.getByRole('textbox', { name: 'Amount to use' });
    await amount.fill('30');
    const summary = await totalsOf(page, 'order-summary');
    expect(summary['Gift card']).toBe('−$30.00');
    const total = Number(summary.Total!.replace(/[$,]/g, ''));
    expect(total).toBeGreaterThan(30);
    expect(summary['Amount due']).toBe(`$${(total - 30).toFixed(2)}`);
    expect(await axeViolations(page)).toEqual([]);

    await fillCheckout(page, 'shopper@example.com');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await waitForInvoice(page, /\/invoice\/FF-\d{4}-\d{4,}/);
    const invoice = await totalsOf(page, 'invoice-totals');
    expect(invoice['Gift card']).toBe('−$30.00');
    expect(invoice['Charged to card']).toBe(`$${(total - 30).toFixed(2)}`);
    expect(shopper.consoleErrors).toEqual([]);
  }, 120_000);

  it("the admin's lookup shows $20.00 left and the card's history", async () => {
    const admin = await browser.openAs('admin', '/admin-console');
    const { page } = admin;
    await page
      .getByRole('list', { name: 'Admin tools' })
      .getByRole('link', { name: 'Gift Cards' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Gift Cards' }).waitFor();
    await page.getByRole('textbox', { name: 'Gift card code' }).fill(code);
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.getByRole('heading', { name: `Gift card ending in ${code.slice(-4)}` }).waitFor();
    const balance = page.getByText('Balance', { exact: true }).locator('xpath=..').locator('dd');
    expect(await balance.innerText()).toBe('$20.00');
    const history = page.getByRole('grid', { name: 'Gift card history' });
    await expect.poll(() => history.getByRole('row').count()).toBe(3);
    expect(await history.getByRole('row').nth(2).innerText()).toMatch(/Redeemed[\s\S]*−\$30\.00/);
    expect(await axeViolations(page)).toEqual([]);
    expect(admin.consoleErrors).toEqual([]);
  }, 60_000);

  it('a second checkout asking the card for more than $20 is refused next to the field', async () => {
    const shopper = await browser.openAs('shopper', '/');
    const { page } = shopper;
    await addThermometer(page);
    await page.goto('/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await applyCode(page, code);
    await page.getByText(/Gift card ending in \w{4}: \$20\.00 available/).waitFor();
    const amount = page.getByRole('textbox', { name: 'Amount to use' });
    await amount.fill('25');
    await fillCheckout(page, 'shopper@example.com');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect
      .poll(() =>
        amount.getAttribute('aria-describedby').then(async (ids) => {
          const texts = await Promise.all(
            (ids ?? '')
              .split(' ')
              .filter(Boolean)
              .map((id) => page.locator(`#${id}`).innerText()),
          );
          return texts.join(' ');
        }),
      )
      .toContain('This gift card has only $20.00 left');
    expect(page.url()).toMatch(/\/checkout$/);
    expect(shopper.consoleErrors).toEqual([]);
  }, 120_000);
});
