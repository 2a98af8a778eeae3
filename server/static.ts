import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

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

/**
 * Serves the built app beside the API: hashed /assets/* for a year, other files revalidated,
 * and index.html for any other page path so the client router can take it.
 */
export function serveBuiltApp(app: Hono<AppEnv>, root: string): void {
  const cacheFor = (value: string) => (_path: string, c: { header(n: string, v: string): void }) =>
    c.header('Cache-Control', value);
  const assets = serveStatic({ root, onFound: cacheFor(immutable) });
  const files = serveStatic({ root, onFound: cacheFor(revalidate) });
  const appShell = serveStatic({ root, path: 'index.html', onFound: cacheFor(revalidate) });

  app.use('/assets/*', assets);
  app.use(
    '*',
    unlessApi((c, next) => (c.req.path.startsWith('/assets/') ? next() : files(c, next))),
  );
  app.get(
    '*',
    unlessApi((c, next) => (looksLikeFile(c.req.path) ? next() : appShell(c, next))),
  );
}
