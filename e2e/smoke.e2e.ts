import { describe, expect, it } from 'vitest';
import { axeViolations, useBrowser } from './browser';

describe('production build', () => {
  const browser = useBrowser();

  it('serves the home page with its title, no console errors and no axe violations', async () => {
    const { page, consoleErrors } = await browser.open('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toContain('Forge & Flame');
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('shows the not-found page for an unknown path', async () => {
    const { page } = await browser.open('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found | Forge & Flame');
  });

  it('registers the service worker at /sw.js with root scope', async () => {
    const { page, consoleErrors } = await browser.open('/');
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL };
    });
    expect(new URL(registration.scope).pathname).toBe('/');
    expect(new URL(registration.script ?? '').pathname).toBe('/sw.js');
    expect(consoleErrors).toEqual([]);
  });
});
