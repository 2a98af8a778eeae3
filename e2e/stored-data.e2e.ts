import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

/**
 * What the browser keeps survives damage and change: a stored cart with one
 * corrupted line keeps its other lines, a draft stored in the old shape is migrated, and a
 * full storage is said in a toast while the cart keeps working in memory.
 */
async function addFromProductPage(page: Page, productId: string, name: string) {
  await page.goto(`/shop/${productId}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByText('Added to cart').first().waitFor();
}

const cartLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Cart/ }).first();

describe('stored data survives', () => {
  const browser = useBrowser();

  it('a stored cart with one corrupted line keeps its other lines after a reload', async () => {
    const { page, context, consoleErrors } = await browser.open('/');
    await addFromProductPage(page, 'texas-brisket-rub', 'Texas Brisket Rub');
    await addFromProductPage(
      page,
      'instant-read-meat-thermometer',
      'Instant-Read Meat Thermometer',
    );

    // Damage the middle of the stored cart: a line of the wrong shape between two good ones.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('ff.cart')!) as {
        state: { lines: unknown[] };
      };
      const [first, second] = stored.state.lines;
      stored.state.lines = [first, { id: 'x', productId: 42, quantity: 'lots' }, second];
      localStorage.setItem('ff.cart', JSON.stringify(stored));
    });
    await page.goto('/cart');
    await page.getByRole('heading', { level: 1, name: 'Shopping Cart' }).waitFor();
    for (const name of ['Texas Brisket Rub', 'Instant-Read Meat Thermometer']) {
      expect(await page.getByRole('main').getByRole('link', { name }).count()).toBeGreaterThan(0);
    }
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 2 items');
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 60_000);

  it('a checkout draft stored in the old bare shape is migrated, not lost', async () => {
    const { page, context, consoleErrors } = await browser.open('/');
    await addFromProductPage(page, 'texas-brisket-rub', 'Texas Brisket Rub');
    // What a draft looked like before it was versioned: the values object alone.
    await page.evaluate(() =>
      sessionStorage.setItem(
        'ff.draft.checkout',
        JSON.stringify({ email: 'pat@example.com', firstName: 'Pat', city: ['not', 'a city'] }),
      ),
    );
    await page.goto('/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await expect.poll(() => field('Email').inputValue()).toBe('pat@example.com');
    expect(await field('First name').inputValue()).toBe('Pat');
    // The one field of the wrong kind is dropped alone.
    expect(await field('City').inputValue()).toBe('');

    await field('Last name').fill('Smoker');
    const stored = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('ff.draft.checkout') ?? 'null'),
    );
    expect(stored).toMatchObject({
      version: 1,
      values: { email: 'pat@example.com', firstName: 'Pat', lastName: 'Smoker' },
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 60_000);

  it('a full storage is said in a toast, and the cart keeps working for the tab', async () => {
    const { page, context, consoleErrors } = await browser.open('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The browser's storage is full from now on: every cart write is refused.
    await page.evaluate(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key.startsWith('ff.cart')) {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        setItem.call(this, key, value);
      };
    });
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Shop' })
      .click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.getByRole('alertdialog', { name: "Your browser's storage is full" }).waitFor();
    await expect.poll(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 1 item');
    expect(await page.evaluate(() => localStorage.getItem('ff.cart'))).toBeNull();
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 60_000);
});
