import { describe, expect, it } from 'vitest';
import { homeHero } from '../fixtures/home';
import { useBrowser } from './browser';
import { accessTokenIn } from './store-api';

/**
 * The console's Site Content editor (issue 31): the admin changes the home page hero in one
 * browser context and a visitor in another sees it after a reload, in the page the server
 * paints as well as in the app. An editor opens the same screen with the copy keys only.
 */
describe('site content editor', () => {
  const browser = useBrowser();

  it("the admin retitles the home hero; another browser's home page shows it after a reload", async () => {
    const admin = await browser.openAs('admin', '/admin/content');
    const visitor = await browser.open('/');
    await visitor.page.getByRole('heading', { level: 1, name: homeHero.title }).waitFor();

    await admin.page.getByRole('heading', { level: 1, name: 'Site Content' }).waitFor();
    try {
      await admin.page
        .getByRole('textbox', { name: 'Title', exact: true })
        .fill('Smoke Season Is Here');
      await admin.page.getByRole('heading', { level: 1, name: 'Smoke Season Is Here' }).waitFor();
      await admin.page.getByRole('button', { name: 'Save', exact: true }).click();
      await admin.page.getByRole('alertdialog', { name: 'Home page hero saved' }).waitFor();

      await visitor.page.reload();
      await visitor.page.getByRole('heading', { level: 1, name: 'Smoke Season Is Here' }).waitFor();
      // The first paint the server sends carries the new copy too, not the old one.
      const painted = await (await visitor.page.request.get('/')).text();
      expect(painted).toContain('Smoke Season Is Here');
      expect(painted).not.toContain(homeHero.title);
    } finally {
      const token = await accessTokenIn(admin.page);
      const status = await admin.page.evaluate(
        async ({ token, hero }) =>
          (
            await fetch('/api/content/home-hero', {
              method: 'PUT',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify(hero),
            })
          ).status,
        { token, hero: homeHero },
      );
      expect(status).toBe(200);
    }
  }, 90_000);

  it('an editor opens it with the copy only: no prices, percents or links', async () => {
    const editor = await browser.openAs('editor', '/admin/content');
    await editor.page.getByRole('heading', { level: 1, name: 'Site Content' }).waitFor();
    const list = editor.page.getByRole('navigation', { name: 'Content', exact: true });
    await list.getByRole('link', { name: 'About' }).waitFor();
    expect(await list.getByRole('link').count()).toBe(9);
    expect(await list.getByRole('link', { name: 'Club promotion' }).count()).toBe(0);
  });
});
