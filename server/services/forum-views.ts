import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Caller } from '../caller';
import type { Db } from '../db/client';
import { forumThreads, forumThreadViews } from '../db/schema';

/** Who reads a thread, for its view count: the account, else the client's address. */
export interface ThreadReader {
  caller: Caller | null;
  /** The client's address; none for the server's own in-process reads (the prerenderer). */
  address?: string;
  now: Date;
}

/** The reader as stored: a hash, so the table holds no addresses or account ids as such. */
function viewerOf({ caller, address }: ThreadReader): string | undefined {
  const who = caller ? `account:${caller.sub}` : address && `address:${address}`;
  return who ? createHash('sha256').update(who).digest('base64url') : undefined;
}

/**
 * Counts a view of the thread unless this reader already viewed it today (UTC): the day's row
 * is the proof, in the database, so every process counts alike. The thread's earlier days'
 * rows go as its first view of a day is counted.
 */
export async function countThreadView(db: Db, threadId: string, reader: ThreadReader) {
  const viewer = viewerOf(reader);
  if (!viewer) return;
  const day = reader.now.toISOString().slice(0, 10);
  await db.transaction(async (tx) => {
    // Held until the end, so the thread cannot be deleted under its view row.
    const [thread] = await tx
      .select({ id: forumThreads.id })
      .from(forumThreads)
      .where(eq(forumThreads.id, threadId))
      .for('key share');
    if (!thread) return;
    const [first] = await tx
      .insert(forumThreadViews)
      .values({ threadId, viewer, day })
      .onConflictDoNothing()
      .returning({ day: forumThreadViews.day });
    if (!first) return;
    await tx
      .update(forumThreads)
      .set({ views: sql`${forumThreads.views} + 1` })
      .where(eq(forumThreads.id, threadId));
    await tx
      .delete(forumThreadViews)
      .where(and(eq(forumThreadViews.threadId, threadId), lt(forumThreadViews.day, day)));
  });
}
