import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { setApiTransport } from './data/api';
import { forgetStore } from './data/store';
import { routes } from './routes';

const handler = createStaticHandler(routes);

/**
 * The public pages' first paint as HTML, for the production server (server/seo/prerender.ts):
 * the page a signed-out visitor sees, with its loaders' data read through `send` (the server's
 * own API, in-process), set once. No hydration data and no script: the browser's app renders
 * afresh and takes the page over (app/take-over.ts). Undefined when the page redirects or
 * fails, so the browser renders it as before.
 */
export function createPrerender(send: (url: string, init: RequestInit) => Promise<Response>) {
  setApiTransport(send);
  return async (url: string): Promise<string | undefined> => {
    // Each page is painted with the store's details as they are now (a rename shows at once).
    forgetStore();
    const context = await handler.query(new Request(url));
    if (context instanceof Response || context.errors) return undefined;
    const router = createStaticRouter(handler.dataRoutes, context);
    return renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    );
  };
}
