import type { OutboxMail } from '@domain/mail-outbox';
import { api } from './api';

/** The store's e-mail outbox, newest first (admins; /api/mail-outbox). */
export const listOutbox = () => api<OutboxMail[]>('/mail-outbox', { signedIn: true });

/** Sends a waiting or failed e-mail now; rejects with the server's reason (409: already sent). */
export const sendMailNow = (id: string) =>
  api<OutboxMail>(`/mail-outbox/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
    signedIn: true,
  });
