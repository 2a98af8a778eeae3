/**
 * Registers the service worker at /sw.js with root scope (production builds only). When an
 * updated worker takes control of the page, the page reloads so it runs the new version.
 * workbox-window is loaded lazily, after the page has rendered.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  try {
    await workbox.register();
  } catch (error) {
    // The shop works without offline support; say why it is missing.
    console.warn('Service worker registration failed', error);
  }
}
