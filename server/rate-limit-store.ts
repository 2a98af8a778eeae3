import { and, eq, gt, like, lte, sql } from 'drizzle-orm';
import type { ClientRateLimitInfo, Store } from 'hono-rate-limiter';
import type { Db } from './db/client';
import { rateLimitHits } from './db/schema';
import type { AppEnv } from './env';

/**
 * A `hono-rate-limiter` store whose counters are rows of `rate_limit_hits`, so every server
 * process on the database counts the same hits. `prefix` keeps each limiter's keys apart.
 * Windows run on the database's clock, the one clock all processes share.
 */
export class DatabaseRateLimitStore implements Store<AppEnv> {
  readonly localKeys = false;
  #windowMs = 60_000;
  #lastSweep = Date.now();

  constructor(
    private readonly db: Db,
    readonly prefix: string,
  ) {}

  init(options: { windowMs: number }) {
    this.#windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await this.db
      .select({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, this.#keyOf(key)), gt(rateLimitHits.resetAt, sql`now()`)));
    return row && { totalHits: row.hits, resetTime: row.resetAt };
  }

  /** One statement, so increments from any number of processes at once each count once. */
  async increment(key: string): Promise<ClientRateLimitInfo> {
    this.#sweepNowAndThen();
    const expired = sql`${rateLimitHits.resetAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({
        key: this.#keyOf(key),
        hits: 1,
        resetAt: sql`now() + make_interval(secs => ${this.#windowMs / 1000})`,
      })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt });
    return { totalHits: row!.hits, resetTime: row!.resetAt };
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .update(rateLimitHits)
      .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
      .where(and(eq(rateLimitHits.key, this.#keyOf(key)), gt(rateLimitHits.resetAt, sql`now()`)));
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(rateLimitHits).where(eq(rateLimitHits.key, this.#keyOf(key)));
  }

  async resetAll(): Promise<void> {
    await this.db.delete(rateLimitHits).where(like(rateLimitHits.key, `${this.prefix}%`));
  }

  #keyOf(key: string) {
    return `${this.prefix}${key}`;
  }

  /**
   * Once a window, every limiter's rows whose window has ended go (an expired row would only
   * be reused by the same client). Not awaited: a failed sweep costs nothing but rows the next one removes.
   */
  #sweepNowAndThen() {
    if (Date.now() - this.#lastSweep < this.#windowMs) return;
    this.#lastSweep = Date.now();
    this.db
      .delete(rateLimitHits)
      .where(lte(rateLimitHits.resetAt, sql`now()`))
      .then(
        () => undefined,
        () => undefined,
      );
  }
}
