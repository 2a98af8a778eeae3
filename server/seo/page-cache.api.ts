import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../test/client';
import { renameProduct, seen } from '../test/cache-probes';
import { builtShell, cspNonceOf, paintSpy, publicPage, titleOf } from '../test/painted-pages';
import { startTestServer, type TestServer } from '../test/server';
import '../test/provided';

/** Painted pages are kept (server/seo/page-cache.ts) until the data they show changes. */

const dist = builtShell();
const paint = paintSpy();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ staticDir: dist, prerender: paint, pageCache: { maxPages: 4 } });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

const paintsOf = (path: string) =>
  paint.mock.calls.filter(([url]) => new URL(url).pathname === path).length;

describe('the painted page cache', () => {
  it('paints a page once and serves it again from memory, each time with a fresh nonce', async () => {
    server.pages!.forget();
    const first = await publicPage(server, '/recipes/texas-style-brisket');
    const second = await publicPage(server, '/recipes/texas-style-brisket');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(paintsOf('/recipes/texas-style-brisket')).toBe(1);
    const nonces = [cspNonceOf(first), cspNonceOf(second)];
    expect(nonces[0]).toMatch(/\w{8,}/);
    expect(nonces[1]).not.toBe(nonces[0]);
    const [one, two] = [await first.text(), await second.text()];
    expect(one).toContain(`<meta property="csp-nonce" nonce="${nonces[0]}">`);
    expect(two).toContain(`<meta property="csp-nonce" nonce="${nonces[1]}">`);
    expect(two).toContain('Painted /recipes/texas-style-brisket');
    expect(two.replaceAll(nonces[1]!, 'N')).toBe(one.replaceAll(nonces[0]!, 'N'));
    expect(two).not.toMatch(/ff-nonce-|CSP_NONCE_PLACEHOLDER/);
  });

  it('keys pages by path and query, and keeps a 404 a 404', async () => {
    const before = server.pages!.counts.painted;
    expect((await publicPage(server, '/recipes/texas-style-brisket?ref=mail')).status).toBe(200);
    expect(server.pages!.counts.painted).toBe(before + 1);
    for (const read of ['first', 'again']) {
      const missing = await publicPage(server, '/shop/no-such-rub');
      expect(missing.status, read).toBe(404);
      expect(await missing.text()).toContain('Painted /shop/no-such-rub');
    }
    expect(paintsOf('/shop/no-such-rub')).toBe(1);
  });

  it('paints again after an admin edit through the API', async () => {
    const api = apiClient(server);
    expect(await titleOf(await publicPage(server, '/shop/memphis-dry-rub'))).toBe(
      'Memphis Dry Rub | Forge &amp; Flame',
    );
    const painted = paintsOf('/shop/memphis-dry-rub');
    expect((await renameProduct(api, 'Memphis Dry Rub, Fresh')).status).toBe(200);
    expect(await titleOf(await publicPage(server, '/shop/memphis-dry-rub'))).toBe(
      'Memphis Dry Rub, Fresh | Forge &amp; Flame',
    );
    expect(paintsOf('/shop/memphis-dry-rub')).toBe(painted + 1);
  });

  it('forgets every page when the database announces a write to public data', async () => {
    await publicPage(server, '/recipes');
    await publicPage(server, '/recipes');
    expect(server.pages!.counts.size).toBeGreaterThan(0);
    // A setting written beside the API (its trigger notifies public_changed, migration 0026).
    await server.db.execute(sql`update admin_settings set value = value`);
    await seen(() => Promise.resolve(server.pages!.counts.size), 0);
    const painted = paintsOf('/recipes');
    await publicPage(server, '/recipes');
    expect(paintsOf('/recipes')).toBe(painted + 1);
  });

  it('keeps at most its limit of pages, the least recently read going first', async () => {
    server.pages!.forget();
    const paths = ['/recipes', '/forum', '/shop', '/about', '/recipes/texas-style-brisket'];
    for (const path of paths) await publicPage(server, path);
    expect(server.pages!.counts.size).toBe(4);
    const painted = paintsOf('/recipes');
    await publicPage(server, '/recipes');
    expect(paintsOf('/recipes')).toBe(painted + 1);
    // '/forum' was then the least recently read: it went when '/recipes' came back.
    const [forum, about] = [paintsOf('/forum'), paintsOf('/about')];
    await publicPage(server, '/about');
    expect(paintsOf('/about')).toBe(about);
    await publicPage(server, '/forum');
    expect(paintsOf('/forum')).toBe(forum + 1);
  });
});
