import { describe, expect, it } from 'vitest';
import type { OutboxMail } from '@domain/mail-outbox';
import { mailIn, maySendNow, readMailView } from './mail-views';

const mail = (status: OutboxMail['status']): OutboxMail => ({
  id: status,
  to: 'pat@example.com',
  subject: 'Your order is confirmed',
  status,
  attempts: 1,
  lastError: null,
  nextAttemptAt: '2026-11-28T12:00:00.000Z',
  createdAt: '2026-11-28T12:00:00.000Z',
  sentAt: null,
});

describe('the E-mail screen’s views', () => {
  it('reads a view from the URL, every e-mail when it names none it knows', () => {
    expect(readMailView('failed')).toBe('failed');
    expect(readMailView(null)).toBe('all');
    expect(readMailView('lost')).toBe('all');
  });

  it('shows one status, or all', () => {
    const all = [mail('pending'), mail('failed'), mail('sent')];
    expect(mailIn(all, 'failed').map((one) => one.id)).toEqual(['failed']);
    expect(mailIn(all, 'all')).toHaveLength(3);
  });

  it('offers Send now for waiting and failed e-mail only', () => {
    expect([mail('pending'), mail('failed'), mail('sent')].map(maySendNow)).toEqual([
      true,
      true,
      false,
    ]);
  });
});
