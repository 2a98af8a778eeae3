import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { accessTokenIn } from './store-api';

/**
 * One catalogue for every browser (the store server): what the admin changes in the console
 * reaches a customer in another browser context with its own storage, and the server, not
 * the console's guard, refuses a customer who sends the admin's request.
 */

/** Sends a request from the page, as any script on it could, and answers status and JSON. */
function sendFrom(
  page: Page,
  path: string,
  init: { method: string; token: string; body?: string },
) {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, {
        method: init.method,
        headers: { authorization: `Bearer ${init.token}`, 'content-type': 'application/json' },
        body: init.body,
      });
      return { status: response.status, json: await response.json().catch(() => null) };
    },
    { path, init },
  );
}

describe('one catalogue, shared by every browser', () => {
  const browser = useBrowser();

  it('an admin adds a product and edits a recipe; a customer elsewhere sees both, cannot replay the write, and loses the product when it is deleted', async () => {
    const admin = await browser.openAs('admin', '/admin');
    const customer = await browser.openAs('customer', '/shop');
    await admin.page.getByRole('heading', { level: 1, name: 'Product Management' }).waitFor();
    await customer.page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await customer.page.getByRole('article', { name: 'Shared Smoked Salt' }).count()).toBe(
      0,
    );

    // The admin adds a product with 7 in stock.
    await admin.page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Add Product' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Shared Smoked Salt');
    await dialog.getByRole('textbox', { name: 'Brand' }).fill('Forge & Flame');
    await dialog.getByRole('combobox', { name: 'Category' }).fill('Seasonings');
    await dialog.getByRole('combobox', { name: 'Category' }).press('Tab');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Flaky salt, cold-smoked.');
    const size = dialog.getByRole('group', { name: 'Size 1' });
    await size.getByRole('textbox', { name: 'Size' }).fill('4 oz');
    await size.getByRole('textbox', { name: 'Price' }).fill('8.99');
    await size.getByRole('textbox', { name: 'Stock' }).fill('7');
    await size.getByRole('textbox', { name: 'Stock' }).press('Tab');
    const created = admin.page.waitForRequest(
      (request) =>
        request.method() === 'POST' && new URL(request.url()).pathname === '/api/products',
    );
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    const adminRequest = await created;
    await dialog.waitFor({ state: 'detached' });
    await admin.page.getByRole('row', { name: /Shared Smoked Salt/ }).waitFor();

    // The admin changes a recipe's cook time.
    await admin.page.goto('/admin/recipes');
    await admin.page.getByRole('button', { name: 'Edit Smoked Beer-Can Chicken' }).click();
    const recipe = admin.page.getByRole('dialog', { name: 'Edit Recipe' });
    await recipe.getByRole('textbox', { name: 'Cook Time' }).fill('1 hour 45 mins');
    await recipe.getByRole('button', { name: 'Save Changes' }).click();
    await recipe.waitFor({ state: 'detached' });

    // The customer's browser, with its own storage, sees both.
    await customer.page.reload();
    await customer.page.getByRole('article', { name: 'Shared Smoked Salt' }).waitFor();
    await customer.page.goto('/shop/shared-smoked-salt');
    await customer.page.getByRole('heading', { level: 1, name: 'Shared Smoked Salt' }).waitFor();
    await customer.page.getByText('$8.99').first().waitFor();
    await customer.page.goto('/recipes/beer-can-chicken');
    await customer.page.getByText('1 hour 45 mins').first().waitFor();

    // The customer replays the admin's request with the customer's own token: the server refuses.
    const replay = await sendFrom(customer.page, '/api/products', {
      method: 'POST',
      token: await accessTokenIn(customer.page),
      body: adminRequest.postData() ?? '',
    });
    expect(replay).toMatchObject({ status: 403, json: { error: 'forbidden' } });
    const edit = await sendFrom(customer.page, '/api/products/shared-smoked-salt', {
      method: 'DELETE',
      token: await accessTokenIn(customer.page),
    });
    expect(edit.status).toBe(403);
    const names = await customer.page.evaluate(async () =>
      ((await (await fetch('/api/products')).json()) as { name: string }[]).map((p) => p.name),
    );
    expect(names.filter((name) => name === 'Shared Smoked Salt')).toHaveLength(1);

    // The admin deletes the product; the customer's next visit says it is gone.
    await admin.page.goto('/admin');
    await admin.page.getByRole('button', { name: 'Delete Shared Smoked Salt' }).click();
    const confirm = admin.page.getByRole('alertdialog', { name: /^Delete/ });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await admin.page
      .getByRole('row', { name: /Shared Smoked Salt/ })
      .waitFor({ state: 'detached' });
    await customer.page.goto('/shop/shared-smoked-salt');
    await customer.page.getByRole('heading', { level: 1, name: 'Product not found' }).waitFor();

    expect(admin.consoleErrors).toEqual([]);
    // The refused replays were the test's own; the page itself logged nothing.
    expect(customer.consoleErrors.filter((error) => !/40[13]/.test(error))).toEqual([]);
    await admin.context.close();
    await customer.context.close();
  }, 120_000);

  it('an editor opens the console and recipes; the other admin screens say Not authorised', async () => {
    const { page, context, consoleErrors } = await browser.openAs('editor', '/admin-console');
    await page.getByRole('heading', { level: 1, name: 'Admin Console' }).waitFor();
    await page.goto('/admin/recipes');
    await page.getByRole('heading', { level: 1, name: 'Recipe Management' }).waitFor();
    for (const path of ['/admin', '/admin/orders', '/admin/settings']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'Not authorised' }).waitFor();
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 60_000);
});
