import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { siteDescription } from '../domain/site-meta';
import { useBrowser } from './browser';

/**
 * The head the server writes for a product page (server/seo/) works in the browser: its
 * JSON-LD data block breaks no CSP rule (a refused script logs a console error), and the head
 * follows the visitor to the next page (app/layout/use-page-meta.ts).
 */
const head = (page: Page) =>
  page.evaluate(() => ({
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
    title: document.title,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => (JSON.parse(script.textContent ?? '') as { '@type': string })['@type'],
    ),
  }));

describe("a product page's head", () => {
  const { open } = useBrowser();
  it('carries Product JSON-LD with no CSP error, and follows a navigation to the shop', async () => {
    const { page, context, consoleErrors } = await open('/shop/texas-brisket-rub');
    await page.getByRole('heading', { level: 1, name: 'Texas Brisket Rub' }).waitFor();
    const origin = new URL(page.url()).origin;
    const product = await head(page);
    expect(product).toMatchObject({
      canonical: `${origin}/shop/texas-brisket-rub`,
      ogUrl: `${origin}/shop/texas-brisket-rub`,
      title: 'Texas Brisket Rub | Forge & Flame',
      jsonLd: ['Product'],
    });
    expect(product.description).not.toBe(siteDescription);

    await page
      .getByRole('navigation')
      .getByRole('link', { name: 'Shop', exact: true })
      .first()
      .click();
    await page.waitForURL(`${origin}/shop`);
    await expect
      .poll(() => head(page))
      .toMatchObject({
        canonical: `${origin}/shop`,
        ogUrl: `${origin}/shop`,
        description: siteDescription,
      });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
