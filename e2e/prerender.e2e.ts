import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';

/**
 * The public pages' first paint comes from the server (server/seo/prerender.ts), readable with
 * no JavaScript at all; the app then takes the page over (app/take-over.ts) and it works.
 */
describe('prerendered public pages', () => {
  const browser = useBrowser();

  it('a product page reads without JavaScript, from the live catalogue, but takes no clicks yet', async () => {
    const { page, context } = await browser.openWithoutScript('/shop/texas-brisket-rub');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Texas Brisket Rub' }).count())
      .toBe(1);
    expect(await page.getByText(/\$\d+\.\d{2}/).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Recipes' }).count()).toBeGreaterThan(0);
    expect(await page.locator('#root').getAttribute('inert')).toBe('');
    // The markup's styles came as a nonce'd <style>, so the CSP refused none.
    expect(await page.locator('#root [style]').count()).toBe(0);

    const recipe = await fetch(`${inject('baseUrl')}/recipes/texas-style-brisket`).then((r) =>
      r.text(),
    );
    expect(recipe).toMatch(/<div id="root" data-prerendered inert>.*Texas-Style Smoked Brisket/s);
    await context.close();
  });

  it('sends gated hosts and carts the empty shell, and paints an unknown product and path as not found, with 404', async () => {
    const html = async (base: string, path: string) => (await fetch(`${base}${path}`)).text();
    const empty = '<div id="root"></div>';
    expect(await html(inject('gatedBaseUrl'), '/shop/texas-brisket-rub')).toContain(empty);
    expect(await html(inject('baseUrl'), '/cart')).toContain(empty);
    const response = await fetch(`${inject('baseUrl')}/shop/no-such-rub`);
    expect(response.status).toBe(404);
    const unknown = await response.text();
    expect(unknown).toContain('<meta name="robots" content="noindex" />');
    expect(unknown).toContain('<title>Product not found | Forge &amp; Flame</title>');
    expect(unknown).toMatch(/<div id="root" data-prerendered inert>.*Product not found/s);
    const nowhere = await fetch(`${inject('baseUrl')}/no-such-page`);
    expect(nowhere.status).toBe(404);
    const page = await nowhere.text();
    expect(page).toContain('<title>Page not found | Forge &amp; Flame</title>');
    expect(page).toMatch(/<div id="root" data-prerendered inert>.*Page not found/s);
  });

  it("a thread titled with $` $' $& and markup paints whole, on /forum and on its own page", async () => {
    const title = `Dollar test $\` here $' $& $$ </script><!-- ${Date.now().toString(36)}`;
    const author = await browser.openAs('customer', '/forum/new?category=smoking-techniques');
    await author.page.getByRole('textbox', { name: 'Title' }).fill(title);
    await author.page
      .getByRole('textbox', { name: 'Content' })
      .fill('Does a dollar sign in a title break the forum page for everyone else?');
    await author.page.getByRole('button', { name: 'Post Thread' }).click();
    await author.page.waitForURL(/\/forum\/thread\/dollar-test-here-/);
    const threadPath = new URL(author.page.url()).pathname;
    await author.context.close();

    const scriptsOf = () =>
      [...document.querySelectorAll('script')].map((script) => script.type || script.src);
    const shell = await browser.openGated('/forum');
    const shellScripts = await shell.page.evaluate(scriptsOf);
    await shell.context.close();
    for (const path of ['/forum', threadPath]) {
      // Without JavaScript, the page as the server painted it, parsed by the browser.
      const painted = await browser.openWithoutScript(path);
      await painted.page.getByText(title).first().waitFor();
      const shape = await painted.page.evaluate(() => ({
        titles: document.querySelectorAll('title').length,
        roots: document.querySelectorAll('#root').length,
        bodyChildren: [...document.body.children].map((element) => element.id),
      }));
      expect(shape, path).toEqual({ titles: 1, roots: 1, bodyChildren: ['root'] });
      // Besides the shell's scripts, only the page's data: a JSON block, never run.
      const scripts = await painted.page.evaluate(scriptsOf);
      expect(scripts.sort(), path).toEqual([...shellScripts, 'application/json'].sort());
      await painted.context.close();

      // With it, the app takes the page over and shows the same title, with no error.
      const live = await browser.open(path);
      await live.page.getByText(title).first().waitFor();
      expect(live.consoleErrors, path).toEqual([]);
      await live.context.close();
    }
  }, 90_000);

  it('the app takes the painted page over without a shift, and Add to Cart adds', async () => {
    const { page, context, consoleErrors } = await browser.open('/shop/texas-brisket-rub');
    await page.waitForFunction(() => !document.getElementById('root')!.hasAttribute('inert'));
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
              total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.01);

    // The buy box's button, first in the page's main content (related products follow).
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).first().waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
