import type { BrowserContext, Page } from 'playwright';
import { describe, expect, it, onTestFinished } from 'vitest';
import { useBrowser } from './browser';
import { accessTokenIn, storeApi } from './store-api';

/**
 * A signed-in shopper's cart and favourites while the account's copy is slow to load: what
 * they add meanwhile is kept, merged with the server's copy and saved, so a reload of the same
 * browser and another browser signed in to the account both have it.
 */

const product = { id: 'coffee-chili-steak-rub', name: 'Coffee Chili Steak Rub' };

const cartLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

/** The account's copy on the server, read and written as another device would. */
function accountApi(token: string) {
  const api = storeApi(token);
  const call = (method: string, path: string, body?: unknown) => api(method, `me/${path}`, body);
  return {
    cart: async () =>
      (
        (await (await call('GET', 'cart')).json()) as {
          lines: { productId: string; quantity: number }[];
        }
      ).lines,
    favorites: async () =>
      ((await (await call('GET', 'favorites')).json()) as { refId: string }[]).map((f) => f.refId),
    call,
    reset: async () => {
      expect((await call('PUT', 'cart', { lines: [] })).status).toBe(200);
      expect((await call('DELETE', `favorites/product/${product.id}`)).status).toBe(200);
    },
  };
}

/**
 * Holds the answers to GET /api/me/cart and /api/me/favorites (the server has read them)
 * until `release()`: the account's copy arrives late, as on a slow connection.
 */
async function slowAccountCopy(context: BrowserContext) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  await context.route(/\/api\/me\/(cart|favorites)$/, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    held();
    await released;
    await route.fulfill({ response });
  });
  return { holding, release };
}

describe("the account's cart while its server copy is slow", () => {
  const browser = useBrowser();

  it('keeps a line and a favourite added while the account cart loads, in this browser and another', async () => {
    // Page requests are routed only without the service worker.
    const first = await browser.openAs('shopper', '/', undefined, { serviceWorkers: 'block' });
    const server = accountApi(await accessTokenIn(first.page));
    onTestFinished(server.reset);
    await server.reset();
    // Nothing of the account's earlier copy in this browser either: the header counts from 0.
    await first.page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (/^ff\.(cart|favorites)\./.test(key)) localStorage.removeItem(key);
      }
    });

    const slow = await slowAccountCopy(first.context);
    await first.page.goto(`/shop/${product.id}`);
    await first.page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await slow.holding;
    await first.page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await first.page.getByText('Added to cart').first().waitFor();
    await cartLink(first.page, 'Cart, 1 item').waitFor();
    await first.page.getByRole('button', { name: 'Add to favorites' }).click();
    await first.page.getByRole('button', { name: 'Saved' }).waitFor();

    const cartSaved = first.page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/me/cart' &&
        response.request().method() === 'PUT',
    );
    slow.release();
    // Until it is saved the header keeps counting the line: it never goes back to 'Cart'.
    const outcome = await Promise.race([
      cartSaved.then((response) => `saved: ${response.status()}`),
      cartLink(first.page, 'Cart')
        .waitFor()
        .then(
          () => 'the line vanished from the cart',
          () => 'timed out',
        ),
    ]);
    expect(outcome).toBe('saved: 200');
    await expect
      .poll(server.cart)
      .toEqual([expect.objectContaining({ productId: product.id, quantity: 1 })]);
    await expect.poll(server.favorites).toContain(product.id);

    // The same browser after a reload.
    await first.page.reload();
    await first.page.getByRole('button', { name: 'Saved' }).waitFor();
    await cartLink(first.page, 'Cart, 1 item').waitFor();
    await cartLink(first.page, 'Cart, 1 item').click();
    await first.page.getByRole('link', { name: product.name }).first().waitFor();

    // Another browser signed in to the account.
    const second = await browser.openAs('shopper', '/cart');
    await second.page.getByRole('link', { name: product.name }).first().waitFor();
    await cartLink(second.page, 'Cart, 1 item').waitFor();
    await second.page
      .getByRole('banner')
      .getByRole('link', { name: /^Favorites/ })
      .click();
    await second.page.getByRole('heading', { name: product.name }).first().waitFor();

    expect(first.consoleErrors).toEqual([]);
    expect(second.consoleErrors).toEqual([]);
    await first.context.close();
    await second.context.close();
  }, 180_000);

  it('says so when the account keeps 500 favourites, and saves none past them', async () => {
    const other = { id: 'hickory-wood-chips', name: 'Hickory Wood Chips' };
    const { page, context, consoleErrors } = await browser.openAs('shopper', `/shop/${other.id}`);
    const server = accountApi(await accessTokenIn(page));
    // Saved on another device: keys the shop no longer lists, which count all the same.
    const filler = Array.from({ length: 500 }, (_, i) => ({ type: 'recipe', refId: `e2e-${i}` }));
    onTestFinished(async () => {
      for (let i = 0; i < filler.length; i += 50) {
        await Promise.all(
          filler.slice(i, i + 50).map((f) => server.call('DELETE', `favorites/recipe/${f.refId}`)),
        );
      }
    });
    expect((await server.call('POST', 'favorites/merge', { items: filler })).status).toBe(200);

    await page.getByRole('heading', { level: 1, name: other.name }).waitFor();
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    await page.getByText('You can save up to 500 favorites. Remove one to save another.').waitFor();
    // The heart empties again: the favourite is not kept here either.
    await page.getByRole('button', { name: 'Add to favorites' }).waitFor();
    expect(await server.favorites()).not.toContain(other.id);
    // The browser logs the refusal's status; nothing else went wrong.
    expect(consoleErrors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    await context.close();
  }, 180_000);
});
