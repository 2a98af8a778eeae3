import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { axeViolations, searchParam, useBrowser } from './browser';

/** The recipes, catering, stores and brand content pages, against the production build. */

const mobile = { width: 390, height: 844 };

interface RouteCheck {
  path: string;
  title: string;
  /** The page's h1. */
  heading: string;
  /** Content that proves the page is really there. */
  check: (page: Page) => Promise<void>;
}

const visible = async (locator: Locator) => {
  await locator.first().waitFor();
  expect(await locator.first().isVisible()).toBe(true);
};

const headingsIn = async (region: Locator, level: number) =>
  region.getByRole('heading', { level }).allTextContents();

const routes: RouteCheck[] = [
  {
    path: '/recipes',
    title: 'Recipes | Forge & Flame',
    heading: 'Recipes',
    check: async (page) => {
      const grid = page.getByRole('region', { name: 'All Recipes' });
      await visible(grid.getByRole('heading', { level: 3, name: 'Texas-Style Smoked Brisket' }));
      expect(await headingsIn(grid, 3)).toHaveLength(10);
      for (const chip of [
        'All',
        'Smoked Meats',
        'Grilled Poultry',
        'Seafood',
        'Vegetables & Sides',
        'Sauces & Rubs',
      ]) {
        await visible(page.getByRole('row', { name: chip, exact: true }));
      }
      expect(
        await grid.getByRole('link', { name: 'Cedar-Plank Salmon' }).getAttribute('href'),
      ).toBe('/recipes/cedar-plank-salmon');
    },
  },
  {
    path: '/recipes/texas-style-brisket',
    title: 'Texas-Style Smoked Brisket | Forge & Flame',
    heading: 'Texas-Style Smoked Brisket',
    check: async (page) => {
      await visible(page.getByRole('img', { name: 'Rated 4.9 out of 5' }).first());
      for (const name of [
        'Ingredients',
        'Recommended Wood',
        'Equipment',
        'Instructions',
        'Temperature Guide',
        'Pro Tips',
      ]) {
        await visible(page.getByRole('heading', { level: 2, name }));
      }
      const steps = page.locator('ol[data-slot="list"] > li');
      expect(await steps.count()).toBe(6);
      await visible(page.getByText('Smoking temperature'));
      expect(await page.getByRole('link', { name: 'Back to Recipes' }).getAttribute('href')).toBe(
        '/recipes',
      );
    },
  },
  {
    path: '/recipes/no-such-recipe',
    title: 'Recipe not found | Forge & Flame',
    heading: 'Recipe not found',
    check: async (page) => {
      expect(await page.getByRole('link', { name: 'Back to Recipes' }).getAttribute('href')).toBe(
        '/recipes',
      );
    },
  },
  {
    path: '/catering',
    title: 'Catering | Forge & Flame',
    heading: 'Catering',
    check: async (page) => {
      expect(await page.getByRole('button', { name: /^Select Package: / }).count()).toBe(3);
      await visible(page.getByText('Minimum 20 guests'));
      await visible(page.getByText('$45.00'));
      await visible(page.getByRole('form', { name: 'Request a Quote' }));
      expect(await page.getByRole('link', { name: '(312) 555-0187' }).getAttribute('href')).toBe(
        'tel:+13125550187',
      );
    },
  },
  {
    path: '/stores',
    title: 'Find a Store | Forge & Flame',
    heading: 'Find a Store',
    check: async (page) => {
      const stores = page.getByRole('region', { name: 'Our Locations' });
      await visible(stores.getByRole('heading', { level: 3, name: 'Downtown Chicago' }));
      expect(await headingsIn(stores, 3)).toEqual(['Downtown Chicago', 'North Side', 'South Side']);
      expect(
        await page
          .getByRole('link', { name: 'Call North Side: (773) 555-0168' })
          .getAttribute('href'),
      ).toBe('tel:+17735550168');
      const directions = page.getByRole('link', { name: /^Get Directions to North Side/ });
      expect(await directions.getAttribute('href')).toBe(
        'https://www.google.com/maps/dir/?api=1&destination=3250%20N%20Clark%20St%2C%20Chicago%2C%20IL%2060657',
      );
      expect(await directions.getAttribute('target')).toBe('_blank');
      await visible(page.getByRole('heading', { level: 2, name: 'Delivery Information' }));
      await visible(page.getByText('11:00 AM–9:30 PM daily'));
    },
  },
  {
    path: '/about',
    title: 'About Us | Forge & Flame',
    heading: 'About Forge & Flame',
    check: async (page) => {
      await visible(page.getByRole('heading', { level: 2, name: 'Our Story' }));
      expect(
        await page.getByRole('region', { name: 'Our Journey' }).getByRole('listitem').count(),
      ).toBe(6);
      expect(
        await headingsIn(page.getByRole('region', { name: 'What We Stand For' }), 3),
      ).toHaveLength(4);
      expect(await headingsIn(page.getByRole('region', { name: 'Meet the Team' }), 3)).toHaveLength(
        4,
      );
    },
  },
  {
    path: '/help',
    title: 'Help & FAQ | Forge & Flame',
    heading: 'Help & FAQ',
    check: async (page) => {
      await visible(page.getByRole('searchbox', { name: 'Search the FAQ' }));
      const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
      expect(await headingsIn(faq, 3)).toEqual([
        'Ordering',
        'Catering',
        'Menu & Dietary Restrictions',
      ]);
      expect(await page.getByRole('link', { name: 'Call now' }).getAttribute('href')).toBe(
        'tel:+13125550100',
      );
      expect(await page.getByRole('link', { name: 'Send an e-mail' }).getAttribute('href')).toBe(
        'mailto:support@forgeandflame.example',
      );
      await visible(page.getByRole('form', { name: 'Send Us a Message' }));
    },
  },
  {
    path: '/contact',
    title: 'Contact | Forge & Flame',
    heading: 'Contact Us',
    check: async (page) => {
      await visible(page.getByRole('form', { name: 'Send Us a Message' }));
      const main = page.getByRole('main');
      expect(await main.getByRole('link', { name: '(312) 555-0100' }).getAttribute('href')).toBe(
        'tel:+13125550100',
      );
      await visible(main.getByText('1000 W Fulton Market, Chicago, IL 60607'));
      await visible(main.getByText('11:00 AM–10:00 PM'));
      expect(
        await main.getByRole('link', { name: /^(Facebook|Instagram|X \(Twitter\))/ }).count(),
      ).toBe(3);
    },
  },
  {
    path: '/smokehouse-club',
    title: 'Smokehouse Club | Forge & Flame',
    heading: 'The Smokehouse Club',
    check: async (page) => {
      const tiers = page.getByRole('region', { name: 'Choose Your Tier' });
      expect(await headingsIn(tiers, 3)).toEqual(['Pit Master', 'Smoke Master', 'Grill Legend']);
      await visible(tiers.getByText('Most Popular'));
      await visible(tiers.getByText('$79.00'));
      await visible(page.getByRole('heading', { name: 'Save 20% with Premium subscription' }));
      await visible(page.getByRole('heading', { name: '30-Day Money-Back Guarantee' }));
      await visible(page.getByRole('button', { name: 'Can I pause or cancel?' }));
    },
  },
  {
    path: '/careers',
    title: 'Careers | Forge & Flame',
    heading: 'Careers',
    check: async (page) => {
      const apply = page.getByRole('link', { name: /^Apply for / });
      expect(await apply.count()).toBe(4);
      expect(await apply.first().getAttribute('href')).toMatch(
        /^mailto:careers@forgeandflame\.example\?subject=Application/,
      );
    },
  },
  {
    path: '/press',
    title: 'Press | Forge & Flame',
    heading: 'Press',
    check: async (page) => {
      const releases = page.getByRole('region', { name: 'Press Releases' });
      const titles = await headingsIn(releases, 3);
      expect(titles).toHaveLength(4);
      expect(titles[0]).toBe('Rubs and sauces now ship nationwide');
      await visible(page.getByRole('heading', { level: 2, name: 'Media Contact' }));
    },
  },
  {
    path: '/shipping',
    title: 'Shipping | Forge & Flame',
    heading: 'Shipping & Delivery',
    check: async (page) => {
      await visible(page.getByText('Free shipping on orders over $75.00, otherwise $9.99.'));
      const local = page.getByRole('grid', { name: 'Local shipping methods' });
      await visible(local.getByRole('row', { name: /Same Day Delivery/ }));
      expect(await local.getByRole('row', { name: /Same Day Delivery/ }).textContent()).toContain(
        '$9.99',
      );
      await visible(page.getByRole('grid', { name: 'Rest of Illinois shipping methods' }));
    },
  },
];

const onMobile = new Set([
  '/recipes',
  '/recipes/texas-style-brisket',
  '/catering',
  '/stores',
  '/smokehouse-club',
]);

describe('content routes', () => {
  const browser = useBrowser();

  for (const [label, viewport, list] of [
    ['desktop', undefined, routes],
    ['mobile', mobile, routes.filter((route) => onMobile.has(route.path))],
  ] as const) {
    it.each(list)(`$path (${label})`, async ({ path, title, heading, check }) => {
      const { page, consoleErrors } = await browser.open(path, viewport);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.title()).toBe(title);
      await check(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});

/** 'YYYY-MM-DD' → the digits typed into the month, day and year segments. */
function dateKeys(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}${pad(date.getDate())}${date.getFullYear()}`;
}

function daysFromToday(days: number): Date {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + days);
  return date;
}

async function typeEventDate(page: Page, date: Date) {
  await page.getByRole('spinbutton', { name: /^month, Event Date/ }).click();
  await page.keyboard.type(dateKeys(date));
  // Past the year and the calendar button: the field has been left, so it is checked.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
}

describe('content flows', () => {
  const browser = useBrowser();

  it("filters the recipes by category: 'Seafood' shows only seafood, in the URL", async () => {
    const { page, consoleErrors } = await browser.open('/recipes');
    await page.getByRole('heading', { level: 1, name: 'Recipes' }).waitFor();
    await page.getByRole('row', { name: 'Seafood', exact: true }).click();
    const grid = page.getByRole('region', { name: 'Seafood Recipes' });
    await grid.waitFor();
    await page.getByRole('status').filter({ hasText: '2 recipes' }).waitFor();
    // The screen filters at once; the router writes the URL once the loader has the data.
    await page.waitForURL((url) => url.searchParams.get('category') === 'seafood');
    expect(await headingsIn(grid, 3)).toEqual([
      'Cedar-Plank Salmon',
      'Garlic Butter Shrimp Skewers',
    ]);
    const cards = await grid.locator('ul > li').allTextContents();
    expect(cards).toHaveLength(2);
    for (const card of cards) expect(card).toContain('Seafood');

    await page.reload();
    await page.getByRole('region', { name: 'Seafood Recipes' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('saves a recipe as a favourite, and it stays saved after a reload', async () => {
    const { page, consoleErrors } = await browser.open('/recipes/beer-can-chicken');
    await page.getByRole('heading', { level: 1, name: 'Smoked Beer-Can Chicken' }).waitFor();
    const heart = page.getByRole('button', { name: 'Favorite Smoked Beer-Can Chicken' });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await page.getByText('Saved to favorites').first().waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Smoked Beer-Can Chicken' }).waitFor();
    // The painted page is everyone's; this browser's favourites show once it is hydrated.
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('ff.favorites')))!);
    expect(stored.state.items[0]).toMatchObject({
      type: 'recipe',
      refId: 'beer-can-chicken',
      name: 'Smoked Beer-Can Chicken',
      category: 'Grilled Poultry',
    });
    await page.getByRole('link', { name: 'Favorites, 1 item' }).waitFor();

    // Pressing it again removes it.
    await heart.click();
    await page.getByRole('link', { name: 'Favorites', exact: true }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('catering: Select Package highlights, the rules explain themselves, a valid request confirms', async () => {
    const { page, consoleErrors } = await browser.open('/catering');
    await page.getByRole('heading', { level: 1, name: 'Catering' }).waitFor();
    const corporate = page.getByRole('button', { name: 'Select Package: Corporate Grill' });
    await corporate.click();
    expect(await corporate.getAttribute('aria-pressed')).toBe('true');
    expect(
      await page
        .getByRole('button', { name: 'Select Package: Backyard BBQ' })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    const card = page.locator('[data-slot="card"][data-selected]');
    expect(await card.count()).toBe(1);
    expect(await card.getByRole('heading').textContent()).toBe('Corporate Grill');

    const form = page.getByRole('form', { name: 'Request a Quote' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Pat Smoker');
    await form.getByRole('textbox', { name: 'Email' }).fill('pat@example.com');
    const guests = form.getByRole('textbox', { name: 'Number of Guests' });
    await guests.fill('12');
    await guests.press('Tab');
    await form.getByText('Corporate Grill needs at least 30 guests').waitFor();

    await typeEventDate(page, daysFromToday(-3));
    await form.getByText('The event date must be in the future').waitFor();
    await typeEventDate(page, daysFromToday(1));
    await form.getByText(/^Catering needs 48 hours notice: choose .+ or later$/).waitFor();

    await form.getByRole('button', { name: 'Submit Request' }).click();
    expect(await form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Pat Smoker');

    await guests.fill('40');
    await guests.press('Tab');
    await typeEventDate(page, daysFromToday(14));
    await form.getByRole('button', { name: 'Submit Request' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: 'Thanks, Pat Smoker!' });
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toContain('Corporate Grill for 40 guests on ');
    expect(await confirmation.textContent()).toContain(
      'an estimated $1,400.00 (40 × $35.00 per person)',
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('stores: ZIP 60614 puts North Side first with distances, and the chosen store is remembered', async () => {
    const { page, consoleErrors } = await browser.open('/stores');
    await page.getByRole('heading', { level: 1, name: 'Find a Store' }).waitFor();
    await page.getByRole('searchbox', { name: 'ZIP code or address' }).fill('60614');
    const searchButton = page
      .getByRole('main')
      .getByRole('button', { name: 'Search', exact: true });
    await searchButton.click();
    await page.getByRole('status').filter({ hasText: 'nearest to Lincoln Park (60614)' }).waitFor();
    const stores = page.getByRole('region', { name: 'Our Locations' });
    expect(await headingsIn(stores, 3)).toEqual(['North Side', 'Downtown Chicago', 'South Side']);
    const distances = await stores.getByText(/^\d+(\.\d)? mi$/).allTextContents();
    expect(distances).toEqual(['1.3 mi', '2.8 mi', '9.1 mi']);
    expect(await stores.getByText('Delivers to you').count()).toBe(3);
    await expect.poll(() => searchParam(page, 'q')).toBe('60614');

    await page.getByRole('button', { name: 'Select Store: North Side' }).click();
    await stores.getByText('Your store').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('ff.preferred-store'))).toBe(
      'north-side',
    );
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Find a Store' }).waitFor();
    expect(
      await page
        .getByRole('button', { name: 'Select Store: North Side' })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    // Text that matches no store: a clear message, and every store.
    await page.getByRole('searchbox', { name: 'ZIP code or address' }).fill('Milwaukee');
    await searchButton.click();
    await page.getByRole('alert').filter({ hasText: 'No stores match “Milwaukee”' }).waitFor();
    expect(await headingsIn(stores, 3)).toHaveLength(3);

    // 'Order Online' goes to the shop and makes that store the visitor's.
    await page.getByRole('link', { name: 'Order Online from South Side' }).click();
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('ff.preferred-store'))).toBe(
      'south-side',
    );
    expect(consoleErrors).toEqual([]);
  });

  it("help: searching 'delivery' filters the FAQ; the live chat opens", async () => {
    const { page, consoleErrors } = await browser.open('/help');
    await page.getByRole('heading', { level: 1, name: 'Help & FAQ' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill('delivery');
    await page
      .getByRole('status')
      .filter({ hasText: '3 questions found for “delivery”' })
      .waitFor();
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(await headingsIn(faq, 3)).toEqual(['Ordering']);
    expect(await faq.getByRole('heading', { level: 4 }).count()).toBe(3);
    await faq.getByText('Delivery hours are 11:00 AM–9:30 PM daily', { exact: false }).waitFor();

    await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill('pizza oven');
    await faq.getByRole('heading', { name: 'No results found' }).waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await headingsIn(faq, 3)).toHaveLength(3);

    await page.getByRole('button', { name: 'Start chat' }).click();
    const chat = page.getByRole('dialog', { name: 'Live chat' });
    await chat.getByText(/9am–9pm daily/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'detached' });
    expect(consoleErrors).toEqual([]);
  });

  it('contact: an empty submit shows every message, a valid one confirms', async () => {
    const { page, consoleErrors } = await browser.open('/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]) {
      await form.getByText(message).waitFor();
    }
    await form.getByRole('textbox', { name: 'Name' }).fill('Sam Rivera');
    await form.getByRole('textbox', { name: 'Email' }).fill('sam@');
    await form.getByRole('textbox', { name: 'Subject' }).fill('Private dining');
    await form.getByRole('textbox', { name: 'Message' }).fill('Hi there');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Please enter a valid email').waitFor();
    await form.getByText('Message must be at least 10 characters').waitFor();

    // The draft survives a reload.
    await page.reload();
    await form.getByRole('textbox', { name: 'Name' }).waitFor();
    expect(await form.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe(
      'Private dining',
    );

    await form.getByRole('textbox', { name: 'Email' }).fill('sam@example.com');
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('Can we book the private room for 12?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Thanks, Sam Rivera! We reply within 24 hours.').waitFor();
    expect(await form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('');
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
