import type { StateStorage } from 'zustand/middleware';
import { reportStorageProblem, type StorageProblem } from './storage-problems';

/** A browser refused a write because its quota is used up. */
export function isQuotaExceeded(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  );
}

/**
 * `storage` (localStorage) with memory behind it: a write the browser refuses (quota
 * exceeded, storage blocked) is kept in memory for this tab and reported once; reads prefer
 * what memory holds. Nothing here throws.
 */
export function withMemoryFallback(
  storage: StateStorage,
  report: (problem: StorageProblem) => void = reportStorageProblem,
): StateStorage {
  const memory = new Map<string, string>();
  return {
    getItem: (key) => {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return storage.getItem(key) as string | null;
      } catch {
        report('unavailable');
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        storage.setItem(key, value);
        memory.delete(key);
      } catch (error) {
        memory.set(key, value);
        report(isQuotaExceeded(error) ? 'full' : 'unavailable');
      }
    },
    removeItem: (key) => {
      memory.delete(key);
      try {
        storage.removeItem(key);
      } catch {
        // Nothing stored there to remove.
      }
    },
  };
}
