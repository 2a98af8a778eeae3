import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { seededAccounts, useBrowser } from './browser';

/**
 * The forum is the server's, not one browser's: what customer A posts, customer B
 * sees, votes on and answers in another browser context, and A sees the answer after a
 * reload. A guest is asked to sign in before posting and comes back to the thread.
 */

/** A real 1×1 PNG, as the file dialog hands it over. */
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPYosUNAAJ/AOpRUIFHAAAAAElFTkSuQmCC',
    'base64',
  ),
});

const replyBy = (page: Page, name: string) =>
  page.getByRole('article', { name: `Reply by ${name}`, exact: true });

/** Waits until the server has answered the vote the press sent. */
async function pressAndSave(page: Page, press: () => Promise<void>) {
  const saved = page.waitForResponse(
    (response) => response.url().includes('/vote') && response.request().method() === 'POST',
  );
  await press();
  expect((await saved).status()).toBe(200);
}

describe('the forum on the server', () => {
  const browser = useBrowser();

  it('A posts a thread with an image; B sees it, upvotes once (a second press takes it back) and replies; A sees the reply after a reload', async () => {
    const title = `Turkey legs for the winter meetup ${Date.now().toString(36)}`;
    const a = await browser.openAs('customer', '/forum/new?category=member-meetups');
    await a.page.getByRole('heading', { level: 1, name: 'Start a New Thread' }).waitFor();
    await a.page.getByText('Posting as Casey Customer').waitFor();
    await a.page.getByRole('textbox', { name: 'Title' }).fill(title);
    await a.page
      .getByRole('textbox', { name: 'Content' })
      .fill('I will bring smoked turkey legs. Who else is cooking for the January meetup?');
    await a.page.locator('input[type="file"]').setInputFiles(png('turkey.png'));
    await a.page.getByRole('img', { name: 'turkey.png' }).waitFor();
    await a.page.getByRole('button', { name: 'Post Thread' }).click();

    await a.page.waitForURL(/\/forum\/thread\/turkey-legs-for-the-winter-meetup-/);
    await a.page.getByRole('heading', { level: 1, name: title }).waitFor();
    const threadPath = new URL(a.page.url()).pathname;
    // The photo is a stored file, not a data URL: the PNG re-encoded as WebP (only its pixels
    // kept), served with that type and nosniff.
    const photo = a.page.getByRole('img', { name: 'Photo 1 of 1 from Casey Customer' });
    await photo.waitFor();
    const src = (await photo.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/api\/uploads\/[\w-]+\.webp$/);
    const served = await a.page.request.get(src);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');

    const b = await browser.openAs('shopper', '/forum/category/member-meetups');
    await b.page.getByRole('link', { name: title }).click();
    await b.page.waitForURL(`**${threadPath}`);
    const post = b.page.getByRole('article', { name: title });
    await post.getByText('Casey Customer').waitFor();

    const upvote = b.page.getByRole('button', { name: /^Upvote thread/ });
    expect(await upvote.getAttribute('aria-label')).toBe('Upvote thread, 0 upvotes');
    await pressAndSave(b.page, () => upvote.click());
    expect(await upvote.getAttribute('aria-pressed')).toBe('true');
    await b.page.reload();
    await b.page.getByRole('button', { name: 'Upvote thread, 1 upvote', exact: true }).waitFor();
    // The painted thread is what everyone sees; the shopper's own vote shows once the page has
    // read it with their session, after hydration.
    await expect.poll(() => upvote.getAttribute('aria-pressed')).toBe('true');
    // A second press takes the one vote back.
    await pressAndSave(b.page, () => upvote.click());
    await b.page.reload();
    await b.page.getByRole('button', { name: 'Upvote thread, 0 upvotes', exact: true }).waitFor();
    expect(await upvote.getAttribute('aria-pressed')).toBe('false');

    await b.page.getByText('Posting as Sam Shopper').waitFor();
    await b.page
      .getByRole('textbox', { name: 'Your reply' })
      .fill('Count me in: I will bring burnt ends.');
    await b.page.getByRole('button', { name: 'Post Reply' }).click();
    await replyBy(b.page, 'Sam Shopper').waitFor();

    await a.page.reload();
    const reply = replyBy(a.page, 'Sam Shopper');
    await reply.waitFor();
    expect(await reply.getByText('Count me in: I will bring burnt ends.').isVisible()).toBe(true);
    await a.page.getByRole('heading', { level: 2, name: '1 Reply' }).waitFor();
    expect(a.consoleErrors).toEqual([]);
    expect(b.consoleErrors).toEqual([]);
  }, 90_000);

  it('a guest is asked to sign in before posting and comes back to the thread afterwards', async () => {
    const { page, consoleErrors } = await browser.open('/forum/thread/best-wood-for-salmon');
    await page.getByRole('heading', { level: 1, name: 'Best wood for smoked salmon?' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Your reply' }).count()).toBe(0);
    // Upvoting says the same instead of sending anything.
    await page.getByRole('button', { name: /^Upvote thread/ }).click();
    await page.getByText('Sign in to vote').waitFor();

    await page.getByRole('link', { name: 'Sign in to post' }).click();
    await page.waitForURL('**/login?redirect=%2Fforum%2Fthread%2Fbest-wood-for-salmon');
    const { email, password } = seededAccounts.shopper;
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/forum/thread/best-wood-for-salmon');
    await page.getByRole('textbox', { name: 'Your reply' }).waitFor();
    expect(consoleErrors).toEqual([]);
  }, 60_000);

  it('a guest on New Thread gets Sign in to post instead of the form', async () => {
    const { page } = await browser.open('/forum/new?category=member-meetups');
    await page.getByText('Sign in to start a thread').waitFor();
    expect(await page.getByRole('button', { name: 'Post Thread' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Sign in to post' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fforum%2Fnew%3Fcategory%3Dmember-meetups',
    );
  });
});
