import { createStore } from 'zustand/vanilla';
import { formsAreIdle } from './forms/form-activity';

/**
 * A new version of the shop is waiting (its service worker installed). It takes over only
 * when the visitor asks (the toast's Reload) or at the next in-app navigation while no form is
 * dirty or submitting: never under someone's typing.
 */
export interface AppUpdateState {
  /** A new version is waiting to take over. */
  isWaiting: boolean;
  /**
   * Tells the waiting worker to take over; once it controls the page, the page loads
   * `destination` (a navigation's target) or reloads.
   */
  activate: ((destination?: string) => void) | null;
}

export const appUpdateStore = createStore<AppUpdateState>()(() => ({
  isWaiting: false,
  activate: null,
}));

export function announceUpdate(activate: (destination?: string) => void): void {
  appUpdateStore.setState({ isWaiting: true, activate });
}

/** The visitor pressed Reload (no destination), or an idle navigation goes to `destination`. */
export function applyUpdate(destination?: string): void {
  const { isWaiting, activate } = appUpdateStore.getState();
  if (!isWaiting || !activate) return;
  // Once: the page is about to load the new version.
  appUpdateStore.setState({ isWaiting: false, activate: null });
  activate(destination);
}

/**
 * Follows the router: a waiting version loads at the start of a navigation to another page
 * while no form is dirty or submitting (the page left is still mounted then), or, for a
 * navigation the router commits without a loading state, once it has committed if no form
 * was busy at its start nor is now. Returns the router's listener.
 */
export function updateOnNavigation<Place extends { pathname: string }>(
  hrefOf: (location: Place) => string,
  initialPath: string,
  isIdle: () => boolean = formsAreIdle,
) {
  let shownPath = initialPath;
  let idleAtStart = true;
  return ({
    navigation,
    location,
  }: {
    navigation: { state: string; location?: Place };
    location: Place;
  }): boolean => {
    if (navigation.location && navigation.location.pathname !== location.pathname) {
      idleAtStart = isIdle();
      if (!idleAtStart || !appUpdateStore.getState().isWaiting) return false;
      // Taken over as the navigation starts, before the next page's images and data are in
      // flight: measured in Chromium, asking once the page had changed sometimes left the
      // new worker waiting for good (about 1 run in 2), asking here never did.
      shownPath = navigation.location.pathname;
      applyUpdate(hrefOf(navigation.location));
      return true;
    }
    if (navigation.state !== 'idle' || location.pathname === shownPath) return false;
    shownPath = location.pathname;
    const idle = idleAtStart && isIdle();
    idleAtStart = true;
    if (!idle || !appUpdateStore.getState().isWaiting) return false;
    applyUpdate(hrefOf(location));
    return true;
  };
}
