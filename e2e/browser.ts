import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromiumArgs, chromiumExecutable } from '../vite.config';

type Viewport = { width: number; height: number };
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

  async function openAt(baseURL: string, path: string, viewport: Viewport) {
    const context = await browser.newContext({ viewport, baseURL });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await page.goto(path);
    return { page, consoleErrors };
  }

  return {
    /** Opens a path on the public host (http://localhost:PORT): no sign-in layer. */
    open: (path: string, viewport = defaultViewport) => openAt(inject('baseUrl'), path, viewport),
    /** Opens a path on the gated host (http://127.0.0.1:PORT): the app behind the Authenticator. */
    openGated: (path: string, viewport = defaultViewport) =>
      openAt(inject('gatedBaseUrl'), path, viewport),
  };
}

/** Axe violations on the page, as `rule: target` lines (empty when clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}
