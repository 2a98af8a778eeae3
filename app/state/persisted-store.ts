import { createStore, type Mutate, type StateCreator, type StoreApi } from 'zustand/vanilla';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { withMemoryFallback } from './memory-fallback';
import { migrateStored, type Migrations } from './migrate-stored';
import { parseEach } from './parse-each';
import { reportStorageProblem } from './storage-problems';
import type { ObjectCheck } from './stored-shape';

/**
 * The browser's localStorage, with memory behind it when a write is refused (quota, blocked)
 * and the visitor told so; plain memory where there is no localStorage (unit tests).
 */
export function safeStorage(): StateStorage {
  let local: Storage | undefined;
  try {
    local = globalThis.localStorage;
  } catch {
    // Reading localStorage throws where the browser blocks site data.
    reportStorageProblem('unavailable');
  }
  if (local) return withMemoryFallback(local);
  const memory = new Map<string, string>();
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
}

/** A zustand store with its persist API (rehydrate, options) exposed. */
export type PersistedStore<State> = Mutate<StoreApi<State>, [['zustand/persist', unknown]]>;

interface PersistedStoreOptions<Data extends object, State extends Data> {
  /** Storage key; bump `version` when the stored shape changes, and add its migration. */
  name: string;
  version: number;
  /** `migrations[n]` turns what version n-1 stored into version n's shape. */
  migrations?: Migrations;
  /** What is stored, validated field by field and line by line on every load. */
  schema: ObjectCheck<Data>;
  initial: () => Data;
  actions: StateCreator<State, [], [], Omit<State, keyof Data>>;
  storage?: StateStorage;
  pick: (state: State) => Data;
}

/**
 * A store that survives reloads and closed tabs. Stored data of an older version is migrated
 * step by step; then each field and each list line is schema-checked on its own, so one
 * corrupted line is dropped and the rest kept, and nothing crashes the app.
 */
export function createPersistedStore<Data extends object, State extends Data>(
  options: PersistedStoreOptions<Data, State>,
): PersistedStore<State> {
  const { name, version, migrations, schema, initial, actions, storage, pick } = options;
  return createStore<State>()(
    persist((set, get, api) => ({ ...initial(), ...actions(set, get, api) }) as State, {
      name,
      version,
      storage: createJSONStorage(() => storage ?? safeStorage()),
      partialize: (state) => pick(state) as unknown as State,
      migrate: (stored, storedVersion) => {
        try {
          return migrateStored(stored, storedVersion, version, migrations) as State;
        } catch (error) {
          // A failed step keeps the data as it was: the schema still keeps what fits.
          console.warn(`Could not migrate the stored ${name}`, error);
          return stored as State;
        }
      },
      merge: (stored, current) => {
        if (stored === undefined || stored === null) return current;
        const data = parseEach(schema, stored, pick(current), (path, issues) =>
          console.warn(`Dropped invalid stored ${name} ${path}`, issues),
        );
        return { ...current, ...data };
      },
    }),
  );
}
