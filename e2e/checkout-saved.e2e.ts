import type { Page } from 'playwright';
import { describe, expect, inject, it } from 'vitest';
import { waitForMail } from '../server/test/mailbox';
import { useBrowser } from './browser';
import { waitForInvoice } from './checkout';
import { chooseFromCombobox } from './choose-option';

/**
 * Checkout offers the account's saved addresses and cards: what one browser saves
 * while placing an order, another browser of the same account offers at its next checkout,
 * and an order paid with the saved card needs no card typed in.
 */

async function addBrisketRub(page: Page) {
  await page.goto('/shop/texas-brisket-rub');
  await page.getByRole('heading', { level: 1, name: 'Texas Brisket Rub' }).waitFor();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByText('Added to cart').first().waitFor();
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillContact(page: Page) {
  await field(page, 'Email').fill('sam@example.com');
  await field(page, 'First name').fill('Sam');
  await field(page, 'Last name').fill('Shopper');
}

describe('checkout with saved addresses and cards', () => {
  const browser = useBrowser();

  it('saves the address and card of one order and offers them in another browser', async () => {
    const first = await browser.openAs('shopper', '/');
    await addBrisketRub(first.page);
    await first.page.goto('/checkout');
    await first.page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await fillContact(first.page);
    await field(first.page, 'Address').fill('700 N Michigan Ave');
    await field(first.page, 'City').fill('Chicago');
    const state = first.page.getByRole('combobox', { name: 'State' });
    await chooseFromCombobox(state, 'Illin', 'Illinois');
    await field(first.page, 'ZIP code').fill('60611');
    await field(first.page, 'Card number').fill('4242424242424242');
    await field(first.page, 'Expiry').fill('12/30');
    await field(first.page, 'CVC').fill('123');
    await first.page
      .getByRole('checkbox', { name: 'Save this address to my account' })
      .press('Space');
    await first.page.getByRole('checkbox', { name: 'Save this card for next time' }).press('Space');
    await first.page.getByRole('button', { name: 'Place Order' }).click();
    await waitForInvoice(first.page, /\/invoice\/FF-\d{4}-\d{4,}$/);
    // The confirmation e-mail arrives with the order's number and the total the invoice shows.
    const orderId = decodeURIComponent(new URL(first.page.url()).pathname.split('/').pop()!);
    const mail = await waitForMail(inject('mailApiUrl'), 'sam@example.com', new RegExp(orderId));
    const total = /Total\s+(\$[\d,.]+)/.exec(mail.text)?.[1];
    expect(total).toMatch(/^\$\d/);
    await first.page.getByText(total!).first().waitFor();

    const second = await browser.openAs('shopper', '/');
    await addBrisketRub(second.page);
    await second.page.goto('/checkout');
    await second.page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    // The saved address is the account's default (its first), so it fills the form.
    await expect.poll(() => field(second.page, 'Address').inputValue()).toBe('700 N Michigan Ave');
    expect(await field(second.page, 'ZIP code').inputValue()).toBe('60611');
    const savedCard = second.page.getByRole('radio', { name: /Visa ending in 4242/ });
    expect(await savedCard.isChecked()).toBe(true);
    expect(await field(second.page, 'Card number').count()).toBe(0);
    await fillContact(second.page);
    await second.page.getByRole('button', { name: 'Place Order' }).click();
    await waitForInvoice(second.page, /\/invoice\/FF-\d{4}-\d{4,}$/);
    await second.page.getByText('Visa ending in 4242').first().waitFor();

    expect(first.consoleErrors).toEqual([]);
    expect(second.consoleErrors).toEqual([]);
    await first.context.close();
    await second.context.close();
  }, 180_000);
});
