import { describe, expect, it } from 'vitest';
import type { Product } from '../domain/types';
import { useBrowser } from './browser';
import { checkOut, waitForInvoice } from './checkout';
import { accessTokenIn, storeApi } from './store-api';

/**
 * The cart tells the truth: an admin lowers a size's stock and raises its price while it sits
 * in a shopper's cart in another browser; the shopper's cart says so on the line, each action
 * fixes it, and then the order goes through at the new price. The product is this test's own
 * (no other test uses it), and it is deleted at the end.
 */

const name = 'Cart Truth Rub';
const productBody = {
  name,
  brand: 'Forge & Flame',
  category: 'Seasonings',
  description: 'A rub that only this test sells.',
  images: [{ url: '/images/products/texas-brisket-rub.svg', alt: 'A jar of rub' }],
  features: ['Tested end to end'],
};

describe('the cart tells the truth', () => {
  const browser = useBrowser();

  it('a shopper sees the stock and price an admin changed on the line, fixes it and checks out', async () => {
    const admin = await browser.openAs('admin', '/admin');
    await admin.page.getByRole('heading', { level: 1, name: 'Product Management' }).waitFor();
    const asAdmin = storeApi(await accessTokenIn(admin.page));
    const created = await asAdmin('POST', 'products', {
      ...productBody,
      sizes: [{ size: '6 oz', priceCents: 1000, stock: 10 }],
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const product = (await created.json()) as Product;
    try {
      // The shopper puts three in the cart.
      const shopper = await browser.open(`/shop/${product.id}`);
      const page = shopper.page;
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByRole('button', { name: 'Add to Cart' }).first().click();
      await page.getByText('Added to cart').first().waitFor();
      await page.goto('/cart');
      const line = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
      await line.getByRole('button', { name: 'Increase quantity' }).click();
      await line.getByRole('button', { name: 'Increase quantity' }).click();
      await expect
        .poll(() => line.getByRole('textbox', { name: `Quantity for ${name}` }).inputValue())
        .toBe('3');
      await page.getByRole('link', { name: 'Proceed to Checkout' }).waitFor();

      // Meanwhile the admin leaves 1 in stock and raises the price to $12.50.
      const saved = await asAdmin('PUT', `products/${product.id}`, {
        ...productBody,
        sizes: [
          {
            id: product.sizes[0]!.id,
            size: '6 oz',
            priceCents: 1250,
            stockAdjustment: { kind: 'set', to: 1, expected: 10 },
          },
        ],
      });
      expect(saved.status, await saved.clone().text()).toBe(200);

      // The shopper opens the cart again: the line says only 1 is left, checkout waits.
      await page.goto('/cart');
      await line.getByText('Only 1 left in 6 oz.').waitFor();
      expect(await page.getByRole('button', { name: 'Proceed to Checkout' }).isDisabled()).toBe(
        true,
      );
      await line.getByRole('button', { name: 'Reduce to 1' }).click();
      await line.getByText('The price changed from $10.00 to $12.50 each.').waitFor();
      await line.getByRole('button', { name: 'Accept new price' }).click();
      await page.getByRole('link', { name: 'Proceed to Checkout' }).waitFor();
      expect(await line.getByRole('textbox', { name: `Quantity for ${name}` }).inputValue()).toBe(
        '1',
      );

      // Checkout agrees, and the order goes through.
      await checkOut(page);
      await waitForInvoice(page, /\/invoice\/FF-/);
      await page.getByText(name).first().waitFor();
      expect(shopper.consoleErrors).toEqual([]);
      await shopper.context.close();
    } finally {
      // Sold once, so deleting archives it: no other test's shop lists it.
      await asAdmin('DELETE', `products/${product.id}`);
      await admin.context.close();
    }
  }, 120_000);
});
