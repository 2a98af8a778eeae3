import { accountDisabledMessage } from '../domain/account-status';
import { AdminEnableUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { Locator, Page } from 'playwright';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { formatMoney } from '../design-system/lib/money';
import { analyticsSummary, monthlySeries } from '../domain/analytics';
import type { Order } from '../domain/types';
import { localIdentityClient } from '../scripts/identity/sdk-client.mjs';
import { waitForMail } from '../server/test/mailbox';
import { signInAsAdmin } from './admin-session';
import { axeViolations, searchParam, useBrowser } from './browser';
import { accessTokenIn, storeApi } from './store-api';
import { chooseFromSelect } from './choose-option';

/**
 * The admin console's operations half end to end, against the production build:
 * users, shipping, security, notifications, settings and analytics. Every change is made
 * through the screens and seen again after a reload (and, for shipping, on the public page).
 * Each test starts signed in as the admin in a fresh browser (empty storage: the fixtures).
 */

type Browser = ReturnType<typeof useBrowser>;

async function openAdmin(
  browser: Browser,
  path: string,
  heading: string,
  viewport?: { width: number; height: number },
) {
  const opened = await browser.open('/', viewport);
  await signInAsAdmin(opened.page);
  await opened.page.goto(path);
  await opened.page.getByRole('heading', { level: 1, name: heading }).waitFor();
  return opened;
}

/** The user names in the Users table, in order. */
async function userNames(page: Page): Promise<string[]> {
  const cells = page.getByRole('grid', { name: 'Users' }).getByRole('rowheader');
  // The first line a reader hears: the avatar's letter is decorative (aria-hidden).
  const texts = await cells.evaluateAll((elements) =>
    elements.map((element) => {
      const readable = element.cloneNode(true) as HTMLElement;
      for (const hidden of readable.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return readable.querySelector('span')?.textContent ?? '';
    }),
  );
  return texts.map((text) => text.trim());
}

function roleChip(page: Page, name: string): Locator {
  return page.getByRole('grid', { name: 'Role' }).getByRole('row', { name });
}

async function backLinkGoesToConsole(page: Page) {
  expect(await page.getByRole('link', { name: /Back to Admin Console/ }).getAttribute('href')).toBe(
    '/admin-console',
  );
}

describe('user management', () => {
  const browser = useBrowser();

  it('lists the real accounts: filters by role, invites (refusing a taken e-mail), edits, e-mails and deletes users', async () => {
    const { page, consoleErrors } = await openAdmin(browser, '/admin/users', 'User Management');
    await backLinkGoesToConsole(page);
    expect(await userNames(page)).toEqual(
      expect.arrayContaining(['Avery Admin', 'Eden Editor', 'Casey Customer', 'Sam Shopper']),
    );
    expect(await axeViolations(page)).toEqual([]);

    await roleChip(page, 'Editor').click();
    await expect.poll(() => userNames(page)).toEqual(['Eden Editor']);
    await expect.poll(() => searchParam(page, 'role')).toBe('editor');
    await roleChip(page, 'Admin').click();
    await expect.poll(() => userNames(page)).toEqual(['Avery Admin']);
    await roleChip(page, 'All').click();
    await page.getByRole('searchbox', { name: 'Search users' }).fill('shopper');
    await expect.poll(() => userNames(page)).toEqual(['Sam Shopper']);
    await page.getByRole('searchbox', { name: 'Search users' }).fill('');

    // Invite: a taken e-mail is refused under Email, then the new account is made, pending.
    const invitee = `pat.${Date.now()}@example.com`;
    await page.getByRole('button', { name: 'Add User' }).click();
    const add = page.getByRole('dialog', { name: 'Add New User' });
    await add.getByRole('button', { name: 'Add User' }).click();
    await add.getByText('Name is required').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await add.getByRole('textbox', { name: 'Name' }).fill('Pat Smoker');
    await add.getByRole('textbox', { name: 'Email' }).fill('ADMIN@example.com');
    await add.getByRole('button', { name: 'Add User' }).click();
    await add.getByText('A user with the e-mail ADMIN@example.com already exists.').waitFor();
    await add.getByRole('textbox', { name: 'Email' }).fill(invitee);
    await chooseFromSelect(add.getByRole('button', { name: /Role/ }), 'Editor');
    await add.getByRole('button', { name: 'Add User' }).click();
    await add.waitFor({ state: 'detached' });
    await page.getByText('Pat Smoker was added.').waitFor();
    const pat = page.getByRole('row', { name: /Pat Smoker/ });
    await pat.getByText('Never').waitFor();
    expect(await pat.getByText('Pending').isVisible()).toBe(true);
    const invitation = await waitForMail(inject('mailApiUrl'), invitee, /invited/);
    const temporary = /Temporary password: (\S{12,})/.exec(invitation.text)?.[1];
    expect(temporary).toBeTruthy();

    // The invited user signs in with it and chooses their own password.
    const invited = await browser.open('/login');
    await invited.page.getByRole('textbox', { name: 'Email', exact: true }).fill(invitee);
    await invited.page.getByLabel('Password', { exact: true }).fill(temporary!);
    await invited.page.getByRole('button', { name: 'Login' }).click();
    await invited.page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await invited.page.getByLabel('New Password', { exact: true }).fill('Brand#NewPass9');
    await invited.page.getByLabel(/Confirm/).fill('Brand#NewPass9');
    await invited.page.getByRole('button', { name: 'Set password' }).click();
    await invited.page.waitForURL((url) => url.pathname !== '/login');
    expect(invited.consoleErrors).toEqual([]);
    await invited.context.close();
    await page.reload();
    await expect
      .poll(() => page.getByRole('row', { name: /Pat Smoker/ }).innerText())
      .toContain('Active');

    // Edit: Pat becomes a customer again.
    await page.getByRole('button', { name: 'Edit Pat Smoker' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await chooseFromSelect(edit.getByRole('button', { name: /Role/ }), 'User');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByText('Changes to Pat Smoker saved.').waitFor();

    // E-mail: no recipient is refused; the chosen one receives it.
    await page.getByRole('button', { name: 'Email Users' }).click();
    const email = page.getByRole('dialog', { name: 'Send Email to Users' });
    await email.getByRole('textbox', { name: 'Subject' }).fill('Holiday hours');
    await email.getByRole('textbox', { name: 'Message' }).fill('We close at 6 PM on Dec 24.');
    await email.getByRole('button', { name: 'Send Email' }).click();
    await email.getByText('Choose at least one recipient').waitFor();
    // Ticked from the keyboard (Space), like the switches: the visible box covers the input.
    await email.getByRole('checkbox', { name: /Pat Smoker/ }).press('Space');
    await email.getByRole('button', { name: 'Send Email' }).click();
    await email.waitFor({ state: 'detached' });
    await page.getByText('Email sent to 1 user').waitFor();
    expect((await waitForMail(inject('mailApiUrl'), invitee, /Holiday hours/)).text).toContain(
      'We close at 6 PM on Dec 24.',
    );

    // Delete asks first, naming the user.
    await page.getByRole('button', { name: 'Delete Pat Smoker' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
    await confirm
      .getByText('Are you sure you want to delete "Pat Smoker"? This action cannot be undone.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('Pat Smoker was deleted.').waitFor();

    // Everything is the identity service's: a reload reads it again.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'User Management' }).waitFor();
    await expect.poll(() => userNames(page)).toContain('Casey Customer');
    expect(await userNames(page)).not.toContain('Pat Smoker');
    // The refused e-mail is a 400 the browser logs; the page shows it under the field.
    expect(consoleErrors.filter((error) => !/status of 400/.test(error))).toEqual([]);
  }, 120_000);

  it('disabling the customer signs their open browser out with the reason, refuses their sign-in and earlier token; enabling restores sign-in', async () => {
    // Whatever happens here, the customer is enabled again for the files that follow.
    onTestFinished(async () => {
      const admin = inject('identityAdmin');
      await localIdentityClient({ endpoint: admin.endpoint, secret: admin.secret }).send(
        new AdminEnableUserCommand({ UserPoolId: admin.poolId, Username: 'customer@example.com' }),
      );
    });
    // Signed in afresh: this session is signed out below, the saved one stays for other files.
    const before = await browser.openSignedInAfresh('customer', '/');
    const token = await accessTokenIn(before.page);
    expect(token).not.toBe('');

    const { page, consoleErrors } = await openAdmin(browser, '/admin/users', 'User Management');
    const setStatus = async (status: 'Inactive' | 'Active') => {
      await page.getByRole('button', { name: 'Edit Casey Customer' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit User' });
      await chooseFromSelect(edit.getByRole('button', { name: /Status/ }), status);
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await edit.waitFor({ state: 'detached' });
      await expect
        .poll(() => page.getByRole('row', { name: /Casey Customer/ }).innerText())
        .toContain(status);
    };
    await setStatus('Inactive');

    const refused = await fetch(new URL('/api/me/cart', inject('baseUrl')), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(401);
    // The customer's open browser is signed out at its next request, and told why.
    await before.page.goto('/profile');
    await before.page.waitForURL((url) => url.pathname === '/login');
    await before.page.getByText(accountDisabledMessage).waitFor();
    const account = before.page.getByRole('navigation', { name: 'Account' });
    await account.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await account.getByRole('link', { name: 'My Profile' }).count()).toBe(0);
    expect(await axeViolations(before.page)).toEqual([]);
    await before.context.close();
    const login = await browser.open('/login');
    const signIn = async () => {
      await login.page
        .getByRole('textbox', { name: 'Email', exact: true })
        .fill('customer@example.com');
      await login.page.getByLabel('Password', { exact: true }).fill('Smokehouse#Guest1');
      await login.page.getByRole('button', { name: 'Login' }).click();
    };
    await signIn();
    await login.page.getByText(accountDisabledMessage).waitFor();

    await setStatus('Active');
    await signIn();
    await login.page.waitForURL((url) => url.pathname !== '/login');
    expect(consoleErrors).toEqual([]);
    await login.context.close();
  }, 120_000);
});

describe('shipping management', () => {
  const browser = useBrowser();

  it('shows the sample zones, validates a new zone, saves it and shows it on /shipping', async () => {
    const { page, consoleErrors } = await openAdmin(
      browser,
      '/admin/shipping',
      'Shipping Management',
    );
    await backLinkGoesToConsole(page);
    const local = page.getByRole('list', { name: 'Local shipping methods' });
    expect(await local.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(
        /Same Day Delivery[\s\S]*Min\. order \$25\.00[\s\S]*0-1 days[\s\S]*\$9\.99/,
      ),
      expect.stringMatching(
        /Standard Delivery[\s\S]*Min\. order \$15\.00[\s\S]*1-2 days[\s\S]*\$4\.99/,
      ),
    ]);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: 'Search zones' }).fill('evanston');
    await page.getByText('Showing 1 of 2 zones').waitFor();
    await page.getByRole('searchbox', { name: 'Search zones' }).fill('');

    await page.getByRole('button', { name: 'Add Shipping Zone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Shipping Zone' });
    await dialog.getByRole('textbox', { name: 'Zone name' }).fill('Northwest Indiana');
    await dialog.getByRole('textbox', { name: /Regions/ }).fill('Gary, Hammond, Merrillville');
    const method = dialog.getByRole('group', { name: 'Method 1' });
    expect(await method.getByRole('button', { name: 'Remove Method 1' }).isDisabled()).toBe(true);
    await method.getByRole('textbox', { name: 'Method name' }).fill('Standard');
    await method.getByRole('textbox', { name: 'Price' }).fill('8.99');
    await method.getByRole('textbox', { name: 'Price' }).press('Tab');
    await method.getByRole('textbox', { name: 'Minimum order' }).fill('30');
    await method.getByRole('textbox', { name: 'Minimum order' }).press('Tab');
    await method.getByRole('textbox', { name: /Estimated days/ }).fill('in a few days');
    await dialog.getByRole('button', { name: 'Add Zone' }).click();
    await dialog
      .getByText("Enter the estimate as 'N days' or 'N-M days', e.g. '1-2 days'")
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await method.getByRole('textbox', { name: /Estimated days/ }).fill('2-3 days');
    await dialog.getByRole('button', { name: 'Add Zone' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Zone "Northwest Indiana" was added.').waitFor();

    await page.reload();
    const indiana = page.getByRole('list', { name: 'Northwest Indiana shipping methods' });
    await indiana.waitFor();
    expect(await indiana.innerText()).toMatch(
      /Standard[\s\S]*\$30\.00[\s\S]*2-3 days[\s\S]*\$8\.99/,
    );

    await page.goto('/shipping');
    await page.getByRole('heading', { name: 'Northwest Indiana' }).waitFor();
    expect(
      await page.getByRole('grid', { name: 'Northwest Indiana shipping methods' }).innerText(),
    ).toMatch(/Standard[\s\S]*\$8\.99[\s\S]*\$30\.00[\s\S]*2-3 days/);
    expect(consoleErrors).toEqual([]);
  }, 90_000);
});

describe('security settings', () => {
  const browser = useBrowser();

  it('shows, hides and copies the API key; a switch survives a reload', async () => {
    const { page, consoleErrors } = await openAdmin(
      browser,
      '/admin/security',
      'Security Settings',
    );
    await backLinkGoesToConsole(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(page.url()).origin,
    });
    expect(await axeViolations(page)).toEqual([]);
    for (const group of ['Authentication', 'Access', 'Monitoring']) {
      await page.getByRole('region', { name: group }).waitFor();
    }
    expect(
      await page
        .getByRole('list', { name: 'Recent Security Activity' })
        .getByRole('listitem')
        .count(),
    ).toBe(6);

    const key = page.getByRole('group', { name: 'API key' });
    expect(await key.innerText()).not.toContain('ff_test_');
    await page.getByRole('button', { name: 'Show API key' }).click();
    expect(await key.innerText()).toContain('ff_test_EXAMPLE0000NOTAREALKEY0000');
    await page.getByRole('button', { name: 'Hide API key' }).click();
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'ff_test_EXAMPLE0000NOTAREALKEY0000',
    );

    const ipWhitelisting = page.getByRole('switch', { name: 'IP whitelisting' });
    expect(await ipWhitelisting.isChecked()).toBe(false);
    // Switched from the keyboard (Space), as the switch's visible row is its label.
    await ipWhitelisting.press('Space');
    await expect.poll(() => ipWhitelisting.isChecked()).toBe(true);
    const twoFactor = page.getByRole('switch', { name: 'Require 2FA for all admin users' });
    await twoFactor.press('Space');
    await expect.poll(() => twoFactor.isChecked()).toBe(false);
    // The saves are async: let them land before reloading.
    await page.waitForTimeout(300);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Security Settings' }).waitFor();
    expect(await page.getByRole('switch', { name: 'IP whitelisting' }).isChecked()).toBe(true);
    expect(
      await page.getByRole('switch', { name: 'Require 2FA for all admin users' }).isChecked(),
    ).toBe(false);
    expect(consoleErrors).toEqual([]);
  }, 60_000);
});

describe('notification management', () => {
  const browser = useBrowser();

  it('switches tabs and keeps a switched notification through a reload', async () => {
    const { page, consoleErrors } = await openAdmin(
      browser,
      '/admin/notifications',
      'Notification Management',
    );
    await backLinkGoesToConsole(page);
    expect(await axeViolations(page)).toEqual([]);
    const status = page.getByRole('list', { name: 'System Status' });
    expect(await status.getByRole('listitem').count()).toBe(4);
    expect(await status.getByText('Degraded').isVisible()).toBe(true);

    await page.getByRole('tab', { name: 'Templates' }).click();
    const templates = page.getByRole('grid', { name: 'Templates' });
    await templates.waitFor();
    expect(await templates.getByRole('rowheader').count()).toBe(5);
    await expect.poll(() => searchParam(page, 'tab')).toBe('templates');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Settings' }).click();

    const promo = page.getByRole('switch', { name: 'Promotional texts' });
    await promo.waitFor({ state: 'attached' });
    expect(await promo.isChecked()).toBe(false);
    await promo.press('Space');
    await expect.poll(() => promo.isChecked()).toBe(true);
    await page.waitForTimeout(300);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Notification Management' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Promotional texts' }).isChecked()).toBe(true);
    expect(
      await page.locator('[data-channel="sms"] [data-slot="channel-card-active"]').innerText(),
    ).toBe('2 of 2');
    expect(consoleErrors).toEqual([]);
  }, 60_000);
});

describe('system settings', () => {
  const browser = useBrowser();

  it('refuses port 70000, saves a valid port and a new currency that survive a reload', async () => {
    const { page, consoleErrors } = await openAdmin(
      browser,
      '/admin/settings?category=email',
      'System Settings',
    );
    // The currency prints every price the other files check: USD and port 587 come back.
    const api = storeApi(await accessTokenIn(page));
    onTestFinished(async () => {
      const restored = await api('PUT', 'settings/system', { currency: 'USD', 'smtp-port': 587 });
      expect(restored.status).toBe(200);
    });
    await backLinkGoesToConsole(page);
    expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    const port = page.getByRole('textbox', { name: 'SMTP port' });
    await port.fill('70000');
    await port.press('Tab');
    await page.getByText('Enter a port from 1 to 65535').waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect(await port.inputValue()).toBe('70000');
    expect(await axeViolations(page)).toEqual([]);
    await port.fill('2525');
    await port.press('Tab');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('alertdialog', { name: 'Settings saved' }).waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).waitFor({ state: 'detached' });

    await page
      .getByRole('navigation', { name: 'Settings categories' })
      .getByRole('link', { name: 'General' })
      .click();
    await page.getByRole('heading', { level: 2, name: 'General' }).waitFor();
    await chooseFromSelect(page.getByRole('button', { name: /Currency/ }), 'EUR');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).waitFor({ state: 'detached' });

    await page.reload();
    const currency = page
      .locator('[data-slot="settings-summary-card"]', { hasText: 'Currency' })
      .locator('[data-slot="settings-summary-value"]');
    await expect.poll(() => currency.innerText()).toBe('EUR');
    await page.goto('/admin/settings?category=email');
    expect(await page.getByRole('textbox', { name: 'SMTP port' }).inputValue()).toBe('2525');
    expect(consoleErrors).toEqual([]);
  }, 60_000);
});

describe('analytics', () => {
  const browser = useBrowser();

  it('draws both charts and stat tiles from the orders', async () => {
    const { page, consoleErrors } = await openAdmin(browser, '/admin/analytics', 'Analytics');
    await backLinkGoesToConsole(page);
    await expect
      .poll(() => page.locator('[data-slot="chart-card-plot"] .recharts-wrapper > svg').count())
      .toBe(2);
    const tile = (label: string) =>
      page
        .locator('[data-slot="stat-tile"]', { hasText: label })
        .locator('[data-slot="stat-tile-value"]')
        .innerText();
    // Every stored order counts: the sample ones and those other tests placed. The tiles
    // match the figures worked out here from the API's own list.
    const api = storeApi(await accessTokenIn(page));
    // GET /api/orders answers a page at a time: read them all.
    const orders: Order[] = [];
    for (let page = 1; ; page += 1) {
      const { items, total } = (await (
        await api('GET', `orders?limit=100&page=${page}`)
      ).json()) as { items: Order[]; total: number };
      orders.push(...items);
      if (items.length === 0 || orders.length >= total) break;
    }
    expect(orders.length).toBeGreaterThanOrEqual(15);
    const summary = analyticsSummary(orders, 'America/Chicago');
    expect(await tile('Total Revenue')).toBe(formatMoney(summary.revenueCents));
    expect(await tile('Orders')).toBe(summary.orders.toLocaleString('en-US'));
    expect(await tile('Average Order Value')).toBe(formatMoney(summary.averageOrderCents));
    expect(await tile('Customers')).toBe(summary.customers.toLocaleString('en-US'));
    // A header row, then one row a month.
    expect(
      await page.getByRole('table', { name: 'Revenue Overview' }).getByRole('row').count(),
    ).toBe(monthlySeries(orders, 'America/Chicago').length + 1);
    expect(
      await page.getByRole('list', { name: 'Top Products' }).getByRole('listitem').count(),
    ).toBe(5);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 60_000);

  it('reads well on a phone', async () => {
    const { page, consoleErrors } = await openAdmin(browser, '/admin/analytics', 'Analytics', {
      width: 390,
      height: 844,
    });
    await expect
      .poll(() => page.locator('[data-slot="chart-card-plot"] .recharts-wrapper > svg').count())
      .toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 60_000);
});
