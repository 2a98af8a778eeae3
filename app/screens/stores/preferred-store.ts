import { useSyncExternalStore } from 'react';

/** The visitor's store, remembered in this browser so the finder and the shop can show it. */
export const preferredStoreKey = 'ff.preferred-store';

export function readPreferredStore(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(preferredStoreKey) ?? null;
  } catch {
    return null; // Storage blocked: nothing remembered.
  }
}

export function writePreferredStore(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  id: string | null,
): void {
  try {
    if (id) storage?.setItem(preferredStoreKey, id);
    else storage?.removeItem(preferredStoreKey);
  } catch {
    // Storage full or blocked: the choice lasts until the page is left.
  }
}

const browserStorage = () => (typeof window === 'undefined' ? undefined : window.localStorage);
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice shows here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The visitor's store and the way to choose one. The painted page (everyone's) shows none, so
 * hydration matches it; this browser's choice shows right after.
 */
export function usePreferredStore(): [string | null, (id: string | null) => void] {
  const id = useSyncExternalStore(
    subscribe,
    () => readPreferredStore(browserStorage()),
    () => null,
  );
  const choose = (chosen: string | null) => {
    writePreferredStore(browserStorage(), chosen);
    for (const listener of listeners) listener();
  };
  return [id, choose];
}
