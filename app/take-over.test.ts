import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { isPrerendered, loadMatchedRoutes, markInteractive } from './take-over';

/** The root element's attributes, enough for the take-over. */
function container(...attributes: string[]) {
  const present = new Set(attributes);
  return {
    present,
    hasAttribute: (name: string) => present.has(name),
    removeAttribute: (name: string) => void present.delete(name),
  } as unknown as HTMLElement & { present: Set<string> };
}

/** A route tree like app/routes.ts: a layout with its own error screen, pages loaded on demand. */
function appLike() {
  const loaders = { layout: vi.fn(() => 'layout data'), shop: vi.fn(() => 'shop data') };
  const loaded: string[] = [];
  const LayoutFailure = () => null;
  const routes: RouteObject[] = [
    {
      id: 'layout',
      ErrorBoundary: LayoutFailure,
      lazy: async () => {
        loaded.push('layout');
        return { loader: loaders.layout, Component: () => null, ErrorBoundary: () => 'module' };
      },
      children: [
        {
          path: 'shop',
          lazy: async () => {
            loaded.push('shop');
            return { loader: loaders.shop, Component: () => null };
          },
        },
        {
          path: 'cart',
          lazy: async () => {
            loaded.push('cart');
            return { Component: () => null };
          },
        },
      ],
    },
  ];
  return { routes, loaders, loaded, LayoutFailure };
}

describe('hydrating a painted page', () => {
  it("loads only the page's own route modules, keeping what a route declares itself", async () => {
    const { routes, loaded, LayoutFailure } = appLike();
    await loadMatchedRoutes(routes, '/shop');
    expect(loaded.sort()).toEqual(['layout', 'shop']);
    expect(routes[0]!.lazy).toBeUndefined();
    expect(routes[0]!.ErrorBoundary).toBe(LayoutFailure);
    expect(routes[0]!.children![1]!.lazy).toBeTypeOf('function');
  });

  it('with the painted data the router is ready at once and runs no loader', async () => {
    const { routes, loaders } = appLike();
    await loadMatchedRoutes(routes, '/shop');
    const router = createMemoryRouter(routes, {
      initialEntries: ['/shop'],
      hydrationData: { loaderData: { layout: 'painted layout', '0-0': 'painted shop' } },
    });
    expect(router.state.initialized).toBe(true);
    expect(router.state.loaderData).toEqual({ layout: 'painted layout', '0-0': 'painted shop' });
    expect(loaders.layout).not.toHaveBeenCalled();
    expect(loaders.shop).not.toHaveBeenCalled();
    router.dispose();
  });

  it('a failed module load rejects, so the page paints afresh', async () => {
    const routes: RouteObject[] = [
      { path: '/', lazy: () => Promise.reject(new Error('Failed to fetch')) },
    ];
    await expect(loadMatchedRoutes(routes, '/')).rejects.toThrow('Failed to fetch');
  });

  it('the painted page takes clicks once the app has it', () => {
    const root = container('data-prerendered', 'inert');
    expect(isPrerendered(root)).toBe(true);
    markInteractive(root);
    expect([...root.present]).toEqual([]);
    expect(isPrerendered(root)).toBe(false);
  });
});
