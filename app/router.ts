import { createBrowserRouter } from 'react-router-dom';
import { withChunkReload } from './chunk-reload';
import { routes } from './routes';

// After a deploy a route's old chunk may be gone: the page then reloads once onto the new
// version, guarded in sessionStorage so it cannot loop.
export const router = createBrowserRouter(
  withChunkReload(routes, {
    storage: {
      getItem: (key) => window.sessionStorage.getItem(key),
      setItem: (key, value) => window.sessionStorage.setItem(key, value),
      removeItem: (key) => window.sessionStorage.removeItem(key),
    },
    // Onto the page being opened (a link's target), not the one being left.
    reload: () => {
      const opening = router.state.navigation.location;
      if (opening) window.location.assign(router.createHref(opening));
      else window.location.reload();
    },
  }),
);
