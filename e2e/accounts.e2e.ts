import { readFileSync } from 'node:fs';
import type { Page } from 'playwright';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { configureAuth, confirmSignUp, signOut, signUp } from '../app/auth/client';
import { adminAccount, signInAsAdmin } from './admin-session';
import { axeViolations, useBrowser } from './browser';

/**
 * Accounts end to end: the account screens against the e2e identity service, the
 * admin guard, the gated host's Authenticator, and the cart following the account.
 */
const customer = { email: 'customer@example.com', password: 'Smokehouse#Guest1' };
const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** What Chromium logs for a request the service refused; the page shows the reason itself. */
const refusedRequest = 'Failed to load resource: the server responded with a status of 400';

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Signs out through /login's "You are signed in" card; the login form comes back. */
async function signOutFromLogin(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Login' }).waitFor();
  await accountNav(page).getByRole('link', { name: 'Sign In' }).waitFor();
}

/** An account created and confirmed through the app's auth client (Node), ready to sign in. */
async function createAccount(label: string, password = 'Smokehouse#New1') {
  const email = uniqueEmail(label);
  await signUp(email, password);
  await confirmSignUp(email, inject('identityCode'));
  return { email, password };
}

describe('accounts', () => {
  const browser = useBrowser();

  beforeAll(() => {
    configureAuth(JSON.parse(readFileSync(inject('amplifyOutputsPath'), 'utf8')));
    return async () => {
      await signOut().catch(() => undefined);
    };
  });

  it.each([
    ['/login', 'Login'],
    ['/register', 'Register'],
    ['/forgot-password', 'Forgot password'],
  ])('serves %s with no console errors and no axe violations', async (path, heading) => {
    const { page, consoleErrors } = await browser.open(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await page.title()).toBe(`${heading} | Forge & Flame`);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('registers, asks for the code, then signs in: My Profile, and no Admin', async () => {
    const { page, consoleErrors } = await browser.open('/register');
    const email = uniqueEmail('register');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Pat Newcomer');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Smokehouse#New1');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Smokehouse#New1');
    await page.getByRole('button', { name: 'Register' }).click();

    await page.getByRole('heading', { level: 1, name: 'Confirm your account' }).waitFor();
    expect(
      await page
        .getByText(/we emailed to \S+\*\*\*\S+@example\.com\. It may take a minute/)
        .count(),
    ).toBe(1);
    await page.getByRole('textbox', { name: 'Confirmation Code' }).fill(inject('identityCode'));
    await page.getByRole('button', { name: 'Confirm' }).click();

    await page.waitForURL((url) => url.pathname === '/profile');
    await accountNav(page).getByRole('link', { name: 'My Profile' }).waitFor();
    expect(await mainNav(page).getByRole('link', { name: 'Admin' }).count()).toBe(0);
    expect(await accountNav(page).getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it("signs out everywhere, then a wrong password shows the service's message", async () => {
    const { page, consoleErrors } = await browser.open('/login');
    await fillLogin(page, customer.email, customer.password);
    await accountNav(page).getByRole('link', { name: 'My Profile' }).waitFor();

    // A second tab of the same browser follows the sign-out.
    const otherTab = await page.context().newPage();
    await otherTab.goto('/about');
    await accountNav(otherTab).getByRole('link', { name: 'My Profile' }).waitFor();

    await signOutFromLogin(page);
    await accountNav(otherTab).getByRole('link', { name: 'Sign In' }).waitFor();

    await fillLogin(page, customer.email, 'Wrong#Password1');
    const banner = page.getByRole('alert').filter({ hasText: 'Incorrect username or password.' });
    await banner.waitFor();
    expect(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(
      customer.email,
    );
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('Wrong#Password1');
    expect(consoleErrors.filter((error) => !error.startsWith(refusedRequest))).toEqual([]);
    expect(consoleErrors.filter((error) => error.startsWith(refusedRequest))).toHaveLength(1);
  });

  it('lets the admin in: Admin in the header, then the console', async () => {
    const { page, consoleErrors } = await browser.open('/');
    await signInAsAdmin(page);
    expect(new URL(page.url()).pathname).toBe('/admin-console');
    expect(await page.getByRole('heading', { name: 'Not authorised' }).count()).toBe(0);

    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL((url) => url.pathname === '/admin-console');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('heading', { name: 'Not authorised' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('keeps customers out of the console, and returns to it after signing in', async () => {
    const { page, consoleErrors } = await browser.open('/admin-console');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin-console');

    await fillLogin(page, customer.email, customer.password);
    await page.waitForURL((url) => url.pathname === '/admin-console');
    await page.getByRole('heading', { level: 1, name: 'Not authorised' }).waitFor();
    expect(await mainNav(page).getByRole('link', { name: 'Admin' }).count()).toBe(0);

    // A reload restores the session: still not authorised, also for every /admin/* screen.
    // (Axe runs on the fresh page: React Aria's announcement of the pending Login button
    // points at that button for 7 s after it is gone; see the report.)
    await page.goto('/admin/orders');
    await page.getByRole('heading', { level: 1, name: 'Not authorised' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Sign in with another account' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await fillLogin(page, adminAccount.email, adminAccount.password);
    await page.waitForURL((url) => url.pathname === '/admin/orders');
    await mainNav(page).getByRole('link', { name: 'Admin' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Not authorised' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('wraps the gated host in the Authenticator, without sign-up, with the account panel', async () => {
    const { page, consoleErrors } = await browser.openGated('/');
    const signIn = page.getByRole('button', { name: 'Sign in' });
    await signIn.waitFor();
    expect(await page.getByRole('tab', { name: 'Create Account' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Create Account' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await signIn.click();

    const panel = page.getByRole('complementary', { name: 'Signed-in account' });
    await panel.getByText(customer.email).first().waitFor();
    await panel.getByText('Casey Customer').first().waitFor();
    await panel.getByText('USER_PASSWORD_AUTH').waitFor();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await accountNav(page).getByRole('link', { name: 'My Profile' }).waitFor();

    await panel.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await panel.count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('resets a forgotten password end to end, then signs in with the new one', async () => {
    const account = await createAccount('forgot', 'Smokehouse#Old1');
    const { page, consoleErrors } = await browser.open('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot password' }).waitFor();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send code' }).click();

    await page.getByRole('heading', { level: 1, name: 'Set a new password' }).waitFor();
    await page.getByRole('textbox', { name: 'Code' }).fill(inject('identityCode'));
    await page.getByLabel('New Password', { exact: true }).fill('Smokehouse#New2');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Smokehouse#New2');
    await page.getByRole('button', { name: 'Change password' }).click();

    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('Your password has been changed. Sign in with the new one.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(
      account.email,
    );
    await page.getByLabel('Password', { exact: true }).fill('Smokehouse#New2');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await accountNav(page).getByRole('link', { name: 'My Profile' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it("merges the guest cart into the account's on sign-in, and keeps them apart", async () => {
    const account = await createAccount('cart');
    const { page, consoleErrors } = await browser.open('/about');
    const line = (productId: string, quantity: number) => ({
      id: `${productId}:12 oz`,
      productId,
      name: productId,
      size: '12 oz',
      priceCents: 1299,
      quantity,
      image: '/favicon.svg',
    });
    const storeGuestCart = async (lines: ReturnType<typeof line>[]) => {
      await page.evaluate(
        (value) =>
          localStorage.setItem('ff.cart', JSON.stringify({ state: { lines: value }, version: 1 })),
        lines,
      );
      await page.reload();
    };
    const stored = () =>
      page.evaluate(() =>
        Object.fromEntries(
          Object.keys(localStorage)
            .filter((key) => key.startsWith('ff.cart'))
            .map((key) => [key, JSON.parse(localStorage.getItem(key)!).state.lines]),
        ),
      ) as Promise<Record<string, { id: string; quantity: number }[]>>;
    const quantities = (lines: { id: string; quantity: number }[] = []) =>
      Object.fromEntries(lines.map((l) => [l.id, l.quantity]));
    const cartLink = (count: string) => page.getByRole('link', { name: `Cart, ${count}` });

    await storeGuestCart([line('texas-brisket-rub', 2), line('carolina-gold-mustard-sauce', 9)]);
    await cartLink('11 items').waitFor();

    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await accountNav(page).getByRole('link', { name: 'My Profile' }).waitFor();
    await cartLink('11 items').waitFor();
    // The guest's lines move into the account's cart once the account's is read from the server.
    await expect
      .poll(async () => Object.keys(await stored()).some((key) => key !== 'ff.cart'))
      .toBe(true);
    await expect.poll(async () => (await stored())['ff.cart']).toEqual([]);
    let carts = await stored();
    const accountKey = Object.keys(carts).find((key) => key !== 'ff.cart')!;
    expect(accountKey).toMatch(/^ff\.cart\.[0-9a-f-]{36}$/);
    expect(quantities(carts[accountKey])).toEqual({
      'texas-brisket-rub:12 oz': 2,
      'carolina-gold-mustard-sauce:12 oz': 9,
    });
    expect(carts['ff.cart']).toEqual([]);

    // Signed out: the guest's (empty) cart; the account's stays on the server, not here.
    await signOutFromLogin(page);
    expect(await page.getByRole('link', { name: /^Cart, \d/ }).count()).toBe(0);
    expect(Object.keys(await stored())).toEqual(['ff.cart']);

    // Another guest cart: the same line adds up, clamped to 10.
    await storeGuestCart([line('carolina-gold-mustard-sauce', 3)]);
    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await cartLink('12 items').waitFor();
    await expect.poll(async () => (await stored())['ff.cart']).toEqual([]);
    carts = await stored();
    expect(quantities(carts[accountKey])).toEqual({
      'texas-brisket-rub:12 oz': 2,
      'carolina-gold-mustard-sauce:12 oz': 10,
    });
    expect(carts['ff.cart']).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
