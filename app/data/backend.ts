import { createStore, get, update, type UseStore } from 'idb-keyval';
import { isQuotaExceeded } from '../state/memory-fallback';
import { reportStorageProblem, type StorageProblem } from '../state/storage-problems';

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

/**
 * `primary` with memory behind it: where IndexedDB will not open, everything lives in memory
 * for this tab; where a write exceeds the quota, that key does. Each kind is reported once
 * (a toast), and no read or write ever rejects.
 */
export function withMemoryBackup(
  primary: KeyValueBackend,
  report: (problem: StorageProblem) => void = reportStorageProblem,
): KeyValueBackend {
  const memory = memoryBackend();
  const keptInMemory = new Set<string>();
  let primaryBroken = false;
  const failed = (error: unknown) => {
    if (isQuotaExceeded(error)) {
      report('full');
    } else {
      primaryBroken = true;
      report('unavailable');
    }
  };
  const inMemory = (key: string) => primaryBroken || keptInMemory.has(key);
  return {
    read: async <T>(key: string) => {
      if (inMemory(key)) return memory.read<T>(key);
      try {
        return await primary.read<T>(key);
      } catch (error) {
        failed(error);
        return memory.read<T>(key);
      }
    },
    update: async <T>(key: string, updater: (current: T | undefined) => T) => {
      if (inMemory(key)) return memory.update(key, updater);
      try {
        await primary.update(key, updater);
      } catch (error) {
        failed(error);
        // A full store still reads: the change applies to what it holds.
        let current: T | undefined;
        if (!primaryBroken) current = await primary.read<T>(key).catch(() => undefined);
        keptInMemory.add(key);
        await memory.update<T>(key, () => updater(current));
      }
    },
  };
}

let backend: KeyValueBackend =
  typeof indexedDB === 'undefined' ? memoryBackend() : withMemoryBackup(indexedDbBackend());

export function currentBackend(): KeyValueBackend {
  return backend;
}

/** Tests (and a future server adapter) replace the backend. */
export function setBackend(next: KeyValueBackend): void {
  backend = next;
}
