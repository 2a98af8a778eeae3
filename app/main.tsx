import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import outputs from 'virtual:amplify-outputs';
import '../design-system/styles.css';
import { Alert } from '../design-system/primitives/Alert/Alert';
import { readPaintedData, type PaintedData } from '../domain/painted-data';
import { updateOnNavigation } from './app-update';
import { onAccountDisabled } from './auth/account-disabled';
import { authStore } from './auth/auth-store';
import { Committed } from './Committed';
import { isPublicHost } from './auth/host-gate';
import { pageHostRules } from './auth/host-rules';
import { followSignInsInOtherTabs } from './auth/other-tabs';
import { rememberPage } from './auth/return-path';
import { appRoutes, createAppRouter } from './router';
import { registerServiceWorker } from './service-worker';
import { isPrerendered, loadMatchedRoutes, markInteractive } from './take-over';

const container = document.getElementById('root')!;

/**
 * The server's painted page and its data, with the modules of its routes loaded: the router then
 * starts where the server's did. Undefined when the page was not painted, or its modules could
 * not load (it then paints afresh, and the route's error screen says why).
 */
async function paintedPage(): Promise<PaintedData | undefined> {
  const painted = isPrerendered(container) ? readPaintedData(document) : undefined;
  if (!painted) return undefined;
  try {
    await loadMatchedRoutes(appRoutes, window.location.pathname);
  } catch {
    return undefined;
  }
  // Prices and dates in the store's currency and zone, as the server printed them.
  if (painted.store) (await import('./data/store')).primeStore(painted.store);
  return painted;
}

window.addEventListener('load', () => void registerServiceWorker(), { once: true });

void paintedPage().then(start);

function start(painted: PaintedData | undefined) {
  const router = createAppRouter(painted && { loaderData: painted.loaderData });

  // Signing in returns to the page the visitor was on (app/screens/login).
  rememberPage(router.state.location);
  router.subscribe((state) => rememberPage(state.location));

  // A waiting new version loads at the next navigation to another page (not a filter change)
  // while no form is dirty or submitting.
  router.subscribe(
    updateOnNavigation((location) => router.createHref(location), router.state.location.pathname),
  );

  // The API refused the account as disabled: it is signed out and /login says why.
  onAccountDisabled((to, state) => router.navigate(to, { state, replace: true }));

  // Another tab signed in or out: this one follows.
  followSignInsInOtherTabs(authStore, outputs?.auth?.user_pool_client_id);

  const app = <RouterProvider router={router} />;

  if (painted) {
    // The server painted this public page with the same routes and data: React adopts its nodes
    // (nothing is painted twice), and the page takes clicks once that is done. The visitor's own
    // state (cart, favourites, account) renders as the server's snapshot first, then updates.
    // Its loaders read what a signed-out visitor sees: once the session turns out signed in,
    // they read again for this account (votes, reviews, membership).
    const stop = authStore.subscribe(({ status }) => {
      if (status === 'unknown') return;
      stop();
      if (status === 'signedIn') void router.revalidate();
    });
    hydrateRoot(
      container,
      <StrictMode>
        <Committed onCommit={() => markInteractive(container)}>{app}</Committed>
      </StrictMode>,
      {
        onRecoverableError: (error, { componentStack }) =>
          console.error('Hydration recovered from an error:', error, componentStack),
      },
    );
  } else {
    if (isPrerendered(container)) {
      // Painted, but its data or modules did not arrive: the app paints the page afresh.
      container.replaceChildren();
      markInteractive(container);
    }
    const root = createRoot(container);
    if (isPublicHost(window.location.hostname, pageHostRules())) {
      root.render(<StrictMode>{app}</StrictMode>);
    } else {
      // Gated hosts: the whole app behind the Authenticator. Amplify and its UI
      // load only here, so public hosts never carry them in their first load.
      import('./auth/GatedApp')
        .then(({ GatedApp }) =>
          root.render(
            <StrictMode>
              <GatedApp onSignedIn={revalidate}>{app}</GatedApp>
            </StrictMode>,
          ),
        )
        .catch((error: unknown) => {
          console.error('The sign-in layer did not load:', error);
          root.render(
            <Alert tone="danger" title="Sign-in unavailable">
              The sign-in page could not load. Reload the page to try again.
            </Alert>,
          );
        });
    }
  }

  function revalidate() {
    void router.revalidate();
  }
}
