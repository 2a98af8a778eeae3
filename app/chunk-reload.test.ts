import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  isMissingChunk,
  reloadedRoutesKey,
  reloadOnceIfMissing,
  withChunkReload,
  type ChunkReloadDeps,
} from './chunk-reload';

const missing = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/route-a1.js');

/** One browser tab: its sessionStorage survives the reloads, counted in `reload`. */
function tab() {
  const saved = new Map<string, string>();
  const deps: ChunkReloadDeps & { saved: Map<string, string> } = {
    saved,
    storage: {
      getItem: (key) => saved.get(key) ?? null,
      setItem: (key, value) => void saved.set(key, value),
      removeItem: (key) => void saved.delete(key),
    },
    reload: vi.fn(),
  };
  return deps;
}

/** Settles within a tick, or stays pending (the page is reloading). */
async function outcome(promise: Promise<unknown>) {
  const pending = Symbol('pending');
  const settled = await Promise.race([
    promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    new Promise((resolve) => setTimeout(() => resolve(pending), 20)),
  ]);
  return settled === pending ? 'pending' : settled;
}

describe('a lazy route whose chunk is missing', () => {
  it('reloads the page once and waits for it, then shows the error when it is missing again', async () => {
    const deps = tab();
    const load = vi.fn(() => Promise.reject(missing()));

    // The first page: the chunk is gone, so the page reloads onto the new version.
    expect(await outcome(reloadOnceIfMissing('/shop', load, deps)())).toBe('pending');
    expect(deps.reload).toHaveBeenCalledOnce();
    expect(JSON.parse(deps.saved.get(reloadedRoutesKey)!)).toEqual(['/shop']);

    // After the reload (same tab) it is still missing: no second reload, the error goes on.
    const error = await outcome(reloadOnceIfMissing('/shop', load, deps)());
    expect(error).toEqual({ error: expect.objectContaining({ message: missing().message }) });
    expect(deps.reload).toHaveBeenCalledOnce();
  });

  it('forgets the reload once the chunk loads, so a later deploy may reload again', async () => {
    const deps = tab();
    const module = { Component: () => null };
    await outcome(reloadOnceIfMissing('/shop', () => Promise.reject(missing()), deps)());
    expect(await reloadOnceIfMissing('/shop', () => Promise.resolve(module), deps)()).toBe(module);
    expect(deps.saved.has(reloadedRoutesKey)).toBe(false);

    await outcome(reloadOnceIfMissing('/shop', () => Promise.reject(missing()), deps)());
    expect(deps.reload).toHaveBeenCalledTimes(2);
  });

  it('guards each route on its own', async () => {
    const deps = tab();
    await outcome(reloadOnceIfMissing('/shop', () => Promise.reject(missing()), deps)());
    expect(
      await outcome(reloadOnceIfMissing('/recipes', () => Promise.reject(missing()), deps)()),
    ).toBe('pending');
    expect(deps.reload).toHaveBeenCalledTimes(2);
    expect(JSON.parse(deps.saved.get(reloadedRoutesKey)!)).toEqual(['/shop', '/recipes']);
  });

  it('never reloads for other errors, or when sessionStorage cannot guard the reload', async () => {
    const deps = tab();
    const bug = new SyntaxError('Unexpected token');
    expect(await outcome(reloadOnceIfMissing('/shop', () => Promise.reject(bug), deps)())).toEqual({
      error: bug,
    });

    const blocked = tab();
    blocked.storage.getItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const error = missing();
    expect(
      await outcome(reloadOnceIfMissing('/shop', () => Promise.reject(error), blocked)()),
    ).toEqual({ error });
    expect(deps.reload).not.toHaveBeenCalled();
    expect(blocked.reload).not.toHaveBeenCalled();
  });

  it('recognises the missing-chunk errors of Chromium, Firefox, Safari and Vite', () => {
    expect(isMissingChunk(missing())).toBe(true);
    expect(isMissingChunk(new TypeError('error loading dynamically imported module: /a.js'))).toBe(
      true,
    );
    expect(isMissingChunk(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingChunk(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isMissingChunk(new TypeError('Failed to fetch'))).toBe(false);
    expect(isMissingChunk('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('withChunkReload', () => {
  it('wraps every lazy route, nested too, keyed by its path, and keeps the rest', async () => {
    const deps = tab();
    const Boundary = () => null;
    const routes: RouteObject[] = [
      {
        lazy: () => Promise.reject(missing()),
        ErrorBoundary: Boundary,
        children: [
          { index: true, lazy: () => Promise.reject(missing()) },
          { children: [{ path: 'shop/:id', lazy: () => Promise.reject(missing()) }] },
        ],
      },
    ];
    const wrapped = withChunkReload(routes, deps);
    const [layout] = wrapped;
    expect(layout!.ErrorBoundary).toBe(Boundary);
    const lazyOf = (route: RouteObject | undefined) => route!.lazy as () => Promise<unknown>;
    await outcome(lazyOf(layout)());
    await outcome(lazyOf(layout!.children![0])());
    await outcome(lazyOf(layout!.children![1]!.children![0])());
    expect(JSON.parse(deps.saved.get(reloadedRoutesKey)!)).toEqual([
      '/(0)',
      '/(0)/(index)',
      '/(0)/(1)/shop/:id',
    ]);
    // The original routes are left as they were.
    expect(routes[0]!.lazy).not.toBe(layout!.lazy);
  });
});
