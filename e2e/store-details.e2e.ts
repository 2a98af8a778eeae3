import { describe, expect, it, onTestFinished } from 'vitest';
import { contactDetails } from '../fixtures/help';
import { useBrowser } from './browser';
import { accessTokenIn, storeApi } from './store-api';

/**
 * The store's details are the admin's settings: a phone number saved in
 * /admin/settings is what another browser's footer, /contact and /help show after a reload.
 */

const seededPhone = contactDetails.phone;
const newPhone = '(312) 555-0177';

describe("the store's details reach the shop", () => {
  const browser = useBrowser();

  it("the admin changes the store's phone number; another browser's footer and /contact show it", async () => {
    const admin = await browser.openAs('admin', '/admin/settings?category=store');
    const visitor = await browser.open('/contact');
    const api = storeApi(await accessTokenIn(admin.page));
    // Registered before the change: the seeded number comes back whatever happens.
    onTestFinished(async () => {
      const restored = await api('PUT', 'settings/system', { 'contact-phone': seededPhone });
      expect(restored.status).toBe(200);
      await admin.context.close();
      await visitor.context.close();
    });

    const footer = visitor.page.getByRole('contentinfo');
    const main = visitor.page.getByRole('main');
    await footer.getByRole('link', { name: seededPhone }).waitFor();
    await main.getByRole('link', { name: seededPhone }).waitFor();

    // The admin edits the number in the console and saves.
    await admin.page.getByRole('heading', { level: 2, name: 'Store details' }).waitFor();
    const phone = admin.page.getByRole('textbox', { name: 'Phone' });
    expect(await phone.inputValue()).toBe(seededPhone);
    await phone.fill(newPhone);
    await phone.press('Tab');
    await admin.page.getByRole('button', { name: 'Save Changes' }).click();
    await admin.page.getByRole('alertdialog', { name: 'Settings saved' }).waitFor();

    // The visitor's browser, with its own storage, shows the new number after a reload.
    await visitor.page.reload();
    const footerPhone = footer.getByRole('link', { name: newPhone });
    await footerPhone.waitFor();
    expect(await footerPhone.getAttribute('href')).toBe('tel:+13125550177');
    await main.getByRole('link', { name: newPhone }).waitFor();
    expect(await visitor.page.getByText(seededPhone).count()).toBe(0);

    // /help's Call Us card dials the same number.
    await visitor.page.goto('/help');
    await main.getByText(newPhone).first().waitFor();
    expect(await footer.getByRole('link', { name: newPhone }).count()).toBe(1);

    expect(admin.consoleErrors).toEqual([]);
    expect(visitor.consoleErrors).toEqual([]);
  }, 90_000);
});
