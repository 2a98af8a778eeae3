import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoadByRoute } from '../../scripts/bench-lib.mjs';

/** A route's path pattern ('/shop/:id', '/*') as a test of a request path. */
function matcher(route: string) {
  if (route === '/*') return () => true;
  const pattern = route
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const regex = new RegExp(`^${pattern}/?$`);
  return (path: string) => regex.test(path);
}

/**
 * The JS files each route needs before it renders (the entry, the layout, the route's module and
 * their static imports), from the build's manifest and app/routes.ts, so the page's HTML can
 * preload them all at once instead of the router finding them one after another.
 * Returns a lookup of a request path's files; none when the build has no manifest.
 */
export function routePreloads(root: string): (path: string) => string[] {
  const manifestFile = join(root, '.vite', 'manifest.json');
  const routesFile = fileURLToPath(new URL('../../app/routes.ts', import.meta.url));
  if (!existsSync(manifestFile) || !existsSync(routesFile)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const routes = firstLoadByRoute(manifest, readFileSync(routesFile, 'utf8')).map(
    ({ route, js }) => ({ route, matches: matcher(route), files: js.map((file) => `/${file}`) }),
  );
  // The catch-all sits amid app/routes.ts's groups; try it after every other.
  const ordered = [
    ...routes.filter(({ route }) => route !== '/*'),
    ...routes.filter(({ route }) => route === '/*'),
  ];
  return (path) => ordered.find((route) => route.matches(path))?.files ?? [];
}
