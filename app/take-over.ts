import { matchRoutes, type RouteObject } from 'react-router-dom';

/** Whether the server sent this page's first paint (server/seo/prerender.ts). */
export const isPrerendered = (container: HTMLElement) => container.hasAttribute('data-prerendered');

/**
 * Loads the modules of the routes `pathname` matches and puts what they export on those routes
 * (in place of `lazy`), so a router made from `routes` starts with them: with the painted page's
 * loader data it is ready at once, runs no loader, and renders exactly what the server painted.
 * What a route declares itself (its error screen) is kept over the module's.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matched = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matched.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = (await route.lazy()) as Record<string, unknown>;
      const target = route as Record<string, unknown>;
      for (const [key, value] of Object.entries(module)) {
        if (target[key] === undefined) target[key] = value;
      }
      delete route.lazy;
    }),
  );
}

/** The painted page is the app's now: it takes clicks and typing (it was inert until then). */
export function markInteractive(container: HTMLElement): void {
  container.removeAttribute('inert');
  container.removeAttribute('data-prerendered');
}
