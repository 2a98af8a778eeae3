import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiClient, expectError, expectJson } from './test/client';
import { startTestServer, type TestServer } from './test/server';

const dist = mkdtempSync(join(tmpdir(), 'ff-api-dist-'));
let server: TestServer;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><meta property="csp-nonce" nonce="CSP_NONCE_PLACEHOLDER" /><title>Forge & Flame</title>',
  );
  writeFileSync(join(dist, 'assets', 'index-3f2a1b.js'), 'console.log("app")');
  writeFileSync(
    join(dist, 'assets', 'index-3f2a1b.js.br'),
    brotliCompressSync('console.log("app")'),
  );
  writeFileSync(join(dist, 'sw.js'), 'self.skipWaiting()');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ staticDir: dist });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${server.url}${path}`);

describe('the API shell', () => {
  it('answers the health check', async () => {
    expect(await expectJson(await apiClient(server).get('/health'), 200)).toEqual({ ok: true });
  });

  it('tags every response with a request id', async () => {
    expect((await get('/api/health')).headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('answers an unknown API path with a JSON 404, never the app shell', async () => {
    const error = await expectError(await get('/api/no-such-thing'), 404);
    expect(error.error).toBe('not_found');
    await expectError(await get('/api/products/memphis-dry-rub/nope'), 404);
  });
});

describe('security headers', () => {
  it('sends the CSP and the other headers with the app, its files and the API', async () => {
    const origin = new URL(
      JSON.parse(readFileSync(inject('outputsPath'), 'utf8')).custom.userPoolEndpoint,
    ).origin;
    for (const path of [
      '/',
      '/shop',
      '/assets/index-3f2a1b.js',
      '/sw.js',
      '/api/health',
      '/api/nope',
    ]) {
      const headers = (await get(path)).headers;
      expect(headers.get('content-security-policy')?.split('; '), path).toEqual([
        "default-src 'self'",
        "script-src 'self'",
        expect.stringMatching(/^style-src 'self' 'nonce-[\w+/=]{20,}'$/),
        `connect-src 'self' ${origin}`,
        "img-src 'self' data: blob:",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ]);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy'), path).toMatch(/(^|, )camera=\(\)/);
      expect(headers.get('permissions-policy'), path).toMatch(/geolocation=\(\)/);
      expect(headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('names no Stripe host and tells the app to use the test provider when Stripe is not configured', async () => {
    const answered = await apiClient(server).get('/payments/config');
    expect(await expectJson(answered, 200)).toEqual({ provider: 'test' });
    expect(answered.headers.get('content-security-policy')).not.toMatch(/stripe/);
  });

  it("gives each app page a fresh nonce, in the CSP and in index.html's csp-nonce meta", async () => {
    const nonces = [];
    for (const path of ['/', '/index.html', '/shop', '/shop']) {
      const response = await get(path);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy')!)?.[1];
      expect(await response.text(), path).toContain(
        `<meta property="csp-nonce" nonce="${nonce}" />`,
      );
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(4);
  });

  it('sends them with refusals too', async () => {
    const response = await fetch(`${server.url}/api/me/cart`, { method: 'PUT' });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'self'/);
  });
});

describe('serving the built app (STATIC_DIR)', () => {
  it('serves hashed assets as immutable', async () => {
    const response = await get('/assets/index-3f2a1b.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's brotli copy to a browser that accepts it, the file itself otherwise", async () => {
    const path = `${server.url}/assets/index-3f2a1b.js`;
    const brotli = await fetch(path, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await brotli.text()).toBe('console.log("app")');
    const plain = await fetch(path, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("app")');
  });

  it('gzips JSON for a browser that accepts it', async () => {
    const response = await fetch(`${server.url}/api/products`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(((await response.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it('serves other files, the service worker and the shell with no-cache', async () => {
    for (const path of ['/sw.js', '/favicon.svg', '/']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('answers any page path with index.html (404 where no page is), and a missing file with 404', async () => {
    for (const [path, status] of [
      ['/shop', 200],
      ['/recipes/texas-style-brisket', 200],
      ['/admin', 200],
      ['/admin/products', 404],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(status);
      expect(await response.text()).toContain('<title>Forge & Flame</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await get('/missing.png')).status).toBe(404);
    expect((await get('/assets/gone-123.js')).status).toBe(404);
  });
});
