/** The part of a data router the take-over waits on. */
interface LoadingRouter {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
}

/** Whether the server sent this page's first paint (server/seo/prerender.ts). */
export const isPrerendered = (container: HTMLElement) => container.hasAttribute('data-prerendered');

/** Settles once the router has the first page's modules and data (or its failure) in hand. */
export function whenRouterReady(router: LoadingRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The app replaces the server's painted page in one commit, once it can show the whole page
 * (so nothing blanks or shifts), then the page takes clicks and typing. `render` calls
 * `committed` once its first commit is on the screen.
 */
export async function takeOver(
  container: HTMLElement,
  router: LoadingRouter,
  render: (committed: () => void) => void,
): Promise<void> {
  await whenRouterReady(router);
  await new Promise<void>((resolve) => render(resolve));
  container.removeAttribute('inert');
  container.removeAttribute('data-prerendered');
}
