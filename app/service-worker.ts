import { announceUpdate } from './app-update';

/** How often an open tab asks for a new version (the browser also checks on navigations). */
const updateCheckIntervalMs = 60 * 60 * 1000;

/**
 * Registers the service worker at /sw.js with root scope (production builds only). An updated
 * worker waits (skipWaiting is off) and is announced through app/app-update.ts; the page
 * reloads only after it was asked to take over. workbox-window loads after the page renders.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  // Where to go once the new worker controls the page; undefined until this tab asks.
  let goTo: { destination?: string } | undefined;
  const load = (destination?: string) => {
    if (destination) window.location.assign(destination);
    else window.location.reload();
  };
  workbox.addEventListener('waiting', () => {
    announceUpdate((destination) => {
      goTo = { destination };
      // Asks whichever worker is waiting now (workbox-window's own call only knows the one
      // found while it registered).
      void navigator.serviceWorker
        .getRegistration()
        .then((registration) => registration?.waiting?.postMessage({ type: 'SKIP_WAITING' }));
    });
  });
  // A first visit's worker claims the page too: that is no new version.
  let wasControlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (goTo) load(goTo.destination);
    // Another tab let the new version take over: this one still asks before loading it.
    else if (wasControlled) announceUpdate(load);
    wasControlled = true;
  });
  try {
    await workbox.register();
    setInterval(() => void workbox.update().catch(() => undefined), updateCheckIntervalMs);
  } catch (error) {
    // The shop works without offline support; say why it is missing.
    console.warn('Service worker registration failed', error);
  }
}
