import type { OutboxMail, OutboxStatus } from '@domain/mail-outbox';

/** The status chips: every e-mail (the default), or one status. */
export const mailViews = [
  { id: 'all', label: 'All' },
  { id: 'pending', label: 'Waiting' },
  { id: 'failed', label: 'Failed' },
  { id: 'sent', label: 'Sent' },
] as const;
export type MailView = (typeof mailViews)[number]['id'];

export function readMailView(value: string | null): MailView {
  return mailViews.some((view) => view.id === value) ? (value as MailView) : 'all';
}

export function mailIn(mail: readonly OutboxMail[], view: MailView): OutboxMail[] {
  return view === 'all' ? [...mail] : mail.filter((one) => one.status === view);
}

/** Each status in words, as the table and its badges say it. */
export const outboxStatusLabels: Record<OutboxStatus, string> = {
  pending: 'Waiting',
  failed: 'Failed',
  sent: 'Sent',
};

/** Waiting and failed e-mail can be sent now; a sent one cannot. */
export const maySendNow = (mail: OutboxMail) => mail.status !== 'sent';
