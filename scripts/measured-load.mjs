// First-load JS of a real Chromium load (npm run bench): each page opened cold in a new context
// (no cache, service workers blocked), the scripts it requests before it is interactive and in
// the 5 s after, with their gzip bytes as transferred and why each was fetched.
import { chromium } from 'playwright';
import { afterInteractiveMs, buildPath, explainFetches, splitAtInteractive } from './bench-lib.mjs';
import { chromiumArgs, chromiumExecutable } from './chromium.mjs';

/**
 * What "interactive" means here: the app's own signal that it has taken the painted page over
 * (app/take-over.ts removes `data-prerendered` and `inert` from #root once its first commit is
 * on the screen, then the page takes clicks and typing). A page the server did not paint has
 * no such signal: its load event counts instead, and the bench says so.
 */
export const interactiveSignal = 'take-over: #root loses data-prerendered (app/take-over.ts)';
export const fallbackSignal = 'load event (page not painted by the server)';

// Runs in the page before its own scripts: notes the page clock when #root loses the attribute.
function watchTakeOver() {
  performance.setResourceTimingBufferSize(2000);
  let painted = false;
  const check = () => {
    const root = document.getElementById('root');
    if (!root || window.__interactiveAt !== undefined) return;
    if (root.hasAttribute('data-prerendered')) painted = true;
    else if (painted) window.__interactiveAt = performance.now();
  };
  window.__wasPainted = () => painted;
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-prerendered'],
  });
}

/** One cold load of `url`: the moment it became interactive and its scripts, split at it. */
async function measurePage(browser, url, manifest) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    // The build ships gzip (level 9, as the static count and the floor) and brotli copies:
    // asking for gzip makes the bytes on the wire comparable with both.
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
  });
  try {
    await context.addInitScript(watchTakeOver);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const initiators = new Map();
    const encodings = new Map();
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      if (!initiators.has(request.url)) initiators.set(request.url, initiator);
    });
    cdp.on('Network.responseReceived', ({ response }) => {
      encodings.set(
        response.url,
        response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'none',
      );
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const painted = await page.evaluate(() => window.__wasPainted());
    const handle = await page.waitForFunction(
      (painted) => {
        if (painted) return window.__interactiveAt;
        const [navigation] = performance.getEntriesByType('navigation');
        return navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd : undefined;
      },
      painted,
      { timeout: 120_000, polling: 50 },
    );
    const interactiveAt = await handle.jsonValue();
    // Listens 5 s of the page's clock past the moment it became interactive, without acting.
    await page.waitForFunction(
      (until) => performance.now() >= until,
      interactiveAt + afterInteractiveMs,
      {
        timeout: 120_000,
        polling: 250,
      },
    );
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({
        url: entry.name,
        startTime: entry.startTime,
        bytes: entry.encodedBodySize,
        initiatorType: entry.initiatorType,
      })),
    );
    const origin = new URL(url).origin;
    const scripts = entries
      .filter((entry) => entry.url.startsWith(origin) && entry.url.split('?')[0].endsWith('.js'))
      .sort((a, b) => a.startTime - b.startTime)
      .map((entry) => ({
        ...entry,
        file: buildPath(entry.url),
        initiator: initiators.get(entry.url),
        encoding: encodings.get(entry.url) ?? 'unknown',
      }));
    const reasons = explainFetches(manifest, scripts);
    for (const script of scripts) script.why = reasons.get(script.file);
    return {
      url,
      signal: painted ? interactiveSignal : fallbackSignal,
      interactiveAt,
      interactiveMs: Math.round(interactiveAt),
      ...splitAtInteractive(scripts, interactiveAt),
    };
  } finally {
    await context.close();
  }
}

/** Cold loads of each path on the server at `origin`, one after another; `manifest` is its build's. */
export async function measureLoads(origin, paths, manifest) {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const results = [];
    for (const path of paths)
      results.push({ path, ...(await measurePage(browser, origin + path, manifest)) });
    return results;
  } finally {
    await browser.close();
  }
}
