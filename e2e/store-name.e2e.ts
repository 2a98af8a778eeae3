import { describe, expect, it, onTestFinished } from 'vitest';
import { brand } from '../domain/brand';
import { useBrowser } from './browser';
import { accessTokenIn, storeApi } from './store-api';

/**
 * The store's name is one setting: renamed in /admin/settings, it is what another browser's
 * page title and header show after a reload, painted by the server and by the app alike.
 * Other files of the run expect the seeded name, so it is put back whatever happens.
 */

const newName = 'Smoke & Salt Provisions';

describe("the store's name reaches every page", () => {
  const browser = useBrowser();

  it('the admin renames the store; another browser sees the new name in the title and header', async () => {
    const admin = await browser.openAs('admin', '/admin/settings?category=store');
    const visitor = await browser.open('/shop');
    const api = storeApi(await accessTokenIn(admin.page));
    onTestFinished(async () => {
      const restored = await api('PUT', 'settings/system', { 'store-name': brand.name });
      expect(restored.status).toBe(200);
      await admin.context.close();
      await visitor.context.close();
    });

    const header = visitor.page.getByRole('banner');
    await header.getByRole('link', { name: brand.name, exact: true }).waitFor();
    expect(await visitor.page.title()).toBe(`Shop | ${brand.name}`);

    // The console refuses a name over 40 characters next to the field, then saves a good one.
    await admin.page.getByRole('heading', { level: 2, name: 'Store details' }).waitFor();
    const name = admin.page.getByRole('textbox', { name: 'Store name' });
    expect(await name.inputValue()).toBe(brand.name);
    await name.fill('x'.repeat(41));
    await name.press('Tab');
    await admin.page.getByText('Store name can be at most 40 characters').waitFor();
    await name.fill(newName);
    await name.press('Tab');
    await admin.page.getByRole('button', { name: 'Save Changes' }).click();
    await admin.page.getByRole('alertdialog', { name: 'Settings saved' }).waitFor();

    // The visitor's browser, with its own storage, shows the new name after a reload.
    await visitor.page.reload();
    await header.getByRole('link', { name: newName, exact: true }).waitFor();
    await expect.poll(() => visitor.page.title()).toBe(`Shop | ${newName}`);
    // The server's first paint names it too, before any script runs.
    const painted = await (await visitor.page.request.get('/shop')).text();
    expect(painted).toContain('<title>Shop | Smoke &amp; Salt Provisions</title>');
    expect(painted).not.toContain(`| Forge &amp; Flame</title>`);

    // Another page, reached in the app, and the not-found page.
    await visitor.page.goto('/recipes');
    await expect.poll(() => visitor.page.title()).toBe(`Recipes | ${newName}`);
    await visitor.page.goto('/no-such-page');
    await expect.poll(() => visitor.page.title()).toBe(`Page not found | ${newName}`);

    expect(admin.consoleErrors).toEqual([]);
    // The not-found page's 404 is the only console line a visitor's browser may log.
    expect(visitor.consoleErrors.filter((line) => !/404/.test(line))).toEqual([]);
  }, 120_000);
});
