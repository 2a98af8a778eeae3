import { lt, sql } from 'drizzle-orm';
import { mailsPerRecipientPerDay } from '../../domain/message-schemas';
import type { Db, Tx } from '../db/client';
import { mailRecipientDays } from '../db/schema';

/**
 * Counts one e-mail to an address typed into a form and says whether it may go: at most
 * `mailsPerRecipientPerDay` a day (UTC). The count is one atomic upsert, so concurrent requests
 * and other processes on the same database cannot both take the last one.
 */
export async function claimMailTo(db: Db | Tx, email: string, now: Date): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const [row] = await db
    .insert(mailRecipientDays)
    .values({ email: email.trim().toLowerCase(), day, sent: 1 })
    .onConflictDoUpdate({
      target: [mailRecipientDays.email, mailRecipientDays.day],
      set: { sent: sql`${mailRecipientDays.sent} + 1` },
    })
    .returning({ sent: mailRecipientDays.sent });
  // Earlier days no longer count.
  await db.delete(mailRecipientDays).where(lt(mailRecipientDays.day, day));
  return row!.sent <= mailsPerRecipientPerDay;
}
