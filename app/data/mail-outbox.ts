import type { OutboxMail } from '@domain/mail-outbox';
import type { BackgroundJob } from '@domain/jobs';
import { api } from './api';

/** The store's e-mail outbox, newest first (admins; /api/mail-outbox). */
export const listOutbox = () => api<OutboxMail[]>('/mail-outbox', { signedIn: true });

/** Sends a waiting or failed e-mail now; rejects with the server's reason (409: already sent). */
export const sendMailNow = (id: string) =>
  api<OutboxMail>(`/mail-outbox/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
    signedIn: true,
  });

/** The renewals' and pruning's jobs that are waiting or failed, newest first (admins; /api/jobs). */
export const listJobs = () => api<BackgroundJob[]>('/jobs', { signedIn: true });

/** Runs a failed job again; rejects with the server's reason (409: it is not failed). */
export const retryJob = (job: Pick<BackgroundJob, 'name' | 'id'>) =>
  api<BackgroundJob>(`/jobs/${encodeURIComponent(job.name)}/${encodeURIComponent(job.id)}/retry`, {
    method: 'POST',
    signedIn: true,
  });
