import { z } from 'zod';

/** Where an e-mail the store wrote stands in the outbox. */
export const outboxStatuses = ['pending', 'failed', 'sent'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** One e-mail as the console lists it: to whom, what, and how its delivery went. */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  /** The relay's last answer when an attempt failed (or why nothing could be sent). */
  lastError: string | null;
  /** When the next attempt is due (pending e-mail). */
  nextAttemptAt: string;
  createdAt: string;
  sentAt: string | null;
}

export const outboxListQuerySchema = z.object({
  status: z.enum(outboxStatuses, { error: 'Choose pending, failed or sent' }).optional(),
});

/** At most this many e-mails in one list, newest first. */
export const outboxListLimit = 200;
