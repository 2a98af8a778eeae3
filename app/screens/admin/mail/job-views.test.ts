import { describe, expect, it } from 'vitest';
import type { BackgroundJob } from '@domain/jobs';
import { jobNameLabels, jobTimes, mayRetryJob } from './job-views';

const job = (state: BackgroundJob['state'], started: boolean): BackgroundJob => ({
  id: state,
  name: 'renew_memberships',
  state,
  attempts: started ? 3 : 0,
  lastError: state === 'failed' ? 'Payment gateway unreachable' : null,
  createdAt: '2026-11-28T12:00:00.000Z',
  startedAt: started ? '2026-11-28T12:00:30.000Z' : null,
  completedAt: state === 'failed' ? '2026-11-28T12:01:10.000Z' : null,
});

describe('the Background jobs table’s views', () => {
  it('names each queue in words', () => {
    expect(jobNameLabels.renew_memberships).toBe('Club renewals');
    expect(jobNameLabels.prune_sent_mail).toBe('Pruning sent e-mail');
  });

  it('offers Retry for failed jobs only', () => {
    expect([job('failed', true), job('pending', true)].map(mayRetryJob)).toEqual([true, false]);
  });

  it('lists the times a job has: queued, its last run, its failure', () => {
    expect(jobTimes(job('pending', false)).map((time) => time.label)).toEqual(['Queued']);
    expect(jobTimes(job('failed', true))).toEqual([
      { label: 'Queued', at: '2026-11-28T12:00:00.000Z' },
      { label: 'Last run', at: '2026-11-28T12:00:30.000Z' },
      { label: 'Failed', at: '2026-11-28T12:01:10.000Z' },
    ]);
  });
});
