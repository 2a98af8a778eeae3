import { describe, expect, it, vi } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { createCartStore } from './cart-store';
import { createFavoritesStore } from './favorites-store';
import { createPersistedStore } from './persisted-store';
import { array, object, string } from './stored-shape';

function memoryStorage(initial: Record<string, unknown> = {}): StateStorage & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial).map(([k, v]) => [k, JSON.stringify(v)]));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const line = (id: string, quantity = 1) => ({
  id: `${id}:8 oz`,
  productId: id,
  name: `Product ${id}`,
  size: '8 oz',
  priceCents: 1299,
  quantity,
  image: '/p.svg',
});

describe('persisted stores keep every valid line', () => {
  it('drops the one corrupted cart line and keeps the others', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage({
      'ff.cart': {
        version: 1,
        state: { lines: [line('a'), { ...line('b'), priceCents: 'free' }, null, line('c', 3)] },
      },
    });
    const cart = createCartStore(storage);
    await cart.persist.rehydrate();
    expect(cart.getState().lines.map((l) => [l.productId, l.quantity])).toEqual([
      ['a', 1],
      ['c', 3],
    ]);
    // The next write stores the kept lines only.
    cart.getState().increment('a:8 oz');
    const saved = JSON.parse(storage.data.get('ff.cart')!) as { state: { lines: unknown[] } };
    expect(saved.state.lines).toHaveLength(2);
  });

  it('keeps the valid guest favourites when one is invalid', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const favorite = {
      id: 1,
      type: 'recipe',
      refId: 'brisket',
      name: 'Brisket',
      category: 'Beef',
      image: '/b.svg',
      addedAt: '2026-01-02T10:00:00.000Z',
    };
    const storage = memoryStorage({
      'ff.favorites': {
        version: 1,
        state: { items: [favorite, { ...favorite, id: 2, type: 'poster' }] },
      },
    });
    const favorites = createFavoritesStore(() => [], storage);
    await favorites.persist.rehydrate();
    expect(favorites.getState().items.map((item) => item.refId)).toEqual(['brisket']);
  });

  it('a stored value that is not the shape at all leaves the initial state', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cart = createCartStore(memoryStorage({ 'ff.cart': { version: 1, state: 'garbage' } }));
    await cart.persist.rehydrate();
    expect(cart.getState().lines).toEqual([]);
  });
});

describe('persisted stores migrate an older shape step by step', () => {
  // A test store whose shape changed twice: v1 kept names, v2 split them, v3 added a note.
  interface Book {
    contacts: { first: string; last: string; note: string }[];
  }
  const contactSchema = object<Book['contacts'][number]>({
    first: string(),
    last: string(),
    note: string(),
  });
  const bookSchema = object<Book>({ contacts: array(contactSchema) });
  const migrations = {
    2: (v1: unknown) => ({
      contacts: (v1 as { names: string[] }).names.map((name) => {
        const [first = '', ...rest] = name.split(' ');
        return { first, last: rest.join(' ') };
      }),
    }),
    3: (v2: unknown) => ({
      contacts: (v2 as { contacts: object[] }).contacts.map((c) => ({ ...c, note: '' })),
    }),
  };
  const createBook = (storage: StateStorage) =>
    createPersistedStore<Book, Book & { add: (first: string) => void }>({
      name: 'book',
      version: 3,
      migrations,
      schema: bookSchema,
      storage,
      initial: () => ({ contacts: [] }),
      pick: ({ contacts }) => ({ contacts }),
      actions: (set, get) => ({
        add: (first) => set({ contacts: [...get().contacts, { first, last: '', note: '' }] }),
      }),
    });

  it('runs every step from the stored version and saves the migrated data', async () => {
    const storage = memoryStorage({
      book: { version: 1, state: { names: ['Aaron Franklin', 'Pat'] } },
    });
    const book = createBook(storage);
    await book.persist.rehydrate();
    expect(book.getState().contacts).toEqual([
      { first: 'Aaron', last: 'Franklin', note: '' },
      { first: 'Pat', last: '', note: '' },
    ]);
    expect(JSON.parse(storage.data.get('book')!)).toEqual({
      version: 3,
      state: { contacts: book.getState().contacts },
    });
  });

  it('starts from the stored version: a v2 record runs only step 3', async () => {
    const storage = memoryStorage({
      book: { version: 2, state: { contacts: [{ first: 'Pat', last: 'Martin' }] } },
    });
    const book = createBook(storage);
    await book.persist.rehydrate();
    expect(book.getState().contacts).toEqual([{ first: 'Pat', last: 'Martin', note: '' }]);
  });

  it('a step that throws keeps the stored data for the schema, never wipes it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage({
      book: { version: 2, state: { contacts: [{ first: 'Pat', last: 'M', note: 'x' }, 7] } },
    });
    const book = createPersistedStore<Book, Book>({
      name: 'book',
      version: 3,
      migrations: {
        3: () => {
          throw new Error('bad step');
        },
      },
      schema: bookSchema,
      storage,
      initial: () => ({ contacts: [] }),
      pick: ({ contacts }) => ({ contacts }),
      actions: () => ({}),
    });
    await book.persist.rehydrate();
    expect(book.getState().contacts).toEqual([{ first: 'Pat', last: 'M', note: 'x' }]);
  });
});
