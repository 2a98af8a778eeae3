import { createStore, get, update, type UseStore } from 'idb-keyval';

/**
 * Where the shop's data lives until a real server does: IndexedDB in the browser (room for
 * product photos, which localStorage's 5 MB would not hold), memory where there is none
 * (unit tests, some private modes). Swap this module for HTTP calls and no screen changes.
 */
export interface KeyValueBackend {
  read<T>(key: string): Promise<T | undefined>;
  /** Atomic read-modify-write of one key. */
  update<T>(key: string, updater: (current: T | undefined) => T): Promise<void>;
}

export function memoryBackend(): KeyValueBackend {
  const data = new Map<string, unknown>();
  return {
    read: async <T>(key: string) => structuredClone(data.get(key)) as T | undefined,
    update: async <T>(key: string, updater: (current: T | undefined) => T) => {
      data.set(key, structuredClone(updater(structuredClone(data.get(key)) as T | undefined)));
    },
  };
}

export function indexedDbBackend(dbName = 'forge-and-flame', storeName = 'data'): KeyValueBackend {
  let store: UseStore | undefined;
  const db = () => (store ??= createStore(dbName, storeName));
  return {
    read: <T>(key: string) => get<T>(key, db()),
    update: <T>(key: string, updater: (current: T | undefined) => T) =>
      update<T>(key, (current) => updater(current), db()),
  };
}

let backend: KeyValueBackend =
  typeof indexedDB === 'undefined' ? memoryBackend() : indexedDbBackend();

export function currentBackend(): KeyValueBackend {
  return backend;
}

/** Tests (and a future server adapter) replace the backend. */
export function setBackend(next: KeyValueBackend): void {
  backend = next;
}
