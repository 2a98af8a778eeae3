import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { afterAll, beforeAll, describe, inject, it, type ExpectStatic } from 'vitest';
import { chromiumArgs, chromiumExecutable } from '../vite.config';
import { isNotFoundLog, seededAccounts, tookOver } from './browser';

/**
 * The production server's Content-Security-Policy holds: every route of
 * app/routes.ts renders with no CSP violation and no console error, on the public host and on
 * the gated one, signed out and signed in (as the admin, so the admin routes render too).
 * One page per host and state walks every route, so the whole file stays short.
 */

/** Seeded values for the dynamic segments; a new one fails the test below until it has one. */
const seeded: Record<string, string> = {
  'shop/:id': 'shop/memphis-dry-rub',
  'recipes/:id': 'recipes/texas-style-brisket',
  'forum/category/:categoryId': 'forum/category/smoking-techniques',
  'forum/thread/:threadId': 'forum/thread/best-wood-for-salmon',
  'invoice/:orderId': 'invoice/FF-2024-0015',
  '*': 'no-such-page',
};

/** The paths of app/routes.ts, read from its source, with seeded values for the dynamic ones. */
function routePaths(): string[] {
  const source = readFileSync(new URL('../app/routes.ts', import.meta.url), 'utf8');
  const paths = [...source.matchAll(/\bpath: '([^']+)'/g)].map((match) => match[1]!);
  const unseeded = paths.filter((path) => /[:*]/.test(path) && !(path in seeded));
  if (unseeded.length > 0) throw new Error(`Seed a value for: ${unseeded.join(', ')}`);
  return ['/', ...paths.map((path) => `/${seeded[path] ?? path}`)];
}

interface Walker {
  page: Page;
  context: BrowserContext;
  /** What went wrong so far, as `path: what` lines. */
  problems: string[];
  visit(path: string): Promise<void>;
}

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
});
afterAll(async () => {
  await browser?.close();
});

/** A page that reports every CSP violation (from inside the page) and console error. */
async function walker(baseURL: string): Promise<Walker> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const problems: string[] = [];
  let current = '';
  await context.exposeFunction('reportCspViolation', (text: string) =>
    problems.push(`${current}: CSP ${text}`),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void })
        .reportCspViolation;
      const where = `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${where}`);
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // An order that is not the visitor's, or a path no page has, is 'not found' (browser.ts).
    if (!isNotFoundLog(message, page)) problems.push(`${current}: console ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${current}: page error ${error.message}`));
  return {
    page,
    context,
    problems,
    async visit(path) {
      current = path;
      await page.goto(path);
      await tookOver(page);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Whatever the screen loads after its first render (fonts, images, more data) has its turn.
      await page.evaluate(() =>
        document.fonts.ready.then(() => new Promise((resolve) => setTimeout(resolve, 50))),
      );
    },
  };
}

async function walkEvery(walk: Walker, paths: string[], expect: ExpectStatic) {
  for (const path of paths) await walk.visit(path);
  expect(walk.problems).toEqual([]);
  await walk.context.close();
}

// The three walks run side by side (each its own context), so the file takes about one walk.
// Each visits about 45 pages and is CPU-bound: 134-146 s side by side on an idle 2-core machine,
// over 180 s at a load of 10-13. Every step waits on its own condition (Playwright's 30 s
// waits); the test's limit only has to be above the slowest honest walk.
const walkTimeout = 600_000;
describe.concurrent('the Content-Security-Policy holds on every route', () => {
  const paths = routePaths();
  const { email, password } = seededAccounts.admin;

  it('lists the routes of app/routes.ts', ({ expect }) => {
    expect(paths.length).toBeGreaterThan(40);
    expect(paths).toContain('/admin/settings');
  });

  it(
    'public host, signed out',
    async ({ expect }) => {
      const walk = await walker(inject('baseUrl'));
      await walkEvery(walk, paths, expect);
    },
    walkTimeout,
  );

  it(
    'public host, signed in as the admin',
    async ({ expect }) => {
      const walk = await walker(inject('baseUrl'));
      await walk.visit('/login');
      await walk.page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await walk.page.getByLabel('Password', { exact: true }).fill(password);
      await walk.page.getByRole('button', { name: 'Login' }).click();
      await walk.page.waitForURL((url) => url.pathname !== '/login');
      await walkEvery(
        walk,
        paths.filter((path) => !['/login', '/register', '/forgot-password'].includes(path)),
        expect,
      );
    },
    walkTimeout,
  );

  it(
    'gated host, signed out (the Authenticator) and signed in',
    async ({ expect }) => {
      const walk = await walker(inject('gatedBaseUrl'));
      await walk.visit('/admin');
      const signIn = walk.page.getByRole('button', { name: 'Sign in' });
      await walk.page.getByRole('button', { name: 'Forgot your password?' }).click();
      await walk.page.getByRole('button', { name: 'Back to Sign In' }).click();
      await walk.page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await walk.page.getByLabel('Password', { exact: true }).fill(password);
      await signIn.click();
      await walk.page.getByRole('complementary', { name: 'Signed-in account' }).waitFor();
      await walkEvery(
        walk,
        paths.filter((path) => !['/login', '/register', '/forgot-password'].includes(path)),
        expect,
      );
    },
    walkTimeout,
  );
});
