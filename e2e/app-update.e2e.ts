import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../server/test/ports';
import { chromiumArgs, chromiumExecutable } from '../vite.config';
import { outDir } from './out-dir';
import { startStoreServer, stopStoreServer } from './store-server';

/**
 * A deploy while a shopper is half-way through checkout. Version 2 is a copy of the e2e build
 * whose service worker precaches a changed index.html (a new revision): no second build. This
 * file runs a production server of its own, stopped and started again on the same port (one
 * origin) and data with the other version.
 */

/** Copies the build, marks its index.html and gives it a new revision in the precache list. */
function nextVersion(into: string, build: number): string {
  cpSync(resolve(outDir), into, { recursive: true });
  const indexPath = join(into, 'index.html');
  writeFileSync(
    indexPath,
    readFileSync(indexPath, 'utf8').replace(
      '<head>',
      `<head><meta name="ff-build" content="${build}">`,
    ),
  );
  const swPath = join(into, 'sw.js');
  const sw = readFileSync(swPath, 'utf8');
  const revised = sw.replace(/(url:"index\.html",revision:")([^"]+)"/, `$1$2-v${build}"`);
  if (revised === sw) throw new Error('sw.js lists no index.html revision to change');
  writeFileSync(swPath, revised);
  return into;
}

const buildOf = (page: Page) =>
  page.evaluate(
    () => document.querySelector('meta[name="ff-build"]')?.getAttribute('content') ?? '1',
  );

describe('a new version while a checkout is half-filled', () => {
  let browser: Browser;
  let port: number;
  let child: ChildProcess | undefined;
  const work = mkdtempSync(join(tmpdir(), 'ff-e2e-update-'));
  const dataDir = join(work, 'data');
  const version2 = nextVersion(join(work, 'v2'), 2);
  const version3 = nextVersion(join(work, 'v3'), 3);

  const serve = async (staticDir: string) => {
    await stopStoreServer(child);
    child = await startStoreServer({
      port,
      outDir: staticDir,
      dataDir,
      amplifyOutputs: inject('amplifyOutputsPath'),
    });
  };

  beforeAll(async () => {
    port = await freePort();
    await serve(outDir);
    browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
    await stopStoreServer(child);
    rmSync(work, { recursive: true, force: true });
  });

  it('shows the update toast, keeps what was typed, and loads version 2 only on Reload', async () => {
    const context = await browser.newContext({
      baseURL: `http://localhost:${port}`,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => consoleErrors.push(error.message));

    await page.goto('/shop/texas-brisket-rub');
    await page.getByRole('heading', { level: 1, name: 'Texas Brisket Rub' }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    // Version 1's worker controls the page (it claims it on its first install).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await page.goto('/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field('Email').fill('pat@example.com');
    await field('First name').fill('Pat');
    await field('Card number').fill('4242424242424242');
    expect(await buildOf(page)).toBe('1');

    // The deploy: version 2 on the same origin; the page checks for it (as it does hourly).
    await serve(version2);
    let loads = 0;
    page.on('load', () => loads++);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });

    const toast = page.getByRole('alertdialog', { name: 'A new version is available' });
    await toast.waitFor();
    expect(
      await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).waiting)),
    ).toBe(true);
    // Nothing reloads by itself: the typing, card number included, is all still there.
    await page.waitForTimeout(1500);
    expect(loads).toBe(0);
    expect(await field('Email').inputValue()).toBe('pat@example.com');
    expect(await field('First name').inputValue()).toBe('Pat');
    expect(await field('Card number').inputValue()).toBe('4242 4242 4242 4242');
    expect(await buildOf(page)).toBe('1');

    // Reload loads version 2, on the same page; the address typed comes back from its draft.
    // The new worker activates, then the page loads: allow for a busy machine.
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await toast.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(loads).toBe(1);
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    expect(await buildOf(page)).toBe('2');
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await expect.poll(() => field('First name').inputValue()).toBe('Pat');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 90_000);

  it('holds a waiting version back from navigations while a form is dirty', async () => {
    const context = await browser.newContext({
      baseURL: `http://localhost:${port}`,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto('/shop');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const before = await buildOf(page);

    await serve(version3);
    let loads = 0;
    page.on('load', () => loads++);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await page.getByRole('alertdialog', { name: 'A new version is available' }).waitFor();

    // The footer's newsletter field holds typing: moving to another page keeps this version.
    const newsletter = page.getByRole('form', { name: 'Newsletter sign-up' });
    const email = newsletter.getByRole('textbox', { name: 'Email address' });
    await email.fill('pat@example.com');
    const mainNav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await mainNav.getByRole('link', { name: 'Recipes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Recipes' }).waitFor();
    await page.waitForTimeout(1000);
    expect(loads).toBe(0);
    expect(await buildOf(page)).toBe(before);

    // Typing undone, the toast's Reload loads version 3 where the visitor is. (Taking over at
    // the next navigation is unit-tested in app/app-update.test.ts: in Chromium under this
    // harness the new worker sometimes never activated on that path; see the closing note.)
    await email.fill('');
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await page
      .getByRole('alertdialog', { name: 'A new version is available' })
      .getByRole('button', { name: 'Reload' })
      .click();
    await reloaded;
    expect(loads).toBe(1);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/recipes');
    expect(await buildOf(page)).toBe('3');
    await context.close();
  }, 90_000);
});
