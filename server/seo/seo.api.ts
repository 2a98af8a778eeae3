import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePatterns, paths } from '../../domain/paths';
import { apiClient, expectJson } from '../test/client';
import { testOrderBody } from '../test/orders';
import { publicUrl, startTestServer, type TestServer } from '../test/server';

const dist = mkdtempSync(join(tmpdir(), 'ff-seo-dist-'));
let server: TestServer;

beforeAll(async () => {
  // The shape of the built index.html (vite.config.ts, html.cspNonce).
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Rubs, sauces, recipes, catering and the Smokehouse Club." />
    <title>Forge &amp; Flame</title>
    <meta property="csp-nonce" nonce="CSP_NONCE_PLACEHOLDER">
  </head>
  <body><div id="root"></div></body>
</html>`,
  );
  server = await startTestServer({ staticDir: dist });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

/** The test server listens on 127.0.0.1, a gated host; localhost is a public one. */
const onPublicHost = (path: string) =>
  fetch(`${server.url.replace('127.0.0.1', 'localhost')}${path}`);
const onGatedHost = (path: string) => fetch(`${server.url}${path}`);

/** The head tags a crawler without JavaScript reads. */
function headOf(html: string) {
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1];
  const og = (property: string) =>
    attr(new RegExp(`<meta property="og:${property}" content="([^"]*)"`));
  const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    og: {
      title: og('title'),
      description: og('description'),
      url: og('url'),
      type: og('type'),
      image: og('image'),
    },
    jsonLd: jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : undefined,
  };
}

describe("the pages' heads, as plain HTTP (no JavaScript)", () => {
  it("gives a product page the product's title, description, canonical, Open Graph and JSON-LD", async () => {
    const response = await onPublicHost('/shop/texas-brisket-rub?ref=mail');
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = headOf(html);
    expect(head.title).toBe('Texas Brisket Rub | Forge &amp; Flame');
    expect(head.description).toMatch(/\w{3,}/);
    expect(head.description).not.toContain('Smokehouse Club.');
    expect(head.canonical).toBe(`${publicUrl}/shop/texas-brisket-rub`);
    expect(head.og).toEqual({
      title: head.title,
      description: head.description,
      url: head.canonical,
      type: 'product',
      image: expect.stringMatching(new RegExp(`^${publicUrl}/images/`)),
    });
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/images\/[^"]+" fetchpriority="high" \/>/,
    );
    expect(head.jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Texas Brisket Rub',
      offers: { '@type': 'AggregateOffer', priceCurrency: 'USD' },
    });
  });

  it("gives a recipe page the recipe's title, description, canonical, Open Graph and JSON-LD", async () => {
    const head = headOf(await (await onPublicHost('/recipes/texas-style-brisket')).text());
    expect(head.title).toMatch(/Brisket.* \| Forge &amp; Flame$/);
    expect(head.description).toMatch(/\w{3,}/);
    expect(head.canonical).toBe(`${publicUrl}/recipes/texas-style-brisket`);
    expect(head.og).toMatchObject({ title: head.title, url: head.canonical, type: 'article' });
    expect(head.og.image).toMatch(new RegExp(`^${publicUrl}/`));
    expect(head.jsonLd).toMatchObject({
      '@type': 'Recipe',
      recipeIngredient: expect.arrayContaining([expect.any(String)]),
      recipeInstructions: expect.arrayContaining([
        { '@type': 'HowToStep', text: expect.any(String) },
      ]),
    });
  });

  it('gives other pages the defaults with their own canonical', async () => {
    for (const path of ['/shop', '/forum/thread/welcome-to-the-forum']) {
      const head = headOf(await (await onPublicHost(path)).text());
      expect(head.title, path).toBe('Forge &amp; Flame');
      expect(head.canonical, path).toBe(`${publicUrl}${path}`);
      expect(head.jsonLd, path).toBeUndefined();
    }
  });

  it('answers 404, not to be listed, for a path no page has and a record that is not there', async () => {
    const missing = [
      '/no-such-page',
      '/shop/no-such-rub',
      '/shop/texas-brisket-rub/reviews',
      '/recipes/no-such-recipe',
      '/forum/thread/no-such-thread',
      '/forum/category/no-such-category',
      '/invoice/FF-1999-0001',
      '/admin/no-such-screen',
      '/%5C',
      '/invoice/%00',
      '/invoice/a%20b',
    ];
    for (const path of missing) {
      const response = await onPublicHost(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      // The app paints its not-found screen there.
      expect(html, path).toContain('<div id="root">');
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
      expect(headOf(html).title, path).toBe('Page not found | Forge &amp; Flame');
      expect(headOf(html).canonical, path).toBeUndefined();
      // Behind the sign-in (a gated host) the status is the same; the head stays plain.
      expect((await onGatedHost(path)).status, path).toBe(404);
    }
  });

  it('answers 200 for every page that is there: the routes, seeded records, a placed order', async () => {
    const lines = [{ productId: 'texas-brisket-rub', size: '6 oz', quantity: 1 }];
    const api = apiClient(server);
    const quote = (await expectJson(await api.post('/orders/quote', { json: { lines } }), 200)) as {
      totalCents: number;
    };
    const placed = (await expectJson(
      await api.post('/orders', { json: testOrderBody(lines, quote.totalCents) }),
      201,
    )) as { order: { id: string } };
    const present = [
      ...pagePatterns.filter((pattern) => !pattern.includes(':')),
      '/shop/',
      '/index.html',
      '/shop/texas-brisket-rub',
      '/recipes/texas-style-brisket',
      '/forum/thread/welcome-to-the-forum',
      '/forum/category/smoking-techniques',
      paths.invoice(placed.order.id),
    ];
    for (const path of present) {
      const response = await onPublicHost(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).not.toContain('noindex');
    }
  });

  it('answers any segment under a page of records, or at the root, with 200 or 404 (fast-check)', async () => {
    const segment = fc.oneof(fc.webSegment(), fc.string({ maxLength: 40 }).map(encodeURIComponent));
    await fc.assert(
      fc.asyncProperty(segment, async (id) => {
        for (const prefix of [
          '/shop/',
          '/recipes/',
          '/forum/thread/',
          '/forum/category/',
          '/invoice/',
          '/',
        ]) {
          const { status } = await onPublicHost(`${prefix}${id}`);
          expect([200, 404], `${prefix}${id}`).toContain(status);
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('answers 404 for a page whose id cannot name a record, and never 500', async () => {
    const missing = [
      '/shop/a%00',
      '/shop/Texas-Brisket-Rub',
      '/shop/%E0%A4%A',
      '/recipes/a%00',
      `/recipes/${'a'.repeat(10 * 1024)}`,
      '/forum/thread/a%00',
      '/forum/category/%ED%A0%80',
    ];
    for (const path of missing) {
      const response = await onPublicHost(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('<div id="root">');
    }
    for (const path of ['/a%00.png', '/assets/a%00.js', '/%00', '/shop/a%00/x']) {
      expect((await onPublicHost(path)).status, path).toBeLessThan(500);
      expect((await onGatedHost(path)).status, path).toBeLessThan(500);
    }
  });

  it('keeps the CSP nonce working in the page', async () => {
    const response = await onPublicHost('/shop/texas-brisket-rub');
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy')!)?.[1];
    expect(await response.text()).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
  });

  it('shows nothing of the catalogue on a gated host before sign-in', async () => {
    const html = await (await onGatedHost('/shop/texas-brisket-rub')).text();
    expect(html).toContain('<title>Forge &amp; Flame</title>');
    expect(html).not.toContain('Texas Brisket Rub');
    expect(html).not.toContain('og:');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('lets crawlers in on a public host and names the sitemap at the public origin', async () => {
    const response = await onPublicHost('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
  });

  it('disallows everything on a gated host, with no sitemap', async () => {
    const text = await (await onGatedHost('/robots.txt')).text();
    expect(text).toBe('User-agent: *\nDisallow: /\n');
    expect((await onGatedHost('/sitemap.xml')).status).toBe(404);
  });

  it('lists the live catalogue and recipes in the sitemap', async () => {
    const response = await onPublicHost('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const products = (await (await onPublicHost('/api/products')).json()) as { id: string }[];
    const recipes = (await (await onPublicHost('/api/recipes')).json()) as { id: string }[];
    expect(products.length).toBeGreaterThan(3);
    for (const { id } of products) expect(xml).toContain(`<loc>${publicUrl}/shop/${id}</loc>`);
    for (const { id } of recipes) expect(xml).toContain(`<loc>${publicUrl}/recipes/${id}</loc>`);
    expect(xml).toContain(`<loc>${publicUrl}/</loc>`);
  });
});
