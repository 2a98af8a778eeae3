import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../server/test/ports';
import { chromiumArgs, chromiumExecutable } from '../vite.config';
import { tookOver } from './browser';
import { outDir } from './out-dir';
import { startStoreServer, stopStoreServer } from './store-server';

/**
 * The store's API goes down while a visitor is in the shop, and comes back. The build and the
 * API are one process, so this file runs a production server of its own (the e2e build, its
 * own data) that it can stop and start again on the same port and data.
 */

interface StoreServer {
  start(): Promise<void>;
  stop(): Promise<void>;
  baseUrl: string;
}

async function storeServer(dataDir: string): Promise<StoreServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const baseUrl = `http://localhost:${port}`;
  return {
    baseUrl,
    async start() {
      child = await startStoreServer({
        port,
        outDir,
        dataDir,
        amplifyOutputs: inject('amplifyOutputsPath'),
      });
    },
    async stop() {
      const running = child;
      child = undefined;
      await stopStoreServer(running);
    },
  };
}

const cartLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

describe('when the store cannot be reached', () => {
  let browser: Browser;
  let server: StoreServer;
  const dataDir = mkdtempSync(join(tmpdir(), 'ff-e2e-store-down-'));

  beforeAll(async () => {
    server = await storeServer(dataDir);
    await server.start();
    browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the shell, says so with Try again, and shows the shop once the store is back, without a reload', async () => {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    // The shop loads while the store is up; a product goes into the cart (kept in the browser).
    await page.goto('/shop');
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    await page
      .getByRole('article', { name: 'Texas Brisket Rub' })
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    await cartLink(page, 'Cart, 1 item').waitFor();
    // To the home page through the header: a client-side navigation, as every one that follows.
    await page.getByRole('banner').getByRole('link', { name: 'Forge & Flame' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ignite Your Taste Buds' }).waitFor();
    // Gone after a page load: still there at the end means the page never reloaded.
    await page.evaluate(() => Object.assign(window, { storeDownMarker: 'same page' }));

    await server.stop();
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Shop' })
      .click();
    const unreachable = page.getByRole('heading', {
      level: 1,
      name: "The store can't be reached right now",
    });
    await unreachable.waitFor();
    expect(new URL(page.url()).pathname).toBe('/shop');
    expect(await page.title()).toBe("The store can't be reached right now | Forge & Flame");
    // The shell stays usable: header (with the cart from the browser) and footer.
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await cartLink(page, 'Cart, 1 item').isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    const tryAgain = page.getByRole('main').getByRole('button', { name: 'Try again' });
    expect(await tryAgain.isVisible()).toBe(true);

    await server.start();
    await tryAgain.click();
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    await page.getByRole('article', { name: 'Texas Brisket Rub' }).waitFor();
    expect(await unreachable.count()).toBe(0);
    expect(
      await page.evaluate(() => (window as { storeDownMarker?: string }).storeDownMarker),
    ).toBe('same page');
    expect(await cartLink(page, 'Cart, 1 item').isVisible()).toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("reloads once onto the new version when a page's chunk is gone, then says the page didn't load", async () => {
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
    const recipesChunk: string = manifest['app/screens/recipes/route.tsx'].file;
    // Requests are intercepted here only without the service worker (it would answer from its cache).
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 900 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto('/');
    await tookOver(page);

    // A deploy removed the chunk this page's build expects.
    await context.route(`**/${recipesChunk}`, (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    );
    await page.evaluate(() => Object.assign(window, { storeDownMarker: 'old page' }));
    let loads = 0;
    page.on('load', () => loads++);
    const mainNav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await mainNav.getByRole('link', { name: 'Recipes' }).click();

    // One reload, onto /recipes; its chunk is still missing, so the error screen, in the shell.
    const failed = page.getByRole('heading', { level: 1, name: "This page didn't load" });
    await failed.waitFor();
    expect(loads).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/recipes');
    expect(await page.evaluate(() => 'storeDownMarker' in window)).toBe(false);
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    await page.waitForTimeout(500);
    expect(loads).toBe(1);

    // The chunk is back: reloading by hand shows the page and clears the guard.
    await context.unroute(`**/${recipesChunk}`);
    await page.getByRole('main').getByRole('button', { name: 'Reload the page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Recipes' }).waitFor();
    // The server paints /recipes; the route's chunk loads (and clears the guard) before the take-over.
    await tookOver(page);
    expect(loads).toBe(2);
    expect(
      await page.evaluate(() => window.sessionStorage.getItem('ff:chunk-reloaded-routes')),
    ).toBeNull();
    await context.close();
  });
});
