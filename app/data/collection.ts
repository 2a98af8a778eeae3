import type { z } from 'zod';
import { migrateStored, type Migrations } from '../state/migrate-stored';
import { currentBackend } from './backend';

interface StoredCollection<T> {
  version: number;
  items: T[];
}

export interface CollectionOptions<T> {
  /** Storage key. */
  name: string;
  /** Bump when the stored shape changes, and add the step to `migrations`. */
  version: number;
  /** `migrations[n]` turns one item stored by version n-1 into version n's shape. */
  migrations?: Migrations;
  /** The sample data a new browser starts with (only when nothing is stored). */
  seed: () => T[];
  /** Each stored item is checked on read; items that fail are dropped, never crash a screen. */
  schema: z.ZodType<T>;
}

export interface Collection<T extends { id: string }> {
  list(): Promise<T[]>;
  get(id: string): Promise<T | undefined>;
  /** Inserts or replaces by id (kept in place when replacing, appended when new). */
  put(item: T): Promise<T>;
  remove(id: string): Promise<void>;
  /** Replaces every item at once (e.g. settings saved together). */
  replaceAll(items: T[]): Promise<T[]>;
}

/**
 * A named list of records persisted through the current backend and seeded from fixtures on
 * first use. Reads return copies, so a screen can never mutate stored data by accident.
 */
export function collection<T extends { id: string }>(options: CollectionOptions<T>): Collection<T> {
  const { name, version, migrations, seed, schema } = options;

  const valid = (items: unknown[]): T[] =>
    items.flatMap((item) => {
      const parsed = schema.safeParse(item);
      if (parsed.success) return [parsed.data];
      console.warn(`Dropped an invalid stored ${name} record`, parsed.error.issues);
      return [];
    });

  // Older items are migrated one by one, never re-seeded over the visitor's records.
  const migrate = (items: unknown[], from: number): unknown[] =>
    items.map((item) => {
      try {
        return migrateStored(item, from, version, migrations);
      } catch {
        return item; // The schema decides whether it still fits.
      }
    });

  const current = (stored: StoredCollection<T> | undefined): T[] => {
    if (!stored || !Array.isArray(stored.items)) return seed();
    const from = typeof stored.version === 'number' ? stored.version : 0;
    return valid(from < version ? migrate(stored.items, from) : stored.items);
  };

  const list = async (): Promise<T[]> => {
    const stored = await currentBackend().read<StoredCollection<T>>(name);
    return current(stored);
  };

  const write = async (change: (items: T[]) => T[]): Promise<T[]> => {
    let next: T[] = [];
    await currentBackend().update<StoredCollection<T>>(name, (stored) => {
      next = change(current(stored));
      return { version, items: next };
    });
    return next;
  };

  return {
    list,
    get: async (id) => (await list()).find((item) => item.id === id),
    put: async (item) => {
      await write((items) =>
        items.some((existing) => existing.id === item.id)
          ? items.map((existing) => (existing.id === item.id ? item : existing))
          : [...items, item],
      );
      return item;
    },
    remove: async (id) => {
      await write((items) => items.filter((item) => item.id !== id));
    },
    replaceAll: (items) => write(() => items),
  };
}
