import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { checkInboxMessage } from '../app/layout/newsletter-schema';
import { axeViolations, useBrowser } from './browser';

const mobile = { width: 390, height: 844 };

/** The header's two bars, found the way a visitor would. */
function header(page: Page) {
  const banner = page.getByRole('banner');
  return {
    banner,
    account: banner.getByRole('navigation', { name: 'Account' }),
    main: banner.getByRole('navigation', { name: 'Main' }),
  };
}

describe('the shell: header, search, mobile menu and footer', () => {
  const browser = useBrowser();

  it.each([
    ['/', 'Ignite Your Taste Buds', undefined],
    ['/shop', 'Shop', 'Shop'],
    ['/deals', 'Deals', undefined],
  ])('shows the header on %s with its links and counts', async (path, heading, current) => {
    const { page, consoleErrors } = await browser.open(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    const { banner, account, main } = header(page);

    expect(await banner.getByRole('link', { name: 'Find a Store' }).getAttribute('href')).toBe(
      '/stores',
    );
    expect(
      await banner
        .getByRole('link', { name: 'Free delivery on orders over $75' })
        .getAttribute('href'),
    ).toBe('/shop');
    expect(await account.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(await account.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(await banner.getByRole('link', { name: 'My Profile' }).count()).toBe(0);
    expect(await main.getByRole('link').allTextContents()).toEqual([
      'Shop',
      'Recipes',
      'Catering',
      'Contact',
    ]);
    // A visitor is not an administrator: no Admin link.
    expect(await banner.getByRole('link', { name: 'Admin' }).count()).toBe(0);

    // A new visitor starts with no favourites and an empty cart.
    const favorites = banner.getByRole('link', { name: 'Favorites', exact: true });
    expect(await favorites.getAttribute('href')).toBe('/favorites');
    expect(await banner.getByRole('link', { name: 'Cart', exact: true }).getAttribute('href')).toBe(
      '/cart',
    );

    if (current) {
      expect(await main.getByRole('link', { name: current }).getAttribute('aria-current')).toBe(
        'page',
      );
    }
    expect(await main.locator('[aria-current="page"]').count()).toBe(current ? 1 : 0);

    const footer = page.getByRole('contentinfo');
    for (const column of ['About Us', 'Customer Service', 'Shopping']) {
      expect(await footer.getByRole('navigation', { name: column }).isVisible()).toBe(true);
    }
    expect(consoleErrors).toEqual([]);
  });

  it('searches from the header: brisket finds products and recipes', async () => {
    const { page, consoleErrors } = await browser.open('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search' });
    expect(await search.getAttribute('placeholder')).toBe('Search products...');
    await search.fill('brisket');
    await search.press('Enter');

    await page.getByRole('heading', { level: 1, name: 'Results for “brisket”' }).waitFor();
    expect(new URL(page.url()).search).toBe('?q=brisket');
    expect(await page.title()).toBe('Results for “brisket” | Forge & Flame');
    const products = page.getByRole('region', { name: /^Products \(\d+\)$/ });
    const recipes = page.getByRole('region', { name: /^Recipes \(\d+\)$/ });
    expect(await products.getByRole('article', { name: 'Texas Brisket Rub' }).isVisible()).toBe(
      true,
    );
    expect(
      await recipes.getByRole('link', { name: 'Texas-Style Smoked Brisket' }).getAttribute('href'),
    ).toBe('/recipes/texas-style-brisket');
    expect(await page.getByRole('status').first().textContent()).toMatch(
      /^\d+ products? and \d+ recipes?$/,
    );

    // Refining on the results page runs a new search.
    const refine = page.getByRole('searchbox', { name: 'Search products and recipes' });
    await refine.fill('tofu jerky');
    await refine.press('Enter');
    await page.getByRole('heading', { name: 'No results found' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('closes the search on a click outside it', async () => {
    const { page } = await browser.open('/shop');
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Search' }).click();
    await banner.getByRole('searchbox').fill('rub');
    await page.getByRole('heading', { level: 1, name: 'Shop' }).click();
    await banner.getByRole('searchbox').waitFor({ state: 'detached' });
    expect(await banner.getByRole('button', { name: 'Search' }).isVisible()).toBe(true);
  });

  it('skips to the content from the keyboard', async () => {
    const { page } = await browser.open('/deals');
    await page.getByRole('heading', { level: 1, name: 'Deals' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it('opens the mobile menu at 390 px and navigates from it', async () => {
    const { page, consoleErrors } = await browser.open('/', mobile);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Shop',
      'Recipes',
      'Catering',
      'Contact',
      'Find a Store',
      'Favorites',
      'Cart',
      'Sign In',
      'Register',
    ]);
    expect(await axeViolations(page)).toEqual([]);

    await menu.getByRole('link', { name: 'Shop' }).click();
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    await menu.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/shop');
    expect(consoleErrors).toEqual([]);
  });

  it('validates the newsletter address, then says to open the link it e-mails', async () => {
    const { page, consoleErrors } = await browser.open('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const box = page.getByRole('region', { name: 'Newsletter' });
    const email = box.getByRole('textbox', { name: 'Email address' });
    const subscribe = box.getByRole('button', { name: 'Subscribe' });

    await email.fill('pitmaster@');
    await subscribe.click();
    await box.getByText('Please enter a valid email').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.inputValue()).toBe('pitmaster@');

    await email.fill('pitmaster@example.com');
    await subscribe.click();
    // Nothing is subscribed yet: the link in the e-mail does that (e2e/messages.e2e.ts).
    await box.getByRole('status').getByText(checkInboxMessage).waitFor();
    expect(await box.getByText('Please enter a valid email').count()).toBe(0);
    expect(await email.inputValue()).toBe('');
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
