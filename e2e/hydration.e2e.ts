import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

/** Painted pages, each with a node to follow besides its heading (a product or recipe card). */
const pages = [
  { path: '/', card: 'main section' },
  { path: '/shop', card: 'main ul > li' },
  { path: '/shop/texas-brisket-rub', card: 'main button' },
  { path: '/recipes/texas-style-brisket', card: 'main img' },
];

const cardOf = Object.fromEntries(pages.map(({ path, card }) => [path, card]));

/**
 * Runs in the page before its scripts (after parsing, before module scripts run): marks the
 * painted heading and card as they came from the server, and counts layout shifts from then on.
 */
function markPaintedNodes(cards: Record<string, string>) {
  const card = cards[window.location.pathname] ?? 'main';
  const win = window as unknown as Record<string, unknown>;
  win.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number }[]) {
      (win.layoutShift as number) += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const root = document.getElementById('root')!;
    win.painted = {
      inert: root.hasAttribute('inert'),
      h1: root.querySelector('h1'),
      card: root.querySelector(card),
    };
  });
}

/** Whether the page still shows the very nodes the server painted. */
function samePaintedNodes(card: string) {
  const painted = (window as unknown as { painted: Record<string, unknown> }).painted;
  const root = document.getElementById('root')!;
  return {
    inertBefore: painted.inert,
    interactive: !root.hasAttribute('inert'),
    h1: painted.h1 !== null && painted.h1 === root.querySelector('h1'),
    card:
      painted.card === null
        ? 'not painted'
        : painted.card === root.querySelector(card) ||
          `replaced: ${(painted.card as Element).outerHTML.slice(0, 200)} by ${root.querySelector(card)?.outerHTML.slice(0, 200)}`,
  };
}

/** React's words for a page it could not hydrate as painted, and the app's own report. */
const hydrationTrouble = /hydrat|did not match|recovered from an error|server rendered/i;

describe('painted pages are hydrated, not replaced', () => {
  const browser = useBrowser();

  it('keeps the painted nodes of /, /shop, a product and a recipe, with no mismatch', async () => {
    // A first visit: once a service worker controls the page, navigations get the app shell it
    // keeps (offline first), which the app renders afresh.
    const { page, context, consoleErrors } = await browser.open('/about', undefined, {
      serviceWorkers: 'block',
    });
    const messages: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) messages.push(message.text());
    });
    await context.addInitScript(markPaintedNodes, cardOf);
    for (const { path, card } of pages) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(
        messages.filter((text) => hydrationTrouble.test(text)),
        path,
      ).toEqual([]);
      expect(await page.evaluate(samePaintedNodes, card), path).toEqual({
        inertBefore: true,
        interactive: true,
        h1: true,
        card: true,
      });
    }
    expect(messages.filter((text) => hydrationTrouble.test(text))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("a signed-in visitor's cart count appears after hydration without shifting the page", async () => {
    const { page, context, consoleErrors } = await browser.openAs(
      'customer',
      '/shop/texas-brisket-rub',
      undefined,
      { serviceWorkers: 'block' },
    );
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    const cart = page.getByRole('link', { name: /^Cart, \d+ items?$/ });
    await cart.waitFor();
    await context.addInitScript(markPaintedNodes, {});
    await page.goto('/');
    await cart.waitFor();
    const shift = await page.evaluate(
      () => (window as unknown as { layoutShift: number }).layoutShift,
    );
    expect(shift).toBeLessThanOrEqual(0.01);
    expect((await page.evaluate(samePaintedNodes, 'main')).h1).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
