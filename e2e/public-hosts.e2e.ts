import { request } from 'node:http';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumArgs, chromiumExecutable } from '../vite.config';
import { tookOver } from './browser';
import { configuredPublicDomain } from './store-server';

/**
 * Public hosts are the server's configuration (PUBLIC_HOSTS; the harness adds
 * `*.amplifyapp.test` and sets GATE_UNKNOWN_HOSTS=1): a host it names gets the painted page and
 * the app without a sign-in layer, though the build never heard of it; 127.0.0.1, named nowhere,
 * stays gated.
 */
const port = new URL(inject('baseUrl')).port;
const configuredHost = `main.d1e2e.${configuredPublicDomain}`;

/** The page the server sends for `path` when asked for it as `host` (a raw request names any host). */
function pageAs(host: string, path: string) {
  return new Promise<string>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('public hosts from the server’s configuration', () => {
  let browser: Browser;
  beforeAll(async () => {
    // This browser finds the configured host on loopback, where the e2e server listens.
    browser = await chromium.launch({
      executablePath: chromiumExecutable,
      args: [...chromiumArgs, `--host-resolver-rules=MAP ${configuredHost} 127.0.0.1`],
    });
  });
  afterAll(() => browser?.close());

  it('paints a configured host’s pages and tells the app its rules; the gated host gets the shell', async () => {
    const painted = await pageAs(configuredHost, '/shop/texas-brisket-rub');
    expect(painted).toMatch(/<div id="root" data-prerendered inert>.*Texas Brisket Rub/s);
    const rules = /<script type="application\/json" id="host-rules">(.*?)<\/script>/.exec(painted);
    expect(JSON.parse(rules![1]!)).toEqual({
      publicHosts: expect.arrayContaining(['www.*', `*.${configuredPublicDomain}`]),
      unknownHosts: 'gated',
    });
    const gated = await pageAs('127.0.0.1', '/shop/texas-brisket-rub');
    expect(gated).toContain('<div id="root"></div>');
    expect(gated).toContain('id="host-rules"');
  });

  it('runs the app on the configured host with no sign-in layer, and gates 127.0.0.1', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://${configuredHost}:${port}/shop/texas-brisket-rub`);
    await tookOver(page);
    await page.getByRole('heading', { level: 1, name: 'Texas Brisket Rub' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(0);

    await page.goto(`http://127.0.0.1:${port}/shop/texas-brisket-rub`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Texas Brisket Rub' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
