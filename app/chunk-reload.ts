import type { RouteObject } from 'react-router-dom';

/**
 * How browsers word a dynamic import whose file is gone (Chromium, Firefox, Safari), and
 * Vite's own message when a chunk's stylesheet is gone.
 */
const missingChunkMessages = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

/** A route's code could not be loaded: after a deploy, the old build's chunks are gone. */
export function isMissingChunk(error: unknown): boolean {
  return (
    error instanceof Error && missingChunkMessages.some((message) => message.test(error.message))
  );
}

/** The routes that already reloaded the page in this tab, in sessionStorage. */
export const reloadedRoutesKey = 'ff:chunk-reloaded-routes';

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload(): void;
}

function reloadedRoutes(storage: ChunkReloadDeps['storage']): string[] {
  const saved: unknown = JSON.parse(storage.getItem(reloadedRoutesKey) ?? '[]');
  return Array.isArray(saved) ? saved.filter((key) => typeof key === 'string') : [];
}

function saveReloadedRoutes(storage: ChunkReloadDeps['storage'], keys: string[]): void {
  if (keys.length === 0) storage.removeItem(reloadedRoutesKey);
  else storage.setItem(reloadedRoutesKey, JSON.stringify(keys));
}

/**
 * Wraps a lazy route's import: when its chunk is missing, the page reloads once onto the
 * version now live. The route's key stays in sessionStorage until its chunk loads, so a second
 * failure (the new version lacks it too) rejects instead, and the route's error screen shows:
 * it can never loop. Without sessionStorage nothing can guard a reload, so none happens.
 */
export function reloadOnceIfMissing<T>(
  routeKey: string,
  load: () => Promise<T>,
  deps: ChunkReloadDeps,
): () => Promise<T> {
  return async () => {
    let module: T;
    try {
      module = await load();
    } catch (error) {
      if (!isMissingChunk(error)) throw error;
      let reloaded: string[];
      try {
        reloaded = reloadedRoutes(deps.storage);
        if (reloaded.includes(routeKey)) throw error;
        saveReloadedRoutes(deps.storage, [...reloaded, routeKey]);
      } catch {
        throw error;
      }
      deps.reload();
      // The page is going away: show nothing else meanwhile.
      return new Promise<never>(() => {});
    }
    try {
      const reloaded = reloadedRoutes(deps.storage);
      if (reloaded.includes(routeKey)) {
        saveReloadedRoutes(
          deps.storage,
          reloaded.filter((key) => key !== routeKey),
        );
      }
    } catch {
      // Nothing to forget without storage.
    }
    return module;
  };
}

/**
 * The same routes with every `lazy` import wrapped by `reloadOnceIfMissing`, each keyed by its
 * place among the paths (stable across deploys while the route stays).
 */
export function withChunkReload(
  routes: RouteObject[],
  deps: ChunkReloadDeps,
  parentKey = '',
): RouteObject[] {
  return routes.map((route, index) => {
    const key = `${parentKey}/${route.path ?? (route.index ? '(index)' : `(${index})`)}`;
    const wrapped = { ...route } as RouteObject;
    if (typeof route.lazy === 'function') {
      wrapped.lazy = reloadOnceIfMissing(key, route.lazy, deps) as typeof route.lazy;
    }
    if (route.children) wrapped.children = withChunkReload(route.children, deps, key);
    return wrapped;
  });
}
