/**
 * Keeps one list of a signed-in account (the cart's lines, the favourites) in step with the
 * store server, without ever dropping what the shopper did meanwhile.
 *
 * The list the shopper sees changes at once and is kept in localStorage together with the
 * server copy it was made over (`SyncRecord.server`). One request runs at a time:
 *
 *   loading ──ok──▶ (changes here?) ──yes──▶ saving ──ok──▶ (more changes?) ──no──▶ idle
 *      │                 └──no──▶ idle          │                └──yes──▶ saving
 *      └──failed──▶ failed ◀────────failed──────┘
 *   idle ──a change──▶ saving        failed ──a change, a retry, back online──▶ the same step
 *   refused (a limit) ──▶ the refused changes are undone, the shopper told why ──▶ loading
 *   any ──stop (sign-out, another account)──▶ stopped: answers still on their way are dropped
 *
 * Loading replays the changes made here since `server` over the server's copy (see
 * account-merge.ts), so a line added while the copy loads, while a save is on its way or
 * while the server cannot be reached is kept and saved. A save carries an id, kept until its
 * answer arrives: if the page closes first, the next load sees from the cart's id that the
 * save arrived, and does not add its lines a second time (favourites are saved by key, so a
 * repeat is harmless).
 */

export type SyncPhase = 'loading' | 'saving' | 'idle' | 'failed' | 'stopped';

/** What the browser keeps beside the list: the server's copy it was last made over. */
export interface SyncRecord<Item> {
  server: Item[];
  /** The id of a save sent and not answered yet. */
  sending?: string;
}

/** The server's copy of the list, and the id of the save that wrote it when the server keeps one. */
export interface ServerCopy<Item> {
  items: Item[];
  saveId?: string | null;
}

/** The list as the store holds it. */
export interface SyncedList<Item> {
  read(): { items: Item[]; sync: SyncRecord<Item> | undefined };
  write(items: Item[], sync: SyncRecord<Item>): void;
  /** Calls back on every change (the shopper's, another tab's, this sync's own). */
  subscribe(listener: () => void): () => void;
}

/** What to do after a failed request: try again later, undo the refused changes, or wait. */
export type FailureKind = 'retry' | 'refused' | 'wait';

export interface AccountSyncOptions<Item> {
  list: SyncedList<Item>;
  load: () => Promise<ServerCopy<Item>>;
  /** Saves `items` (the changes since `base`); answers with the server's copy. */
  save: (items: Item[], base: Item[], saveId: string) => Promise<ServerCopy<Item>>;
  rebase: (base: readonly Item[], local: readonly Item[], server: readonly Item[]) => Item[];
  same: (a: readonly Item[], b: readonly Item[]) => boolean;
  classify: (error: unknown) => FailureKind;
  /** The server refused a save (e.g. a limit): its changes are undone; say why. */
  onRefused?: (error: unknown) => void;
  /** Waits before the 1st, 2nd, … retry; the last repeats. */
  retryDelaysMs?: readonly number[];
  newSaveId?: () => string;
}

export interface AccountSync {
  readonly phase: SyncPhase;
  /** Resolves once no request is running (idle or failed); at once when stopped. */
  settled(): Promise<void>;
  /** Tries again now (e.g. the browser is back online). */
  wake(): void;
  stop(): void;
}

const defaultRetryDelaysMs = [1_000, 2_000, 5_000, 15_000, 30_000];

export function startAccountSync<Item>({
  list,
  load,
  save,
  rebase,
  same,
  classify,
  onRefused,
  retryDelaysMs = defaultRetryDelaysMs,
  newSaveId = () => crypto.randomUUID(),
}: AccountSyncOptions<Item>): AccountSync {
  let phase: SyncPhase = 'loading';
  let loaded = false;
  let running: Promise<void> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const stopped = () => phase === 'stopped';

  function current() {
    const { items, sync } = list.read();
    // No record: nothing here was made over an older copy, so nothing is waiting to be sent.
    return { items, server: sync?.server ?? items, sending: sync?.sending };
  }

  async function loadCopy() {
    phase = 'loading';
    const copy = await load();
    if (stopped()) return;
    const { items, server, sending } = current();
    // The save sent last arrived though its answer never did: the copy holds it already.
    const arrived = sending !== undefined && copy.saveId === sending;
    list.write(rebase(arrived ? copy.items : server, items, copy.items), { server: copy.items });
    loaded = true;
  }

  async function saveChanges() {
    phase = 'saving';
    const { items: sent, server: base } = current();
    const saveId = newSaveId();
    list.write(sent, { server: base, sending: saveId });
    let copy: ServerCopy<Item>;
    try {
      copy = await save(sent, base, saveId);
    } catch (error) {
      if (stopped() || classify(error) !== 'refused') throw error;
      // The server will not take these changes: back to its copy, with what came after kept.
      list.write(rebase(sent, current().items, base), { server: base });
      loaded = false;
      onRefused?.(error);
      return;
    }
    if (stopped()) return;
    list.write(rebase(sent, current().items, copy.items), { server: copy.items });
  }

  async function loop() {
    while (!stopped()) {
      const { items, server } = current();
      const step = !loaded ? loadCopy : !same(items, server) ? saveChanges : undefined;
      if (!step) {
        phase = 'idle';
        return;
      }
      try {
        await step();
        failures = 0;
      } catch (error) {
        if (stopped()) return;
        phase = 'failed';
        if (classify(error) === 'retry') {
          const delay = retryDelaysMs[Math.min(failures, retryDelaysMs.length - 1)] ?? 0;
          failures += 1;
          retryTimer = setTimeout(wake, delay);
        }
        return;
      }
    }
  }

  function wake() {
    clearTimeout(retryTimer);
    // A change while a request runs waits for it: the loop looks again once it is answered.
    if (stopped() || running) return;
    running = Promise.resolve()
      .then(loop)
      .finally(() => (running = undefined));
  }

  const unsubscribe = list.subscribe(wake);
  wake();

  return {
    get phase() {
      return phase;
    },
    settled: () => running ?? Promise.resolve(),
    wake,
    stop() {
      phase = 'stopped';
      clearTimeout(retryTimer);
      unsubscribe();
    },
  };
}
