import { describe, expect, it, onTestFinished } from 'vitest';
import { useBrowser } from './browser';
import { accessTokenIn, storeApi } from './store-api';
import { chooseFromCombobox } from './choose-option';

/**
 * A signed-in customer on a slow device: the sign-in code (the Amplify chunk) takes 7 s to
 * arrive. The profile waits for the session instead of showing a guest's empty one, so what
 * the customer does there is saved to the account. (With the 5 s it once waited, the page
 * showed the guest's profile and refused the address: "Sign in to save this to your account.")
 */

const signInCode = /\/assets\/client-[\w-]+\.js$/;
const delayMs = 7000;

describe('a session restored slowly', () => {
  const browser = useBrowser();

  it("the profile waits for the account, and an address added there is the account's", async () => {
    const { page, context, consoleErrors } = await browser.openAs('customer', '/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const api = storeApi(await accessTokenIn(page));
    const address = '77 Slow Lane';
    onTestFinished(async () => {
      const saved = (await (await api('GET', 'me/addresses')).json()) as {
        id: string;
        address: string;
      }[];
      for (const { id } of saved.filter((one) => one.address === address)) {
        expect((await api('DELETE', `me/addresses/${id}`)).status).toBe(200);
      }
    });
    let delayed = 0;
    await context.route(signInCode, async (route) => {
      delayed += 1;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.continue();
    });

    await page.goto('/profile?tab=addresses');
    await page.getByRole('button', { name: 'Add New Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Address' });
    await dialog.getByText('Other', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Address' }).fill(address);
    await dialog.getByRole('textbox', { name: 'City' }).fill('Oak Park');
    await chooseFromCombobox(dialog.getByRole('combobox', { name: 'State' }), 'Illin', 'Illinois');
    await dialog.getByRole('textbox', { name: 'ZIP code' }).fill('60301');
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('article').filter({ hasText: address }).waitFor();

    // The page really waited for the slow code, and the address is on the server.
    expect(delayed).toBeGreaterThan(0);
    const saved = (await (await api('GET', 'me/addresses')).json()) as { address: string }[];
    expect(saved.map((one) => one.address)).toContain(address);
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 90_000);
});
