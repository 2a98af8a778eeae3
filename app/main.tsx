import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import outputs from 'virtual:amplify-outputs';
import '../design-system/styles.css';
import { Alert } from '../design-system/primitives/Alert/Alert';
import { updateOnNavigation } from './app-update';
import { onAccountDisabled } from './auth/account-disabled';
import { authStore } from './auth/auth-store';
import { Committed } from './Committed';
import { isPublicHost } from './auth/host-gate';
import { pageHostRules } from './auth/host-rules';
import { followSignInsInOtherTabs } from './auth/other-tabs';
import { rememberPage } from './auth/return-path';
import { router } from './router';
import { registerServiceWorker } from './service-worker';
import { isPrerendered, takeOver } from './take-over';

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

const container = document.getElementById('root')!;
const root = createRoot(container);
const app = <RouterProvider router={router} />;

if (isPrerendered(container)) {
  // The server painted this public page; the app takes it over once it can show all of it,
  // rendering in a transition so the main thread stays free for the visitor meanwhile.
  void takeOver(container, router, (committed) =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <Committed onCommit={committed}>{app}</Committed>
        </StrictMode>,
      ),
    ),
  );
} else if (isPublicHost(window.location.hostname, pageHostRules())) {
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

window.addEventListener('load', () => void registerServiceWorker(), { once: true });

function revalidate() {
  void router.revalidate();
}
