import { z } from 'zod';

/**
 * The background jobs the console shows beside the e-mail (the e-mail's own jobs are its
 * outbox's rows on the same screen): the club's renewals and the pruning of sent e-mail.
 */
export const consoleJobNames = ['renew_memberships', 'prune_sent_mail'] as const;
export type ConsoleJobName = (typeof consoleJobNames)[number];

/** Pending: waiting to run, running, or waiting for its next retry; failed: out of retries. */
export const jobStates = ['pending', 'failed'] as const;
export type JobState = (typeof jobStates)[number];

/** One job of the queue as the console lists it. */
export interface BackgroundJob {
  id: string;
  name: ConsoleJobName;
  state: JobState;
  /** Runs so far (0 for a job that has not started). */
  attempts: number;
  /** Why the last run failed (the job's error message), if one did. */
  lastError: string | null;
  createdAt: string;
  /** When its last run started. */
  startedAt: string | null;
  /** When it failed for good. */
  completedAt: string | null;
}

export const jobListQuerySchema = z.object({
  state: z.enum(jobStates, { error: 'Choose pending or failed' }).optional(),
});

/** A job in the path: its queue and its id; any other shape names no job (404). */
export const jobParamSchema = z.object({
  name: z.enum(consoleJobNames),
  id: z.uuid(),
});

/** At most this many jobs in one list, newest first. */
export const jobListLimit = 100;
