import { existsSync, readdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { matchPagePattern } from '../domain/paths';
import type { Db } from './db/client';
import type { AppEnv } from './env';
import { withHostRulesBlock } from './host-rules';
import { pageHeadFor } from './seo/page-heads';
import { nonceToken, withNonce, type PageCache, type PaintedPage } from './seo/page-cache';
import { paintPage } from './seo/painted-page';
import { isPrerenderedPath, type Prerender } from './seo/prerender';
import { onPublicHost } from './seo/site-routes';

const immutable = 'public, max-age=31536000, immutable';
// Revalidated on every load, so a new deploy (index.html, sw.js) is picked up at once.
const revalidate = 'no-cache';

/** A path whose last segment has an extension asks for a file, never for an app route. */
const looksLikeFile = (path: string) => /\.[^/]+$/.test(path);
const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

const unlessApi =
  (middleware: MiddlewareHandler): MiddlewareHandler =>
  (c, next) =>
    isApi(c.req.path) ? next() : middleware(c, next);

/** The display font's latin subset in the build (Oswald, @fontsource-variable), to preload. */
function displayFontOf(root: string): string | undefined {
  const assets = join(root, 'assets');
  if (!existsSync(assets)) return undefined;
  const file = readdirSync(assets).find((name) =>
    /^oswald-latin-wght-normal-.*\.woff2$/.test(name),
  );
  return file && `/assets/${file}`;
}

/** What the server needs to write each page's head: the catalogue and the public origin. */
export interface PageHeadDeps {
  db: Db;
  publicUrl: string;
  /** Paints the public pages as HTML (server/seo/prerender.ts); without it they paint in the browser. */
  prerender?: Prerender;
  /** Keeps painted pages until their data changes (server/seo/page-cache.ts); none: painted per request. */
  pages?: PageCache;
}

/**
 * index.html with this response's CSP nonce (security-headers.ts) in place of the build's
 * placeholder (vite.config.ts, html.cspNonce): react-aria's injected <style> elements read it
 * from <meta property="csp-nonce">. Read again when the file changes (a new build).
 * On public hosts the head carries the page's title, description, canonical link, Open Graph
 * tags and JSON-LD (server/seo/); gated hosts show nothing before sign-in.
 */
function appShellWithNonce(root: string, heads?: PageHeadDeps) {
  const file = join(root, 'index.html');
  let cached: { mtimeMs: number; html: string; font?: string } | undefined;
  return async (c: Context<AppEnv>) => {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) {
      // A new build: its pages are painted afresh.
      if (cached) heads?.pages?.forget();
      cached = {
        mtimeMs,
        // The rules are the process's, the same in every page: the app reads them from it.
        html: withHostRulesBlock(await readFile(file, 'utf8'), c.get('hostRules')),
        font: displayFontOf(root),
      };
    }
    c.header('Cache-Control', revalidate);
    const nonce = c.get('secureHeadersNonce') ?? '';
    if (!heads) return c.html(paintPage(cached.html, { nonce }));
    const shell = cached;
    const paint = () => paintedPage(heads, c, shell);
    const url = new URL(c.req.url);
    const key = `${onPublicHost(c) ? 'public' : 'gated'} ${url.host}${url.pathname}${url.search}`;
    const page = heads.pages ? await heads.pages.page(key, paint) : await paint();
    // The page still paints (the app shows "not found"); crawlers read the status.
    c.status(page.status as ContentfulStatusCode);
    return c.html(withNonce(page.html, nonce));
  };
}

/**
 * The page for this request, its nonce left as page-cache.ts's token: on public hosts the head
 * carries the page's title, description, canonical link, Open Graph tags and JSON-LD, and the
 * public pages their first paint; gated hosts show nothing before sign-in.
 */
async function paintedPage(
  heads: PageHeadDeps,
  c: Context<AppEnv>,
  shell: { html: string; font?: string },
): Promise<PaintedPage> {
  const { head, status } = await pageHeadFor(heads.db, heads.publicUrl, c.req.path);
  if (!onPublicHost(c)) return { status, html: paintPage(shell.html, { nonce: nonceToken }) };
  // A path no page has paints the not-found screen (the app's catch-all route) too.
  const unknownPath = status === 404 && !matchPagePattern(c.req.path);
  const page = heads.prerender && (await prerendered(heads.prerender, c, unknownPath));
  const html = paintPage(shell.html, {
    nonce: nonceToken,
    head,
    font: shell.font,
    page: page || undefined,
  });
  // A page whose paint failed is sent without it, and not kept.
  return page === null ? { status, html, transient: true } : { status, html };
}

/**
 * The page a signed-out visitor sees, as HTML, its data read from this server's own API
 * in-process. A failure (null) only costs the head start: the browser paints the page as before.
 */
async function prerendered(prerender: Prerender, c: Context<AppEnv>, always = false) {
  const url = new URL(c.req.url);
  if (!always && !isPrerenderedPath(url.pathname)) return undefined;
  try {
    // No page (its data could not be read, or it redirects): sent unpainted, and not kept.
    return (await prerender(url.href)) ?? null;
  } catch (error) {
    console.error(`Prerendering ${url.pathname} failed:`, error);
    return null;
  }
}

/**
 * Serves the built app beside the API: hashed /assets/* for a year, other files revalidated,
 * and index.html for any other page path so the client router can take it.
 */
export function serveBuiltApp(app: Hono<AppEnv>, root: string, heads?: PageHeadDeps): void {
  const cacheFor = (value: string) => (_path: string, c: { header(n: string, v: string): void }) =>
    c.header('Cache-Control', value);
  // The build's brotli or gzip copy when the browser accepts it (vite.config.ts, compression).
  const assets = serveStatic({ root, precompressed: true, onFound: cacheFor(immutable) });
  const files = serveStatic({ root, precompressed: true, onFound: cacheFor(revalidate) });
  const appShell = appShellWithNonce(root, heads);
  const isAppShell = (path: string) => path === '/index.html' || !looksLikeFile(path);

  app.use('/assets/*', assets);
  app.get(
    '*',
    unlessApi((c, next) => (isAppShell(c.req.path) ? appShell(c) : next())),
  );
  app.use(
    '*',
    unlessApi((c, next) => (c.req.path.startsWith('/assets/') ? next() : files(c, next))),
  );
}
