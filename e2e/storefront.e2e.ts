import type { Locator, Page } from 'playwright';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, useBrowser } from './browser';

const mobile = { width: 390, height: 844 };

interface RouteCheck {
  path: string;
  title: string;
  /** The page's h1. */
  heading: string;
  /** Content that proves the page is really there. */
  check: (page: Page) => Promise<void>;
}

const visible = async (_page: Page, locator: Locator) => {
  await locator.first().waitFor();
  expect(await locator.first().isVisible()).toBe(true);
};

const routes: RouteCheck[] = [
  {
    path: '/',
    title: 'BBQ Rubs, Sauces & Recipes | Forge & Flame',
    heading: 'Ignite Your Taste Buds',
    check: async (page) => {
      expect(await page.getByRole('group', { name: /of 7$/ }).count()).toBe(7);
      const specials = page.getByRole('list', { name: 'Weekly Specials' });
      expect(await specials.getByRole('article').count()).toBe(3);
      await visible(
        page,
        page.getByRole('heading', { name: 'Save 20% with Premium subscription' }),
      );
      expect(
        await page.getByRole('list', { name: 'Testimonials' }).getByRole('figure').count(),
      ).toBe(3);
    },
  },
  {
    path: '/shop',
    title: 'Shop | Forge & Flame',
    heading: 'Shop',
    check: async (page) => {
      expect(await page.getByRole('article').count()).toBe(12);
      await visible(page, page.getByRole('status').filter({ hasText: '12 products' }));
      await visible(page, page.getByRole('button', { name: 'Filters' }));
    },
  },
  {
    path: '/shop/texas-brisket-rub',
    title: 'Texas Brisket Rub | Forge & Flame',
    heading: 'Texas Brisket Rub',
    check: async (page) => {
      // From the three sample reviews (SEED_DEMO=1): 5, 4 and 5 stars.
      await visible(page, page.getByRole('img', { name: 'Rated 4.7 out of 5' }).first());
      await visible(page, page.getByText('(3 reviews)').first());
      expect(await page.getByRole('radio', { name: /6 oz/ }).isChecked()).toBe(true);
      expect(await page.getByRole('radio', { name: /24 oz/ }).isDisabled()).toBe(true);
      await visible(page, page.getByText('Free shipping on orders over $75'));
      await visible(page, page.getByRole('heading', { name: 'Specifications' }));
      const together = page.getByRole('region', { name: 'Frequently Bought Together' });
      expect(await together.getByRole('article').count()).toBe(3);
    },
  },
  {
    path: '/deals',
    title: 'Deals | Forge & Flame',
    heading: 'Deals',
    check: async (page) => {
      const cards = page.getByRole('article');
      expect(await cards.count()).toBe(6);
      expect(await cards.first().getAttribute('aria-labelledby')).toBeTruthy();
      await visible(page, cards.first().getByText('Save $2.50 (25%)'));
    },
  },
  {
    path: '/weekly-deals',
    title: 'Weekly Circular | Forge & Flame',
    heading: 'Weekly Circular',
    check: async (page) => {
      await visible(page, page.getByText(/\d{1,2}, 20\d\d$/));
      const specials = page.getByRole('list', { name: "This Week's Specials" });
      expect(await specials.getByRole('article').count()).toBe(3);
      await visible(page, page.getByRole('button', { name: 'Send Message' }));
    },
  },
  {
    path: '/gift-cards',
    title: 'Gift Cards | Forge & Flame',
    heading: 'Gift Cards',
    check: async (page) => {
      expect(
        await page.getByRole('radiogroup', { name: 'Amount' }).getByRole('radio').count(),
      ).toBe(5);
      expect(await page.getByRole('radio', { name: '$50.00' }).isChecked()).toBe(true);
    },
  },
  {
    path: '/search?q=brisket',
    title: 'Results for “brisket” | Forge & Flame',
    heading: 'Results for “brisket”',
    check: async (page) => {
      await visible(page, page.getByRole('region', { name: /^Products \(\d+\)$/ }));
      await visible(page, page.getByRole('region', { name: /^Recipes \(\d+\)$/ }));
    },
  },
  {
    path: '/shop/no-such-rub',
    title: 'Product not found | Forge & Flame',
    heading: 'Product not found',
    check: async (page) => {
      expect(await page.getByRole('link', { name: 'Back to the Shop' }).getAttribute('href')).toBe(
        '/shop',
      );
    },
  },
  {
    path: '/no-such-page',
    title: 'Page not found | Forge & Flame',
    heading: 'Page not found',
    check: async (page) => {
      expect(await page.getByRole('link', { name: 'Browse the Shop' }).getAttribute('href')).toBe(
        '/shop',
      );
    },
  },
];

/** The header's cart link, named with its count ('Cart', 'Cart, 3 items'). */
const cartLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

describe('storefront routes', () => {
  const browser = useBrowser();

  for (const [label, viewport] of [
    ['desktop', undefined],
    ['mobile', mobile],
  ] as const) {
    it.each(routes)(`$path (${label})`, async ({ path, title, heading, check }) => {
      const { page, consoleErrors } = await browser.open(path, viewport);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.title()).toBe(title);
      await check(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});

describe('shopping', () => {
  const browser = useBrowser();

  it('filters the shop by category, in the URL', async () => {
    const { page } = await browser.open('/shop');
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    await page.getByRole('row', { name: 'Sauces' }).click();
    await page.getByRole('status').filter({ hasText: '4 products' }).waitFor();
    expect(new URL(page.url()).searchParams.get('category')).toBe('Sauces');
    expect(await page.getByRole('article').count()).toBe(4);
    expect(await page.getByRole('article', { name: 'Texas Brisket Rub' }).count()).toBe(0);

    // The filter survives a reload.
    await page.reload();
    await page.getByRole('status').filter({ hasText: '4 products' }).waitFor();
    expect(await page.getByRole('row', { name: 'Sauces' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('pages the shop through the server: page 2 shows the next products, in the URL, painted first', async () => {
    const { page } = await browser.open('/shop?sort=name&limit=5');
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    const names = () => page.getByRole('article').getByRole('heading').allTextContents();
    await page.getByRole('status').filter({ hasText: '12 products' }).waitFor();
    const first = await names();
    expect(first).toHaveLength(5);

    const pages = page.getByRole('navigation', { name: 'Pagination' });
    await pages.getByRole('link', { name: 'Page 2', exact: true }).click();
    await pages.locator('[aria-current="page"]', { hasText: '2' }).waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(names).not.toEqual(first);
    const second = await names();
    expect(second).toHaveLength(5);
    expect(second.some((name) => first.includes(name))).toBe(false);
    expect(second[0]!.localeCompare(first[4]!, 'en')).toBeGreaterThan(0);
    await page.getByRole('status').filter({ hasText: '12 products' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    await expect.poll(names).toEqual(second);

    // The server paints page 2 itself (no script needed for the first paint).
    const html = await fetch(`${inject('baseUrl')}/shop?sort=name&limit=5&page=2`).then((r) =>
      r.text(),
    );
    const painted = html.slice(html.indexOf('data-prerendered'));
    const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
    expect(painted).toContain(escaped(second[0]!));
    expect(painted).not.toContain(escaped(first[0]!));
  });

  it('adds the first in-stock size from the grid: the count updates and a toast confirms', async () => {
    const { page, consoleErrors } = await browser.open('/shop');
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    await cartLink(page, 'Cart').waitFor();
    const card = page.getByRole('article', { name: 'Lemon Pepper Poultry Rub' });
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await cartLink(page, 'Cart, 1 item').waitFor();
    await page.getByText('Added to cart').first().waitFor();
    // The 6 oz is sold out, so the card added the 12 oz.
    await page.getByText('Lemon Pepper Poultry Rub · 12 oz × 1').waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('adds a chosen size and quantity 3 from the product page', async () => {
    const { page, consoleErrors } = await browser.open('/shop/texas-brisket-rub');
    await page.getByRole('heading', { level: 1, name: 'Texas Brisket Rub' }).waitFor();
    await page.getByRole('radio', { name: /12 oz/ }).check({ force: true });
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    await quantity.fill('3');
    await quantity.press('Tab');
    const buyBox = page.getByRole('region', { name: 'Product' });
    await buyBox.getByRole('button', { name: 'Add to Cart' }).click();
    await cartLink(page, 'Cart, 3 items').waitFor();
    await page.getByText('Texas Brisket Rub · 12 oz × 3').waitFor();

    // The cart holds the line at the 12 oz sale price, and keeps it through a reload.
    const stored = await page.evaluate(() => localStorage.getItem('ff.cart'));
    expect(JSON.parse(stored!).state.lines).toEqual([
      expect.objectContaining({ size: '12 oz', quantity: 3, priceCents: 1869 }),
    ]);
    await page.reload();
    await cartLink(page, 'Cart, 3 items').waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('cannot add an out-of-stock product', async () => {
    const { page } = await browser.open('/shop/ghost-pepper-hot-sauce');
    await page.getByRole('heading', { level: 1, name: 'Ghost Pepper Hot Sauce' }).waitFor();
    const add = page.getByRole('region', { name: 'Product' }).getByRole('button', {
      name: 'Add to Cart',
    });
    expect(await add.isDisabled()).toBe(true);
    await add.click({ force: true });

    await page.goto('/shop');
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    const card = page.getByRole('article', { name: 'Ghost Pepper Hot Sauce' });
    expect(await card.getByRole('button', { name: 'Out of Stock' }).isDisabled()).toBe(true);
    expect(await card.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
    expect(await cartLink(page, 'Cart').isVisible()).toBe(true);
    const stored = await page.evaluate(() => localStorage.getItem('ff.cart'));
    expect(stored ?? '').not.toContain('ghost');
  });

  it('toggles a favourite heart, and the favourite survives a reload', async () => {
    const { page } = await browser.open('/shop');
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    const heart = page.getByRole('button', { name: 'Favorite Memphis Dry Rub' });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('link', { name: 'Favorites, 1 item' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    // The painted page is everyone's; this browser's favourites show once it is hydrated.
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('link', { name: 'Favorites, 1 item' }).waitFor();

    // The product page shows it saved; pressing it there removes it.
    await page.goto('/shop/memphis-dry-rub');
    const saved = page.getByRole('button', { name: 'Saved' });
    await saved.click();
    await page.getByRole('button', { name: 'Add to favorites' }).waitFor();
    await page.getByRole('link', { name: 'Favorites', exact: true }).waitFor();
  });

  it('shows Product not found for an unknown id', async () => {
    const { page, consoleErrors } = await browser.open('/shop/not-a-real-product');
    await page.getByRole('heading', { level: 1, name: 'Product not found' }).waitFor();
    expect(await page.title()).toBe('Product not found | Forge & Flame');
    expect(consoleErrors).toEqual([]);
  });

  it('keeps the Weekly Circular message as a draft through a reload, then sends it', async () => {
    const { page, consoleErrors } = await browser.open('/weekly-deals');
    await page.getByRole('heading', { level: 1, name: 'Weekly Circular' }).waitFor();
    const form = page.getByRole('form', { name: 'Get in Touch' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Full name is required').waitFor();
    expect(await form.getByText('Email address is required').isVisible()).toBe(true);
    expect(await form.getByText('Message is required').isVisible()).toBe(true);

    await form.getByRole('textbox', { name: 'Full Name' }).fill('Sam Rivera');
    await form.getByRole('textbox', { name: 'Email Address' }).fill('sam@example.com');
    await form.getByRole('textbox', { name: 'Message' }).fill('Short');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Message must be at least 10 characters').waitFor();

    await page.reload();
    await form.getByRole('textbox', { name: 'Full Name' }).waitFor();
    expect(await form.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe('Sam Rivera');
    expect(await form.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('Short');

    await form.getByRole('textbox', { name: 'Message' }).fill('Will the brisket rub stay on sale?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form
      .getByRole('status')
      .getByText(/We'll reply to sam@example.com/)
      .waitFor();
    expect(await form.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe('');
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('puts a gift card in the cart', async () => {
    const { page, consoleErrors } = await browser.open('/gift-cards');
    await page.getByRole('heading', { level: 1, name: 'Gift Cards' }).waitFor();
    await page.getByRole('radio', { name: '$25.00' }).check({ force: true });
    await page.getByRole('textbox', { name: 'Recipient name' }).fill('Sam');
    await page.getByRole('textbox', { name: 'Recipient email' }).fill('sam@');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Please enter a valid email').waitFor();
    expect(await cartLink(page, 'Cart').isVisible()).toBe(true);

    await page.getByRole('textbox', { name: 'Recipient email' }).fill('sam@example.com');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await cartLink(page, 'Cart, 1 item').waitFor();
    await page.getByText('Forge & Flame Gift Card · $25.00 Gift Card for Sam × 1').waitFor();
    await page.getByText('A $25.00 gift card for Sam is in your cart.').waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
