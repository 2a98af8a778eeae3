import { randomBytes } from 'node:crypto';
import { catalogueChannel } from '../cache';
import type { Database } from '../db/client';

/** What the other public data's triggers NOTIFY on every committed write (migration 0026). */
export const publicChannel = 'public_changed';

/** One painted response: its status (a 404 stays a 404) and its HTML, nonce left as a token. */
export interface PaintedPage {
  status: number;
  html: string;
  /** Sent but not kept (a paint that failed and fell back to the bare shell). */
  transient?: boolean;
}

/**
 * The painted public pages of one server process, by host, path and query, so a page's React
 * render, head and database reads are paid once until its data changes. Pages are painted with
 * `nonceToken` as their CSP nonce; `withNonce` puts each response's own in its place.
 *
 * Invalidation is coarse: any write to the catalogue (`catalogue_changed`, 0001) or to the
 * other public data (`public_changed`, 0026: content, settings, shipping, the forum) forgets
 * every page, in every process sharing the database, as the catalogue cache does
 * (server/cache.ts); a write through this process forgets at once (`forgetAfterWrites`).
 * Entries also expire after `ttlMs`, which bounds what no write announces (a thread's view
 * count, content whose dates start or end). While a listening connection is down nothing is
 * kept, and everything is forgotten when it is back.
 */
export interface PageCache {
  /** `key`'s page from memory, or from `paint` (concurrent misses share one paint). */
  page(key: string, paint: () => Promise<PaintedPage>): Promise<PaintedPage>;
  /** Forgets every page; paints already under way are not kept either. */
  forget(): void;
  /** Pages painted and pages served from memory since the start (tests, the bench). */
  readonly counts: { painted: number; served: number; size: number };
  /** Stops listening (before the database closes). */
  close(): Promise<void>;
}

export interface PageCacheOptions {
  /** Most pages kept; the least recently used goes first. */
  maxPages?: number;
  /** Most characters of HTML kept in all. */
  maxChars?: number;
  /** How long a page is kept at most. */
  ttlMs?: number;
  /** How long to wait before listening again after a connection was lost. */
  retryMs?: number;
}

/** Painted pages carry this instead of a nonce; random per process, so no page text spells it. */
export const nonceToken = `ff-nonce-${randomBytes(12).toString('hex')}`;

/** A cached page's HTML with this response's nonce. */
export const withNonce = (html: string, nonce: string) => html.replaceAll(nonceToken, () => nonce);

export async function openPageCache(
  database: Pick<Database, 'listen'>,
  { maxPages = 500, maxChars = 50_000_000, ttlMs = 60_000, retryMs = 1000 }: PageCacheOptions = {},
): Promise<PageCache> {
  const pages = leastRecentlyUsed<PaintedPage>({
    maxEntries: maxPages,
    maxSize: maxChars,
    sizeOf: (page) => page.html.length,
    ttlMs,
  });
  const painting = new Map<string, Promise<PaintedPage>>();
  const counts = { painted: 0, served: 0, size: 0 };
  // Bumped by every forget: a paint that started before it is not kept.
  let generation = 0;
  const channels = [catalogueChannel, publicChannel];
  const stops = new Map<string, () => Promise<void>>();
  const retries = new Set<NodeJS.Timeout>();
  let closed = false;

  const forget = () => {
    generation += 1;
    pages.clear();
    painting.clear();
  };
  const listening = () => stops.size === channels.length;

  const listen = async (channel: string) => {
    const stop = await database.listen(channel, {
      onNotify: forget,
      onLost: (error) => lost(channel, error),
    });
    if (closed) return stop();
    stops.set(channel, stop);
    forget();
  };
  function lost(channel: string, error: Error) {
    stops.delete(channel);
    forget();
    console.warn(`Painted page cache off until the database notifies again: ${error.message}`);
    if (closed) return;
    const retry = setTimeout(() => {
      retries.delete(retry);
      listen(channel).catch((failure: Error) => lost(channel, failure));
    }, retryMs);
    retry.unref();
    retries.add(retry);
  }

  await Promise.all(channels.map(listen));

  return {
    page(key, paint) {
      const kept = pages.get(key);
      if (kept) {
        counts.served += 1;
        return Promise.resolve(kept);
      }
      const under = painting.get(key);
      if (under) return under;
      counts.painted += 1;
      const started = generation;
      const painted = paint();
      if (!listening()) return painted;
      painting.set(key, painted);
      const done = () => {
        if (painting.get(key) === painted) painting.delete(key);
      };
      // Failures are not remembered.
      painted.then((page) => {
        done();
        if (started === generation && listening() && !page.transient) pages.set(key, page);
      }, done);
      return painted;
    },
    forget,
    counts: {
      get painted() {
        return counts.painted;
      },
      get served() {
        return counts.served;
      },
      get size() {
        return pages.size;
      },
    },
    async close() {
      closed = true;
      for (const retry of retries) clearTimeout(retry);
      forget();
      await Promise.all([...stops.values()].map((stop) => stop()));
      stops.clear();
    },
  };
}

interface LruOptions<T> {
  maxEntries: number;
  maxSize: number;
  sizeOf: (value: T) => number;
  ttlMs: number;
}

/**
 * A map that keeps at most `maxEntries` values of `maxSize` in all, dropping the least recently
 * read first, each for `ttlMs` at most. (The `lru-cache` in node_modules is an old transitive
 * copy, not a dependency of ours; a Map's insertion order is all an LRU needs.)
 */
export function leastRecentlyUsed<T>({ maxEntries, maxSize, sizeOf, ttlMs }: LruOptions<T>) {
  const entries = new Map<string, { value: T; size: number; until: number }>();
  let total = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.size;
  };
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      drop(key);
      if (entry.until <= Date.now()) return undefined;
      // Read last: the last to go.
      entries.set(key, entry);
      total += entry.size;
      return entry.value;
    },
    set(key: string, value: T) {
      drop(key);
      const size = sizeOf(value);
      if (size > maxSize) return;
      entries.set(key, { value, size, until: Date.now() + ttlMs });
      total += size;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && total <= maxSize) break;
        drop(oldest);
      }
    },
    clear() {
      entries.clear();
      total = 0;
    },
    get size() {
      return entries.size;
    },
  };
}
