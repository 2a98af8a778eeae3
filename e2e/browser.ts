import AxeBuilder from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Page,
} from 'playwright';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromiumArgs, chromiumExecutable } from '../vite.config';

type Viewport = { width: number; height: number };
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** Options a test may add to its context: 'block' service workers to route the page's requests. */
type ContextOptions = Pick<BrowserContextOptions, 'serviceWorkers'>;

/** The seeded accounts (scripts/identity/seed.mjs; README "Identity service"). */
export const seededAccounts = {
  admin: { email: 'admin@example.com', password: 'Smokehouse#Admin1' },
  editor: { email: 'editor@example.com', password: 'Smokehouse#Editor1' },
  customer: { email: 'customer@example.com', password: 'Smokehouse#Guest1' },
  shopper: { email: 'shopper@example.com', password: 'Smokehouse#Guest2' },
} as const;
export type SeededAccount = keyof typeof seededAccounts;
const defaultViewport: Viewport = { width: 1280, height: 900 };

/** One Chromium per test file; each test opens a fresh page that records console errors. */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Each account signs in once per file and origin; later contexts start from its session. */
  const sessions = new Map<string, StorageState>();
  async function sessionOf(
    account: SeededAccount,
    baseURL = inject('baseUrl'),
  ): Promise<StorageState> {
    const key = `${baseURL} ${account}`;
    const saved = sessions.get(key);
    if (saved) return saved;
    const state = await signIn(account, baseURL);
    sessions.set(key, state);
    return state;
  }

  /** A new session of its own (a sign-out elsewhere revokes the saved one's tokens). */
  async function signIn(
    account: SeededAccount,
    baseURL = inject('baseUrl'),
  ): Promise<StorageState> {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/login');
    const { email, password } = seededAccounts[account];
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    const state = await context.storageState();
    await context.close();
    return state;
  }

  async function openAt(
    baseURL: string,
    path: string,
    viewport: Viewport,
    storageState?: StorageState,
    javaScriptEnabled = true,
    contextOptions: ContextOptions = {},
  ) {
    const context = await browser.newContext({
      ...contextOptions,
      viewport,
      baseURL,
      storageState,
      javaScriptEnabled,
    });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (!isNotFoundLog(message, page)) consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    if (javaScriptEnabled) waitForTakeOverOnLoads(page);
    await page.goto(path);
    return { page, context, consoleErrors };
  }

  return {
    /** Opens a path on the public host (http://localhost:PORT): no sign-in layer. */
    open: (path: string, viewport = defaultViewport, contextOptions?: ContextOptions) =>
      openAt(inject('baseUrl'), path, viewport, undefined, true, contextOptions),
    /** Opens a path on the public host with JavaScript off: what crawlers and slow phones get first. */
    openWithoutScript: (path: string) =>
      openAt(inject('baseUrl'), path, defaultViewport, undefined, false),
    /** Opens a path on the gated host (http://127.0.0.1:PORT): the app behind the Authenticator. */
    openGated: (path: string, viewport = defaultViewport) =>
      openAt(inject('gatedBaseUrl'), path, viewport),
    /** Opens a path on the public host in a new context signed in as a seeded account. */
    openAs: async (
      account: SeededAccount,
      path: string,
      viewport = defaultViewport,
      contextOptions?: ContextOptions,
    ) => openAt(inject('baseUrl'), path, viewport, await sessionOf(account), true, contextOptions),
    /** Like openAs, on another origin that serves the app (its own session there). */
    openAsAt: async (baseURL: string, account: SeededAccount, path: string) =>
      openAt(baseURL, path, defaultViewport, await sessionOf(account, baseURL)),
    /** Like open, on another origin that serves the app. */
    openAt: (baseURL: string, path: string) => openAt(baseURL, path, defaultViewport),
    /** Like openAs, signed in afresh: for a test whose other context signs out. */
    openSignedInAfresh: async (account: SeededAccount, path: string) =>
      openAt(inject('baseUrl'), path, defaultViewport, await signIn(account)),
  };
}

/**
 * One search parameter of the page's address. Screens show a filter at once and the router
 * writes the URL a moment later, so read it with expect.poll.
 */
export function searchParam(page: Page, name: string): string | null {
  return new URL(page.url()).searchParams.get(name);
}

/**
 * Whether a console error is only the browser logging a 404 the page expects: the API's answer
 * for an unknown id (the screen says 'not found'), or the page itself when it is not there (the
 * server sends its not-found page with 404, server/seo/page-heads.ts).
 */
export function isNotFoundLog(message: ConsoleMessage, page: Page): boolean {
  if (!message.text().includes('status of 404')) return false;
  const { url } = message.location();
  return url.includes('/api/') || url === page.url();
}

/**
 * Waits until the app has taken over a page the server painted (app/take-over.ts): before
 * that the page is inert and shows what a signed-out visitor sees. Call after a reload too.
 */
export async function tookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
}

/**
 * The page's goto and reload return once the app has taken over a page the server painted,
 * so a test never reads or checks (axe) the signed-out first paint by accident.
 */
function waitForTakeOverOnLoads(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await tookOver(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await tookOver(page);
    return response;
  };
}

/** Axe violations on the page, as `rule: target` lines (empty when clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}
