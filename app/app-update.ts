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

/** A navigation to `destination` is starting: update now if no typing or sending could be lost. */
export function applyUpdateIfIdle(
  destination: string,
  isIdle: () => boolean = formsAreIdle,
): boolean {
  if (!appUpdateStore.getState().isWaiting || !isIdle()) return false;
  applyUpdate(destination);
  return true;
}
