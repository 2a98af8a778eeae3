import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { axeViolations, useBrowser } from './browser';

/**
 * The community forum end to end, against the production build and its API: the four routes,
 * search, the category sort, votes that survive a reload, quoting, replies with photos and new
 * threads. The forum lives on the server, seeded from the sample data once per run; posting
 * and voting need an account (forum-server.e2e.ts follows two accounts and a guest).
 */

/** A 1×1 PNG, as a file the file dialog hands over. */
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPYosUNAAJ/AOpRUIFHAAAAAElFTkSuQmCC',
    'base64',
  ),
});

/** The thread titles listed on the page, in order. */
async function threadTitles(page: Page): Promise<string[]> {
  const titles = page.locator('[data-slot="thread-row-title"]');
  await titles.first().waitFor();
  return (await titles.allInnerTexts()).map((title) => title.trim());
}

/** Waits until the listed threads are `expected` (the list follows the URL a moment later). */
async function expectTitles(page: Page, expected: string[]) {
  await expect.poll(() => threadTitles(page), { timeout: 5000 }).toEqual(expected);
}

const replyBy = (page: Page, name: string) =>
  page.getByRole('article', { name: `Reply by ${name}`, exact: true });

describe('forum routes', () => {
  const browser = useBrowser();

  it('/forum shows the stats, the categories and the pinned announcement first', async () => {
    const { page, consoleErrors } = await browser.open('/forum');
    await page
      .getByRole('heading', { level: 1, name: 'Talk Smoke With Fellow Pitmasters' })
      .waitFor();
    expect(await page.title()).toBe('Forum | Forge & Flame');
    // The tiles show what the server counts.
    const stats = (await (await page.request.get('/api/forum/stats')).json()) as Record<
      'members' | 'threads' | 'votes' | 'photos',
      number
    >;
    const tiles = page.getByRole('region', { name: 'Forum statistics' });
    for (const stat of [stats.members, stats.threads, stats.votes, stats.photos]) {
      expect(
        await tiles.getByText(stat.toLocaleString('en-US'), { exact: true }).first().isVisible(),
      ).toBe(true);
    }
    const categories = page.getByRole('region', { name: 'Categories', exact: true });
    expect(await categories.getByRole('link').allInnerTexts()).toEqual([
      'Smoking Techniques',
      'Recipe Sharing',
      'Equipment Reviews',
      'Member Meetups',
    ]);
    const titles = await threadTitles(page);
    expect(titles[0]).toBe('Welcome to the Forge & Flame forum: read this first');
    expect(
      await page.locator('[data-slot="thread-row"]').first().getByText('Pinned').isVisible(),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('/forum/category/:id titles the category from its slug and lists its threads', async () => {
    const { page, consoleErrors } = await browser.open('/forum/category/smoking-techniques');
    await page.getByRole('heading', { level: 1, name: 'Smoking Techniques' }).waitFor();
    expect(await threadTitles(page)).toEqual([
      'Welcome to the Forge & Flame forum: read this first',
      'Beating the brisket stall: wrap or ride it out?',
      'Best wood for smoked salmon?',
    ]);
    expect(
      await page.getByRole('link', { name: 'New Thread', exact: true }).last().getAttribute('href'),
    ).toBe('/forum/new?category=smoking-techniques');
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('/forum/thread/:id shows the opening post and its replies', async () => {
    const { page, consoleErrors } = await browser.open('/forum/thread/beating-the-brisket-stall');
    await page
      .getByRole('heading', { level: 1, name: 'Beating the brisket stall: wrap or ride it out?' })
      .waitFor();
    expect(await page.getByRole('heading', { level: 2, name: '3 Replies' }).isVisible()).toBe(true);
    expect(await replyBy(page, 'Andre Williams').getByText('(edited)').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Sign in to post' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('/forum/new shows the form to a signed-in account', async () => {
    const { page, consoleErrors } = await browser.openAs('customer', '/forum/new');
    await page.getByRole('heading', { level: 1, name: 'Start a New Thread' }).waitFor();
    expect(await page.getByText('PNG, JPG, GIF up to 5MB').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Post Thread' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('unknown categories and threads show a not-found state', async () => {
    const { page } = await browser.open('/forum/thread/no-such-thread');
    await page.getByRole('heading', { level: 1, name: 'Thread not found' }).waitFor();
    await page.goto('/forum/category/no-such-category');
    await page.getByRole('heading', { level: 1, name: 'Category not found' }).waitFor();
    expect(await page.title()).toBe('Category not found | Forum | Forge & Flame');
  });
});

describe('forum flows', () => {
  const browser = useBrowser();

  it('search filters the discussions by title and preview, and keeps the query in the URL', async () => {
    const { page } = await browser.open('/forum');
    await threadTitles(page);
    const search = page.getByRole('searchbox', { name: 'Search discussions' });
    // Typed key by key: nothing typed may be lost while the URL catches up.
    await search.pressSequentially('salmon', { delay: 20 });
    await page.waitForURL(/\?q=salmon$/);
    expect(await search.inputValue()).toBe('salmon');
    await expectTitles(page, ['Best wood for smoked salmon?']);
    // The preview counts too: 'pork belly' is only in the sauce thread's preview.
    await search.fill('pork belly');
    await expectTitles(page, ['My cherry chipotle sauce (with recipe)']);
    await page.reload();
    await expectTitles(page, ['My cherry chipotle sauce (with recipe)']);
    expect(await search.inputValue()).toBe('pork belly');
  });

  it('the category page sorts by Most Popular', async () => {
    const { page } = await browser.open('/forum/category/equipment-reviews');
    // Most recent: the thermometer review has the latest reply...
    expect(await threadTitles(page)).toEqual([
      'Review: Instant-Read Meat Thermometer after one season',
      'Buying my first offset smoker: what should I look for?',
    ]);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByText('Most Popular', { exact: true }).click();
    await page.waitForURL(/\?sort=popular$/);
    // ...but the offset question has more upvotes (52 against 38).
    await expectTitles(page, [
      'Buying my first offset smoker: what should I look for?',
      'Review: Instant-Read Meat Thermometer after one season',
    ]);
    // The sort is in the URL: a reload keeps it.
    await page.reload();
    await expectTitles(page, [
      'Buying my first offset smoker: what should I look for?',
      'Review: Instant-Read Meat Thermometer after one season',
    ]);
  });

  it('a thread: upvote a reply (kept after a reload), quote one, post a reply with an image', async () => {
    const { page, consoleErrors } = await browser.openAs('customer', '/forum');
    await page
      .getByRole('link', { name: 'Beating the brisket stall: wrap or ride it out?' })
      .click();
    await page.waitForURL('**/forum/thread/beating-the-brisket-stall');

    const lauren = replyBy(page, 'Lauren Brooks');
    const upvote = lauren.getByRole('button', { name: /^Upvote reply by Lauren Brooks/ });
    expect(await upvote.getAttribute('aria-pressed')).toBe('false');
    expect((await upvote.innerText()).trim()).toBe('11');
    const voteSaved = page.waitForResponse(
      (response) => response.url().includes('/vote') && response.request().method() === 'POST',
    );
    await upvote.click();
    await lauren
      .getByRole('button', { name: 'Upvote reply by Lauren Brooks, 12 upvotes' })
      .waitFor();
    expect(await upvote.getAttribute('aria-pressed')).toBe('true');
    // Saved on the server for this account: a reload shows the same vote, once the painted
    // thread (everyone's) has read it with this session after hydration.
    await voteSaved;
    await page.reload();
    await lauren
      .getByRole('button', { name: 'Upvote reply by Lauren Brooks, 12 upvotes' })
      .waitFor();
    await expect.poll(() => upvote.getAttribute('aria-pressed')).toBe('true');

    const replyBox = page.getByRole('textbox', { name: 'Your reply' });
    await replyBy(page, 'Dwayne Carter')
      .getByRole('button', { name: 'Quote reply by Dwayne Carter' })
      .click();
    expect(await replyBox.inputValue()).toBe(
      '> Paper over foil every time. Foil gives you pot roast.\n> — Dwayne Carter\n\n',
    );
    expect(await replyBox.evaluate((element) => element === document.activeElement)).toBe(true);
    await replyBox.pressSequentially('Butcher paper it is. Here is my bark.');

    await page.getByRole('button', { name: 'Add Images', exact: true }).click();
    await page.locator('input[type="file"]').setInputFiles(png('bark.png'));
    await page.getByRole('img', { name: 'bark.png' }).waitFor();
    await page.getByRole('button', { name: 'Post Reply' }).click();

    const posted = replyBy(page, 'Casey Customer');
    await posted.waitFor();
    expect(await posted.getByText('— Dwayne Carter').isVisible()).toBe(true);
    expect(await posted.getByText('Butcher paper it is. Here is my bark.').isVisible()).toBe(true);
    const photo = posted.getByRole('img', { name: 'Photo 1 of 1 from Casey Customer' });
    expect(await photo.isVisible()).toBe(true);
    // A stored file, not a data URL inside the reply.
    expect(await photo.getAttribute('src')).toMatch(/^\/api\/uploads\//);
    expect(await replyBox.inputValue()).toBe('');
    await page.getByRole('heading', { level: 2, name: '4 Replies' }).waitFor();
    // Listed last, and still there after a reload.
    await page.reload();
    const articles = page.getByRole('region', { name: '4 Replies' }).getByRole('article');
    expect(await articles.last().getAttribute('aria-label')).toBe('Reply by Casey Customer');
    expect(consoleErrors).toEqual([]);
  }, 60_000);

  it('a new thread: messages on an empty form, a sixth image refused, a valid one posted and listed', async () => {
    const { page, consoleErrors } = await browser.openAs(
      'customer',
      '/forum/category/recipe-sharing',
    );
    const threadCount = Number(
      /(\d+) threads?/.exec(
        await page
          .getByText(/^\d+ threads?$/)
          .first()
          .innerText(),
      )![1],
    );
    await page.getByRole('link', { name: 'New Thread', exact: true }).last().click();
    await page.waitForURL('**/forum/new?category=recipe-sharing');
    await page.getByRole('heading', { level: 1, name: 'Start a New Thread' }).waitFor();
    // The category comes preset from the link.
    expect(await page.getByRole('button', { name: /Category/ }).innerText()).toContain(
      'Recipe Sharing',
    );

    await page.getByRole('button', { name: 'Post Thread' }).click();
    await page.getByText('Enter a title for your thread.').waitFor();
    expect(await page.getByText('Write the content of your thread.').isVisible()).toBe(true);

    await page
      .locator('input[type="file"]')
      .setInputFiles([1, 2, 3, 4, 5, 6].map((index) => png(`rub-${index}.png`)));
    await page.getByText('You can add up to 5 images.').waitFor();
    expect(await page.getByRole('button', { name: /^Remove rub-/ }).count()).toBe(5);
    expect(await page.getByRole('button', { name: 'Remove rub-6.png' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add images', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Remove rub-5.png' }).click();

    await page.getByRole('textbox', { name: 'Title' }).fill('Coffee chili rub on tri-tip');
    await page
      .getByRole('textbox', { name: 'Content' })
      .fill('Two tablespoons of the Coffee Chili Steak Rub per pound, overnight in the fridge.');
    await page.getByRole('button', { name: 'Post Thread' }).click();

    await page.waitForURL(/\/forum\/thread\/coffee-chili-rub-on-tri-tip-/);
    await page.getByRole('heading', { level: 1, name: 'Coffee chili rub on tri-tip' }).waitFor();
    expect(
      await page.getByRole('img', { name: /^Photo \d of 4 from Casey Customer$/ }).count(),
    ).toBe(4);
    expect(await page.getByRole('heading', { level: 2, name: '0 Replies' }).isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Back to Recipe Sharing' }).click();
    await page.getByRole('heading', { level: 1, name: 'Recipe Sharing' }).waitFor();
    expect((await threadTitles(page))[0]).toBe('Coffee chili rub on tri-tip');
    expect(await page.getByText(`${threadCount + 1} threads`).isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
  }, 60_000);
});
