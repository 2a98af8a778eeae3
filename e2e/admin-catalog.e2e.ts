import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { signInAsAdmin } from './admin-session';
import { axeViolations, searchParam, useBrowser } from './browser';
import { waitForInvoice } from './checkout';
import { chooseFromCombobox } from './choose-option';

/**
 * The admin console's catalogue half end to end, against the production build:
 * the console, products, recipes and orders, each change made through the screens and seen
 * again after a reload and on the public pages. Every test starts signed in as the admin
 * in a fresh browser (empty storage: the fixtures).
 */

/** A 1×1 PNG, so uploads are real image files. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPYosUNAAJ/AOpRUIFHAAAAAElFTkSuQmCC',
  'base64',
);

async function openAdmin(browser: ReturnType<typeof useBrowser>, path: string, heading: string) {
  const opened = await browser.open('/');
  await signInAsAdmin(opened.page);
  await opened.page.goto(path);
  await opened.page.getByRole('heading', { level: 1, name: heading }).waitFor();
  return opened;
}

/** The rows of an admin table (header row excluded). */
function bodyRows(page: Page, table: string): Locator {
  return page.getByRole('grid', { name: table }).locator('tbody [role="row"]');
}

/** The text of each row's first cell (the row header). */
async function rowHeaders(page: Page, table: string): Promise<string[]> {
  const cells = page.getByRole('grid', { name: table }).getByRole('rowheader');
  return (await cells.allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
}

describe('admin console', () => {
  const browser = useBrowser();

  it("lists the fifteen tools (the spec's nine, the Inbox, Forum Reports, Gift Cards, E-mail, Club Members and Site Content), filters them by name or description, and shows recent activity", async () => {
    const { page, consoleErrors } = await openAdmin(browser, '/admin-console', 'Admin Console');
    const tools = page.getByRole('list', { name: 'Admin tools' }).getByRole('heading');
    expect(await tools.count()).toBe(15);
    expect(await axeViolations(page)).toEqual([]);

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('ORDERS');
    await expect.poll(() => tools.allInnerTexts()).toEqual(['Orders']);
    await search.fill('zones');
    await expect.poll(() => tools.allInnerTexts()).toEqual(['Shipping']);
    await search.fill('payroll');
    await page.getByRole('heading', { name: 'No results found' }).waitFor();
    await search.fill('');
    await expect.poll(() => tools.count()).toBe(15);

    await page.getByRole('button', { name: 'Notifications' }).click();
    const activity = page.getByRole('dialog', { name: 'Recent Activity' });
    await activity.waitFor();
    // The newest orders lead to their invoices (which ones depends on the files run before).
    const newestOrder = activity.getByRole('link', { name: /^New order FF-\d{4}-\d{4,5}/ }).first();
    const newestId = (await newestOrder.textContent())?.match(/FF-\d{4}-\d{4,5}/)?.[0];
    expect(newestId).toBeDefined();
    expect(await newestOrder.getAttribute('href')).toBe(`/invoice/${newestId}`);
    await page.keyboard.press('Escape');

    expect(await page.getByRole('link', { name: 'System Settings' }).getAttribute('href')).toBe(
      '/admin/settings',
    );
    await page.getByRole('link', { name: 'Products' }).click();
    await page.getByRole('heading', { level: 1, name: 'Product Management' }).waitFor();
    expect(consoleErrors).toEqual([]);
  }, 60_000);
});

describe('product management', () => {
  const browser = useBrowser();

  it('validates, adds, survives a reload, shows in the shop, edits the price and deletes', async () => {
    const { page, consoleErrors } = await openAdmin(browser, '/admin', 'Product Management');
    expect(await bodyRows(page, 'Products').count()).toBe(12);
    expect(await axeViolations(page)).toEqual([]);

    // Validation first: empty name, empty size price, sale 150.
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.waitFor();
    const size1 = dialog.getByRole('group', { name: 'Size 1' });
    expect(await size1.getByRole('button', { name: 'Remove Size 1' }).isDisabled()).toBe(true);
    await size1.getByRole('textbox', { name: 'Sale %' }).fill('150');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await dialog.getByText('Name is required').waitFor();
    expect(await size1.getByText('Price is required').isVisible()).toBe(true);
    expect(await size1.getByText('Sale must be between 0 and 100').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('textbox', { name: 'Name' }).fill('E2E Smoked Salt');
    await dialog.getByRole('textbox', { name: 'Brand' }).fill('Forge & Flame');
    await dialog.getByRole('combobox', { name: 'Category' }).fill('Seasonings');
    await dialog.getByRole('combobox', { name: 'Category' }).press('Tab');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Flaky salt, cold-smoked.');
    await size1.getByRole('textbox', { name: 'Size' }).fill('4 oz');
    await size1.getByRole('textbox', { name: 'Price' }).fill('8.99');
    await size1.getByRole('textbox', { name: 'Sale %' }).fill('10');
    await size1.getByRole('textbox', { name: 'Sale %' }).press('Tab');
    await dialog.getByRole('button', { name: 'Add Size' }).click();
    const size2 = dialog.getByRole('group', { name: 'Size 2' });
    await size2.getByRole('textbox', { name: 'Size' }).fill('1 lb');
    await size2.getByRole('textbox', { name: 'Price' }).fill('24');
    await size2.getByRole('textbox', { name: 'Price' }).press('Tab');
    // Every row but the last can be removed.
    expect(await size1.getByRole('button', { name: 'Remove Size 1' }).isDisabled()).toBe(false);
    expect(await size2.getByRole('button', { name: 'Remove Size 2' }).isDisabled()).toBe(true);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'salt.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await dialog.getByRole('img', { name: 'salt.png' }).waitFor();
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Product added').first().waitFor();

    const row = page.getByRole('row', { name: /E2E Smoked Salt/ });
    await row.waitFor();
    // 10% off $8.99 = $8.09, less than the 1 lb size.
    expect(await row.innerText()).toMatch(/From \$8\.09/);
    expect(await row.innerText()).toMatch(/2 sizes/);
    // Each size's units on hand, and the stock badge.
    expect(await row.innerText()).toMatch(/4 oz: \d+ · 1 lb: \d+[\s\S]*(In|Low|Out of) Stock/);

    await page.reload();
    await row.waitFor();
    expect(await bodyRows(page, 'Products').count()).toBe(13);

    await page.goto('/shop');
    await page.getByRole('article', { name: 'E2E Smoked Salt' }).waitFor();
    await page.goto('/shop/e2e-smoked-salt');
    await page.getByRole('heading', { level: 1, name: 'E2E Smoked Salt' }).waitFor();

    // Edit the price: 'From $' follows.
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Edit E2E Smoked Salt' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await edit.waitFor();
    const price = edit
      .getByRole('group', { name: 'Size 1' })
      .getByRole('textbox', { name: 'Price' });
    expect(await price.inputValue()).toBe('$8.99');
    await price.fill('5');
    await price.press('Tab');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => row.innerText()).toMatch(/From \$4\.50/);

    // Delete, with the spec's sentence.
    await page.getByRole('button', { name: 'Delete E2E Smoked Salt' }).click();
    const confirm = page.getByRole('alertdialog', { name: /^Delete/ });
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain(
      'Are you sure you want to delete "E2E Smoked Salt"? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Product Management' }).waitFor();
    expect(await bodyRows(page, 'Products').count()).toBe(12);
    expect(consoleErrors).toEqual([]);
  }, 150_000);

  it('filters by search, category and stock from the URL', async () => {
    const { page, consoleErrors } = await openAdmin(
      browser,
      '/admin?q=sauce&stock=out-of-stock',
      'Product Management',
    );
    expect(await rowHeaders(page, 'Products')).toEqual(['Ghost Pepper Hot Sauce']);
    await page.getByRole('button', { name: 'Clear all filters' }).first().click();
    await expect.poll(() => bodyRows(page, 'Products').count()).toBe(12);
    const categories = page.getByRole('grid', { name: 'Category' });
    await categories.getByRole('row', { name: 'Sauces' }).click();
    await categories.getByRole('row', { name: 'Accessories' }).click();
    await expect.poll(() => bodyRows(page, 'Products').count()).toBe(8);
    await expect
      .poll(() => new URL(page.url()).search)
      .toBe('?category=Sauces&category=Accessories');
    expect(consoleErrors).toEqual([]);
  }, 60_000);
});

describe('recipe management', () => {
  const browser = useBrowser();

  it('adds a recipe one ingredient and step at a time; it shows on /recipes', async () => {
    const { page, consoleErrors } = await openAdmin(browser, '/admin/recipes', 'Recipe Management');
    expect(await bodyRows(page, 'Recipes').count()).toBe(10);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add Recipe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Recipe' });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Servings' }).inputValue()).toBe('4');
    expect(await dialog.getByRole('button', { name: /Difficulty/ }).innerText()).toContain(
      'Intermediate',
    );
    await dialog.getByRole('textbox', { name: 'Recipe Title' }).fill('E2E Smoked Turkey');
    await dialog.getByRole('combobox', { name: 'Category' }).fill('Grilled Poultry');
    await dialog.getByRole('combobox', { name: 'Category' }).press('Tab');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Brined, then smoked.');
    await dialog.getByRole('textbox', { name: 'Prep Time' }).fill('1 hour');
    await dialog.getByRole('textbox', { name: 'Cook Time' }).fill('5 hours');
    const ingredients = dialog.getByRole('group', { name: 'Ingredients' });
    for (const ingredient of ['1 whole turkey', '1 cup brine']) {
      await ingredients.getByRole('textbox', { name: 'New ingredient' }).fill(ingredient);
      await ingredients.getByRole('button', { name: 'Add', exact: true }).click();
    }
    const steps = dialog.getByRole('group', { name: 'Instructions' });
    for (const step of ['Brine overnight.', 'Smoke at 275 °F.']) {
      await steps.getByRole('textbox', { name: 'New step' }).fill(step);
      await steps.getByRole('button', { name: 'Add', exact: true }).click();
    }
    expect(await ingredients.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('1 whole turkey'),
      expect.stringContaining('1 cup brine'),
    ]);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'turkey.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await dialog.getByRole('img', { name: 'turkey.png' }).waitFor();
    await dialog.getByRole('button', { name: 'Add Recipe' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: /E2E Smoked Turkey/ });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Serves 4/);
    expect(await row.innerText()).toMatch(/Intermediate/);

    await page.goto('/recipes');
    await page.getByText('E2E Smoked Turkey').first().waitFor();
    await page.goto('/recipes/e2e-smoked-turkey');
    await page.getByRole('heading', { level: 1, name: 'E2E Smoked Turkey' }).waitFor();
    expect(await page.getByText('Brine overnight.').isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
  }, 120_000);

  it('edits and deletes the recipe the test above added (seed recipes stay intact)', async () => {
    const { page, consoleErrors } = await openAdmin(browser, '/admin/recipes', 'Recipe Management');
    // The recipe the test above added: the seed recipes stay as other files expect them.
    await page.getByRole('button', { name: 'Edit E2E Smoked Turkey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Recipe' });
    await dialog.getByRole('textbox', { name: 'Cook Time' }).fill('25 mins');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: /E2E Smoked Turkey/ });
    await expect.poll(() => row.innerText()).toMatch(/Cook: 25 mins/);

    await page.getByRole('button', { name: 'Delete E2E Smoked Turkey' }).click();
    const confirm = page.getByRole('alertdialog', { name: /^Delete/ });
    expect(await confirm.innerText()).toContain(
      'Are you sure you want to delete "E2E Smoked Turkey"? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });
    await page.goto('/recipes/e2e-smoked-turkey');
    await page.getByRole('heading', { name: 'Recipe not found' }).waitFor();
    expect(consoleErrors).toEqual([]);
  }, 60_000);
});

describe('order management', () => {
  const browser = useBrowser();

  it('filters by status chip and search, exports the filtered orders, and opens an invoice', async () => {
    const { page, consoleErrors } = await openAdmin(browser, '/admin/orders', 'Order Management');
    // The 15 sample orders, and any order another test file placed on the shared server.
    expect(await bodyRows(page, 'Orders').count()).toBeGreaterThanOrEqual(15);
    expect(await axeViolations(page)).toEqual([]);

    const chips = page.getByRole('grid', { name: 'Order status' });
    await chips.getByRole('row', { name: /Pending/ }).click();
    await expect
      .poll(() => rowHeaders(page, 'Orders'))
      .toEqual(['FF-2024-0014', 'FF-2024-0011', 'FF-2024-0010']);
    await expect.poll(() => searchParam(page, 'status')).toBe('pending');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Orders' }).click(),
    ]);
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(download.suggestedFilename()).toBe(
      `orders-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.csv`,
    );
    const csv = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe('Order ID,Customer,Email,Date,Status,Payment,Items,Total');
    expect(csv.slice(1).map((line) => line.split(',')[0])).toEqual([
      'FF-2024-0014',
      'FF-2024-0011',
      'FF-2024-0010',
    ]);
    expect(csv.slice(1).every((line) => line.includes(',Pending,'))).toBe(true);

    await chips.getByRole('row', { name: /All/ }).click();
    await page.waitForURL((url) => !url.searchParams.has('status'));
    await page.getByRole('searchbox', { name: 'Search orders' }).fill('sarah');
    await expect.poll(() => rowHeaders(page, 'Orders')).toEqual(['FF-2024-0015']);
    await page.getByRole('link', { name: 'View FF-2024-0015' }).click();
    await page.getByRole('heading', { level: 1, name: 'Invoice FF-2024-0015' }).waitFor();
    expect(consoleErrors).toEqual([]);
  }, 90_000);

  it('changes an order status and keeps it after a reload', async () => {
    const { page, consoleErrors } = await openAdmin(browser, '/admin/orders', 'Order Management');
    await page.getByRole('button', { name: 'Update status of FF-2024-0014' }).click();
    await page.getByRole('menuitemradio', { name: 'Shipped' }).click();
    // Shipping asks for a carrier and tracking number; both may be left for later.
    await page
      .getByRole('dialog', { name: 'Ship FF-2024-0014' })
      .getByRole('button', { name: 'Mark shipped' })
      .click();
    const row = page.getByRole('row', { name: /FF-2024-0014/ });
    await expect.poll(() => row.innerText()).toMatch(/Shipped/);
    await page.reload();
    await expect.poll(() => row.innerText()).toMatch(/Shipped/);
    expect(consoleErrors).toEqual([]);
  }, 60_000);

  it('lists an order placed through the checkout', async () => {
    const { page, consoleErrors } = await openAdmin(
      browser,
      '/shop/texas-brisket-rub',
      'Texas Brisket Rub',
    );
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.getByText('Added to cart').first().waitFor();
    await page.goto('/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field('Email').fill('e2e.buyer@example.com');
    await field('First name').fill('Eddie');
    await field('Last name').fill('Tester');
    await field('Address').fill('1 E Wacker Dr');
    await field('City').fill('Chicago');
    // A saved default address may have filled the state already: type it afresh.
    await chooseFromCombobox(page.getByRole('combobox', { name: 'State' }), 'Illin', 'Illinois');
    await field('ZIP code').fill('60601');
    await field('Card number').fill('4242424242424242');
    await field('Expiry').fill('12/30');
    await field('CVC').fill('123');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await waitForInvoice(page, /\/invoice\/FF-\d{4}-\d{4}$/);
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

    await page.goto('/admin/orders');
    const row = page.getByRole('row', { name: new RegExp(orderId) });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Eddie Tester/);
    expect(await row.innerText()).toMatch(/Confirmed/);
    // Newest first.
    expect((await rowHeaders(page, 'Orders'))[0]).toBe(orderId);
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});
