import type { BackgroundJob, ConsoleJobName, JobState } from '@domain/jobs';

/** Each job's queue in words, as the Background jobs table names it. */
export const jobNameLabels: Record<ConsoleJobName, string> = {
  renew_memberships: 'Club renewals',
  prune_sent_mail: 'Pruning sent e-mail',
};

/** Each state in words, as the table and its badges say it. */
export const jobStateLabels: Record<JobState, string> = {
  pending: 'Waiting',
  failed: 'Failed',
};

/** Only a failed job can be retried; a waiting one runs anyway. */
export const mayRetryJob = (job: BackgroundJob) => job.state === 'failed';

/** The times a job has: when it was queued, when its last run started, when it failed. */
export function jobTimes(job: BackgroundJob): { label: string; at: string }[] {
  return [
    { label: 'Queued', at: job.createdAt },
    ...(job.startedAt ? [{ label: 'Last run', at: job.startedAt }] : []),
    ...(job.completedAt ? [{ label: 'Failed', at: job.completedAt }] : []),
  ];
}
