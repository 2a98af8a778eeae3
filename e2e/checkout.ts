import type { Page } from 'playwright';
import { expect } from 'vitest';
import { chooseFromCombobox } from './choose-option';

/**
 * Fills the checkout as a shopper in Chicago would (a saved state may be there already: it is
 * typed afresh), pays with a new card (declined: '4000000000000002') and presses Place Order.
 */
export async function checkOut(
  page: Page,
  { email = 'casey@example.com', card = '4242424242424242' } = {},
) {
  await page.goto('/checkout');
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Email').fill(email);
  await field('First name').fill('Casey');
  await field('Last name').fill('Customer');
  await field('Address').fill('1 E Wacker Dr');
  await field('City').fill('Chicago');
  await chooseFromCombobox(page.getByRole('combobox', { name: 'State' }), 'Illin', 'Illinois');
  await field('ZIP code').fill('60601');
  // An account with saved cards pays with its default unless 'A new card' is chosen.
  if (await page.getByRole('radio', { name: 'A new card' }).count()) {
    await page.getByText('A new card', { exact: true }).click();
  }
  await field('Card number').fill(card);
  await field('Expiry').fill('12/30');
  await field('CVC').fill('123');
  await page.getByRole('button', { name: 'Place Order' }).click();
}

/**
 * Waits until the placed order's invoice is open (its address matches `invoice`). While the
 * checkout is still shown, what it says (the messages under the fields and above Place Order)
 * is what a failure reports, not a bare timeout.
 */
export async function waitForInvoice(page: Page, invoice: RegExp) {
  const checkout = page.locator('form[aria-label="Checkout"]');
  const said = checkout.locator('[data-slot="field-error"], [role="alert"]');
  await expect
    .poll(async () => {
      if (invoice.test(page.url())) return 'the invoice';
      const messages = (await said.allInnerTexts().catch(() => [])).map((text) => text.trim());
      return `still the checkout, saying: ${JSON.stringify(messages.filter(Boolean))}`;
    })
    .toBe('the invoice');
}
