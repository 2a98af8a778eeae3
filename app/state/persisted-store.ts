import { createStore, type Mutate, type StateCreator, type StoreApi } from 'zustand/vanilla';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import type { z } from 'zod';

/** Browser storage when there is one, memory otherwise (unit tests, private modes that throw). */
export function safeStorage(): StateStorage {
  try {
    const probe = '__ff_probe__';
    localStorage.setItem(probe, probe);
    localStorage.removeItem(probe);
    return localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

/** A zustand store with its persist API (rehydrate, options) exposed. */
export type PersistedStore<State> = Mutate<StoreApi<State>, [['zustand/persist', unknown]]>;

interface PersistedStoreOptions<Data extends object, State extends Data> {
  /** Storage key; bump `version` when the stored shape changes. */
  name: string;
  version: number;
  /** What is stored, validated on every load: anything that fails is discarded. */
  schema: z.ZodType<Data>;
  initial: () => Data;
  actions: StateCreator<State, [], [], Omit<State, keyof Data>>;
  storage?: StateStorage;
  pick: (state: State) => Data;
}

/**
 * A store that survives reloads and closed tabs. Stored data is schema-checked when
 * it loads; corrupted, foreign or outdated data is dropped for the initial state
 * instead of crashing the app.
 */
export function createPersistedStore<Data extends object, State extends Data>(
  options: PersistedStoreOptions<Data, State>,
): PersistedStore<State> {
  const { name, version, schema, initial, actions, storage, pick } = options;
  return createStore<State>()(
    persist((set, get, api) => ({ ...initial(), ...actions(set, get, api) }) as State, {
      name,
      version,
      storage: createJSONStorage(() => storage ?? safeStorage()),
      partialize: (state) => pick(state) as unknown as State,
      migrate: () => initial() as unknown as State,
      merge: (persisted, current) => {
        const parsed = schema.safeParse(persisted);
        return parsed.success ? { ...current, ...parsed.data } : current;
      },
    }),
  );
}
