import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { setApiTransport } from './data/api';
import type { PaintedData } from '../domain/painted-data';
import { forgetStore, getStore } from './data/store';
import { routes } from './routes';

const handler = createStaticHandler(routes);

/** A public page as the server paints it: its markup, and the loader data the app hydrates with. */
export interface PaintedPage {
  markup: string;
  data: PaintedData;
}

/**
 * The public pages' first paint as HTML, for the production server (server/seo/prerender.ts):
 * the page a signed-out visitor sees, with its loaders' data read through `send` (the server's
 * own API, in-process), set once. The loaders' data goes with it (a JSON data block, never a
 * script: server/seo/prerender.ts), so the browser's router starts from the same data and
 * hydrates these very nodes (app/main.tsx). Undefined when the page redirects or fails, so the
 * browser renders it as before.
 */
export function createPrerender(send: (url: string, init: RequestInit) => Promise<Response>) {
  setApiTransport(send);
  return async (url: string): Promise<PaintedPage | undefined> => {
    // Each page is painted with the store's details as they are now (a rename shows at once).
    forgetStore();
    const context = await handler.query(new Request(url));
    if (context instanceof Response || context.errors) return undefined;
    const router = createStaticRouter(handler.dataRoutes, context);
    // React Router's own hydration script is inline JavaScript, which the CSP refuses.
    const markup = renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    );
    // The layout's loader read the store already: this is that same read.
    const store = await getStore().catch(() => undefined);
    return { markup, data: { loaderData: context.loaderData, ...(store ? { store } : {}) } };
  };
}
