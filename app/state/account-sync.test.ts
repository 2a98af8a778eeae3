import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { rebaseCart, sameCart } from './account-merge';
import {
  startAccountSync,
  type ServerCopy,
  type SyncedList,
  type SyncRecord,
} from './account-sync';
import type { CartLine } from './cart-store';

const line = (productId: string, quantity = 1): CartLine => ({
  id: `${productId}:12 oz`,
  productId,
  name: productId,
  size: '12 oz',
  priceCents: 1299,
  quantity,
  image: '/favicon.svg',
});

const quantities = (lines: readonly CartLine[]) =>
  Object.fromEntries(lines.map((l) => [l.productId, l.quantity]));

/** The store's list in memory; `shopper` changes it as the cart's buttons do. */
function memoryList(
  items: CartLine[] = [],
  sync: SyncRecord<CartLine> | undefined = { server: [] },
) {
  let state = { items, sync };
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const list: SyncedList<CartLine> = {
    read: () => state,
    write: (next, record) => {
      state = { items: next, sync: record };
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const shopper = {
    add: (productId: string, quantity = 1) => {
      const there = state.items.find((l) => l.productId === productId);
      state = {
        ...state,
        items: there
          ? state.items.map((l) => (l === there ? { ...l, quantity: l.quantity + quantity } : l))
          : [...state.items, line(productId, quantity)],
      };
      notify();
    },
  };
  return { list, shopper, state: () => state };
}

class Refused extends Error {}

interface Call {
  kind: 'load' | 'save';
  items: CartLine[];
  saveId?: string;
  answer: (copy: ServerCopy<CartLine>) => void;
  fail: (error: Error) => void;
}

/** A server whose every answer the test gives, when it chooses. */
function slowServer() {
  const calls: Call[] = [];
  const call = (kind: Call['kind'], items: CartLine[] = [], saveId?: string) =>
    new Promise<ServerCopy<CartLine>>((answer, fail) =>
      calls.push({ kind, items, saveId, answer, fail }),
    );
  return {
    load: () => call('load'),
    save: (items: CartLine[], _base: CartLine[], saveId: string) => call('save', items, saveId),
    /** The next request the browser sent. */
    async next(kind: Call['kind']): Promise<Call> {
      await vi.waitFor(() => expect(calls[0]?.kind).toBe(kind));
      return calls.shift()!;
    },
    pending: () => calls.length,
  };
}

function start(
  list: SyncedList<CartLine>,
  server: ReturnType<typeof slowServer>,
  onRefused = vi.fn(),
) {
  return startAccountSync({
    list,
    load: server.load,
    save: server.save,
    rebase: rebaseCart,
    same: sameCart,
    classify: (error) => (error instanceof Refused ? 'refused' : 'retry'),
    onRefused,
    // Long enough that a test sees the failure; the test of retrying moves the clock.
    retryDelaysMs: [60_000],
  });
}

describe('keeping an account’s cart in step with the server', () => {
  it('keeps a line added while the server’s copy loads, and saves both', async () => {
    const { list, shopper, state } = memoryList();
    const server = slowServer();
    const sync = start(list, server);
    const load = await server.next('load');
    expect(sync.phase).toBe('loading');
    shopper.add('rub');
    load.answer({ items: [line('sauce', 2)] });

    const save = await server.next('save');
    expect(quantities(save.items)).toEqual({ sauce: 2, rub: 1 });
    expect(quantities(state().items)).toEqual({ sauce: 2, rub: 1 });
    save.answer({ items: save.items, saveId: save.saveId });
    await sync.settled();
    expect(sync.phase).toBe('idle');
    expect(state().sync).toEqual({ server: save.items });
  });

  it('keeps a line added while a save is on its way, and saves it next', async () => {
    const { list, shopper, state } = memoryList();
    const server = slowServer();
    const sync = start(list, server);
    (await server.next('load')).answer({ items: [] });
    await sync.settled();
    shopper.add('rub');
    const first = await server.next('save');
    expect(sync.phase).toBe('saving');
    shopper.add('sauce');
    shopper.add('rub');
    expect(server.pending()).toBe(0);
    // The server answers with the rub priced anew.
    first.answer({ items: [{ ...line('rub'), priceCents: 999 }], saveId: first.saveId });

    const second = await server.next('save');
    expect(quantities(second.items)).toEqual({ rub: 2, sauce: 1 });
    expect(second.items[0]?.priceCents).toBe(999);
    second.answer({ items: second.items, saveId: second.saveId });
    await sync.settled();
    expect(quantities(state().items)).toEqual({ rub: 2, sauce: 1 });
    expect(sync.phase).toBe('idle');
  });

  it('keeps the changes while saves fail, and sends them once the server answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    const { list, shopper, state } = memoryList();
    const server = slowServer();
    const sync = start(list, server);
    (await server.next('load')).answer({ items: [] });
    await sync.settled();
    shopper.add('rub');
    (await server.next('save')).fail(new Error('offline'));
    await vi.waitFor(() => expect(sync.phase).toBe('failed'));
    expect(quantities(state().items)).toEqual({ rub: 1 });
    // Not confirmed: the server copy this browser knows is still the empty one.
    expect(state().sync?.server).toEqual([]);
    // A change tries again at once; a failure again waits, then tries again by itself.
    shopper.add('sauce');
    (await server.next('save')).fail(new Error('offline'));
    await vi.waitFor(() => expect(sync.phase).toBe('failed'));
    expect(server.pending()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    const retry = await server.next('save');
    expect(quantities(retry.items)).toEqual({ rub: 1, sauce: 1 });
    retry.answer({ items: retry.items, saveId: retry.saveId });
    await vi.waitFor(() => expect(sync.phase).toBe('idle'));
    expect(state().sync).toEqual({ server: retry.items });
  });

  it('loads again when loading fails, with what was added meanwhile', async () => {
    const { list, shopper, state } = memoryList();
    const server = slowServer();
    const sync = start(list, server);
    (await server.next('load')).fail(new Error('offline'));
    await vi.waitFor(() => expect(sync.phase).toBe('failed'));
    shopper.add('rub');
    (await server.next('load')).answer({ items: [line('sauce')] });
    const save = await server.next('save');
    expect(quantities(save.items)).toEqual({ sauce: 1, rub: 1 });
    save.answer({ items: save.items, saveId: save.saveId });
    await vi.waitFor(() => expect(sync.phase).toBe('idle'));
    expect(quantities(state().items)).toEqual({ sauce: 1, rub: 1 });
  });

  it('does not add a line twice when its save arrived but the page closed before the answer', async () => {
    // What the closed page left: the rub added, sent with save s-1, no answer.
    const { list, state } = memoryList([line('rub', 2)], { server: [], sending: 's-1' });
    const server = slowServer();
    const sync = start(list, server);
    (await server.next('load')).answer({ items: [line('rub', 2)], saveId: 's-1' });
    await sync.settled();
    expect(quantities(state().items)).toEqual({ rub: 2 });
    expect(sync.phase).toBe('idle');
    expect(server.pending()).toBe(0);
  });

  it('sends again a save that never arrived', async () => {
    const { list, state } = memoryList([line('rub', 2)], { server: [], sending: 's-1' });
    const server = slowServer();
    const sync = start(list, server);
    // Another device saved since (s-2): the rub from here is added to its sauce.
    (await server.next('load')).answer({ items: [line('sauce')], saveId: 's-2' });
    const save = await server.next('save');
    expect(quantities(save.items)).toEqual({ sauce: 1, rub: 2 });
    save.answer({ items: save.items, saveId: save.saveId });
    await sync.settled();
    expect(quantities(state().items)).toEqual({ sauce: 1, rub: 2 });
  });

  it('undoes changes the server refuses, says why, and reads its copy again', async () => {
    const { list, shopper, state } = memoryList();
    const server = slowServer();
    const onRefused = vi.fn();
    const sync = start(list, server, onRefused);
    (await server.next('load')).answer({ items: [line('sauce')] });
    await sync.settled();
    shopper.add('rub');
    const refusal = new Refused('A cart can have at most 50 lines');
    (await server.next('save')).fail(refusal);
    (await server.next('load')).answer({ items: [line('sauce')] });
    await sync.settled();
    expect(onRefused).toHaveBeenCalledWith(refusal);
    expect(quantities(state().items)).toEqual({ sauce: 1 });
    expect(sync.phase).toBe('idle');
  });

  it('drops an answer that arrives after it stopped (signed out, another account)', async () => {
    const { list, state } = memoryList([line('rub')], { server: [line('rub')] });
    const server = slowServer();
    const sync = start(list, server);
    const load = await server.next('load');
    sync.stop();
    load.answer({ items: [line('sauce')] });
    await sync.settled();
    expect(quantities(state().items)).toEqual({ rub: 1 });
    expect(sync.phase).toBe('stopped');
    expect(server.pending()).toBe(0);
  });
});
