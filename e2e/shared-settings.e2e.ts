import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { jobOpenings } from '../fixtures/company';
import { socialLinks } from '../fixtures/help';
import { shippingZones } from '../fixtures/shipping';
import { useBrowser } from './browser';
import { accessTokenIn } from './store-api';

/**
 * Shipping zones and site content live on the store server: what the admin changes
 * in /admin/shipping, or an editor through the API, reaches a visitor in another browser
 * context with its own storage, and the server refuses the same write from a customer. Each
 * test puts back what it changed, so the other files see the seeded data.
 */

/** A PUT from the page with the page's own token, as any script on it could; status and JSON. */
async function putFrom(page: Page, path: string, body: unknown) {
  const token = await accessTokenIn(page);
  return page.evaluate(
    async ({ path, token, body }) => {
      const response = await fetch(path, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: await response.json().catch(() => null) };
    },
    { path, token, body },
  );
}

const localMethods = (page: Page) => page.getByRole('grid', { name: 'Local shipping methods' });

describe('shipping rates and site content, shared by every browser', () => {
  const browser = useBrowser();

  it("the admin changes the Local zone's Same Day price; another browser's /shipping shows it, and a customer cannot replay it", async () => {
    const admin = await browser.openAs('admin', '/admin/shipping');
    const visitor = await browser.open('/shipping');
    const customer = await browser.openAs('customer', '/shipping');
    await localMethods(visitor.page).waitFor();
    expect(await localMethods(visitor.page).innerText()).toMatch(/Same Day Delivery[\s\S]*\$9\.99/);

    // The admin edits the zone in the console.
    await admin.page.getByRole('heading', { level: 1, name: 'Shipping Management' }).waitFor();
    await admin.page.getByRole('button', { name: 'Edit Local' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Edit Shipping Zone' });
    await dialog.waitFor();
    const sameDay = dialog.getByRole('group', { name: 'Method 1' });
    expect(await sameDay.getByRole('textbox', { name: 'Method name' }).inputValue()).toBe(
      'Same Day Delivery',
    );
    await sameDay.getByRole('textbox', { name: 'Price' }).fill('12.49');
    await sameDay.getByRole('textbox', { name: 'Price' }).press('Tab');
    const saved = admin.page.waitForRequest(
      (request) =>
        request.method() === 'PUT' &&
        new URL(request.url()).pathname === '/api/shipping-zones/local',
    );
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    const adminRequest = await saved;
    await dialog.waitFor({ state: 'detached' });
    await admin.page.getByText('Changes to "Local" saved.').waitFor();

    // The visitor's browser, with its own storage, reads the new price.
    await visitor.page.reload();
    await localMethods(visitor.page).waitFor();
    expect(await localMethods(visitor.page).innerText()).toMatch(
      /Same Day Delivery[\s\S]*\$12\.49/,
    );

    // The customer replays the admin's request with the customer's own token: refused.
    const replay = await putFrom(
      customer.page,
      '/api/shipping-zones/local',
      JSON.parse(adminRequest.postData() ?? '{}'),
    );
    expect(replay).toMatchObject({ status: 403, json: { error: 'forbidden' } });
    await customer.page.reload();
    await localMethods(customer.page).waitFor();
    expect(await localMethods(customer.page).innerText()).toMatch(/\$12\.49/);

    // Back to the seeded zone, for the other files.
    const restored = await putFrom(admin.page, '/api/shipping-zones/local', shippingZones[0]);
    expect(restored.status).toBe(200);

    expect(admin.consoleErrors).toEqual([]);
    expect(visitor.consoleErrors).toEqual([]);
    // The refused replay was the test's own; the page itself logged nothing.
    expect(customer.consoleErrors.filter((error) => !/403/.test(error))).toEqual([]);
    for (const opened of [admin, visitor, customer]) await opened.context.close();
  }, 120_000);

  it("an editor changes a job opening through the API and another browser's /careers shows it; the social links are the admin's", async () => {
    const editor = await browser.openAs('editor', '/careers');
    const visitor = await browser.open('/careers');
    const main = visitor.page.getByRole('main');
    await main.getByRole('heading', { level: 3, name: jobOpenings[0]!.title }).waitFor();

    const openings = jobOpenings.map((opening, index) =>
      index === 0 ? { ...opening, title: `${opening.title} (night shift)` } : opening,
    );
    const written = await putFrom(editor.page, '/api/content/careers', openings);
    expect(written).toEqual({ status: 200, json: openings });
    await visitor.page.reload();
    await main.getByRole('heading', { level: 3, name: openings[0]!.title }).waitFor();

    // Links are the admin's: the editor's token is refused by the server.
    const links = socialLinks.map((link) => ({ ...link, href: 'https://evil.example/' }));
    const refused = await putFrom(editor.page, '/api/content/social-links', links);
    expect(refused).toMatchObject({ status: 403, json: { error: 'forbidden' } });

    const restored = await putFrom(editor.page, '/api/content/careers', jobOpenings);
    expect(restored.status).toBe(200);
    // The refused write was the test's own; the pages themselves logged nothing.
    expect(editor.consoleErrors.filter((error) => !/403/.test(error))).toEqual([]);
    expect(visitor.consoleErrors).toEqual([]);
    await editor.context.close();
    await visitor.context.close();
  }, 60_000);
});
