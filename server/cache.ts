import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { TypedResponse } from 'hono/types';
import type { JSONParsed } from 'hono/utils/types';
import type { Database } from './db/client';

/** What the catalogue's triggers NOTIFY on every committed write (migration 0001). */
export const catalogueChannel = 'catalogue_changed';

/** A response body kept as JSON text; the type parameter is what it encodes. */
export type CachedJson<T> = string & { readonly encodes?: T };

/**
 * The serialised catalogue responses (product list, one product, recipe list) of one server
 * process. Any write through this process forgets them at once (`forgetAfterWrites`); a write
 * through another process that shares the database reaches this one as a NOTIFY from the
 * catalogue's triggers, sent inside the writing transaction, so it is heard only after the
 * commit. While the listening connection is down nothing is cached, and everything is
 * forgotten when it is back, so a missed notification can never leave a stale answer.
 */
export interface CatalogueCache {
  /** `key`'s JSON, from memory, or from `load` (concurrent misses share one load). */
  json<T>(key: string, load: () => Promise<T>): Promise<CachedJson<T>>;
  /** Forgets every entry; loads already under way are not kept either. */
  forget(): void;
  /** Stops listening (before the database closes). */
  close(): Promise<void>;
}

export interface CatalogueCacheOptions {
  /** How long to wait before listening again after the connection was lost. */
  retryMs?: number;
}

export async function openCatalogueCache(
  database: Pick<Database, 'listen'>,
  { retryMs = 1000 }: CatalogueCacheOptions = {},
): Promise<CatalogueCache> {
  const entries = new Map<string, Promise<string>>();
  let stopListening: (() => Promise<void>) | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const forget = () => entries.clear();

  const listen = async () => {
    const stop = await database.listen(catalogueChannel, { onNotify: forget, onLost: lost });
    if (closed) return stop();
    stopListening = stop;
    // Whatever changed while nobody listened is forgotten with the rest.
    forget();
  };
  function lost(error: Error) {
    stopListening = undefined;
    forget();
    console.warn(`Catalogue cache off until the database notifies again: ${error.message}`);
    scheduleRetry();
  }
  function scheduleRetry() {
    if (closed) return;
    retry = setTimeout(() => {
      listen().catch(scheduleRetry);
    }, retryMs);
    retry.unref();
  }

  await listen();

  return {
    json<T>(key: string, load: () => Promise<T>) {
      if (!stopListening) return load().then((value) => JSON.stringify(value));
      let entry = entries.get(key);
      if (!entry) {
        const loading = load().then((value) => JSON.stringify(value));
        entries.set(key, loading);
        // Failures (an unknown id, the database being down) are not remembered.
        loading.catch(() => {
          if (entries.get(key) === loading) entries.delete(key);
        });
        entry = loading;
      }
      return entry;
    },
    forget,
    async close() {
      closed = true;
      clearTimeout(retry);
      forget();
      await stopListening?.();
      stopListening = undefined;
    },
  };
}

/** Sends cached JSON, typed as `c.json(value)` would be for Hono's RPC client. */
export function sendJson<T>(c: Context, body: CachedJson<T>) {
  const response: Response = c.body(body, 200, { 'content-type': 'application/json' });
  return response as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After any request that may write, this process forgets at once, so its next read is fresh;
 * other processes hear of the write from the database.
 */
export const forgetAfterWrites = (cache: Pick<CatalogueCache, 'forget'>) =>
  createMiddleware(async (c, next) => {
    try {
      await next();
    } finally {
      if (!reads.has(c.req.method)) cache.forget();
    }
  });
