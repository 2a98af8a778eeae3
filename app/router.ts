import { createBrowserRouter, type HydrationState } from 'react-router-dom';
import { withChunkReload } from './chunk-reload';
import { routes } from './routes';

type AppRouter = ReturnType<typeof createBrowserRouter>;
let current: AppRouter | undefined;

// After a deploy a route's old chunk may be gone: the page then reloads once onto the new
// version, guarded in sessionStorage so it cannot loop.
export const appRoutes = withChunkReload(routes, {
  storage: {
    getItem: (key) => window.sessionStorage.getItem(key),
    setItem: (key, value) => window.sessionStorage.setItem(key, value),
    removeItem: (key) => window.sessionStorage.removeItem(key),
  },
  // Onto the page being opened (a link's target), not the one being left.
  reload: () => {
    const opening = current?.state.navigation.location;
    if (opening) window.location.assign(current!.createHref(opening));
    else window.location.reload();
  },
});

/**
 * The app's one router over `appRoutes`; on a painted page it starts from the server's loader
 * data (`hydrationData`), so it renders what the server painted without loading it again.
 */
export function createAppRouter(hydrationData?: HydrationState): AppRouter {
  current = createBrowserRouter(appRoutes, { hydrationData });
  return current;
}
