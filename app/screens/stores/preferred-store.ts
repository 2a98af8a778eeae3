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
