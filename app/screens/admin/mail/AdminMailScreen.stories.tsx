import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, toastQueue } from '@ds/primitives/Toast/Toast';
import type { BackgroundJob } from '@domain/jobs';
import type { OutboxMail } from '@domain/mail-outbox';
import { backgroundJobs } from '@fixtures/background-jobs';
import { outboxMail } from '@fixtures/mail-outbox';
import { formatDateTime } from '@app/admin/format';
import { AdminMailScreen, type AdminMailScreenProps } from './AdminMailScreen';

/**
 * /admin/mail on the sample outbox (one e-mail waiting for its next try, one failed, one
 * sent): the relay's last answer beside each; Send now on the waiting and the failed one.
 * Below, the other background jobs: a club renewal run that failed (Retry) and a pruning run
 * waiting for its next try.
 */
const meta = {
  title: 'Screens/Admin/E-mail',
  component: AdminMailScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', route: '/admin/mail' },
  beforeEach: () => {
    for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
  },
  args: {
    mail: outboxMail,
    onSendNow: fn(async () => undefined),
    jobs: backgroundJobs,
    onRetryJob: fn(async () => undefined),
  },
} satisfies Meta<typeof AdminMailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('grid', { name: 'E-mail' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (name: RegExp) => within(table()).getByRole('row', { name });
const jobsTable = () => screen.getByRole('grid', { name: 'Background jobs' });
const jobRows = () => within(jobsTable()).getAllByRole('row').slice(1);
const failedJob = backgroundJobs[1]!;
const retryName = `Retry: Club renewals ${formatDateTime(failedJob.createdAt)}`;

/** The screen as the route runs it: a sent e-mail shows as sent. */
function StatefulMail(props: AdminMailScreenProps) {
  const [mail, setMail] = useState(props.mail);
  return (
    <AdminMailScreen
      {...props}
      mail={mail}
      onSendNow={async (one: OutboxMail) => {
        await props.onSendNow(one);
        setMail((current) =>
          current.map((each) =>
            each.id === one.id
              ? { ...each, status: 'sent', sentAt: '2024-12-15T10:05:00.000Z', lastError: null }
              : each,
          ),
        );
      }}
    />
  );
}

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'E-mail' })).toBeVisible();
    await expect(canvas.getByText('1 failed e-mail')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 e-mails');
    await expect(rows()).toHaveLength(3);
    const waiting = rowOf(/FF-2024-0042 is confirmed/);
    await expect(waiting).toHaveTextContent('To pat@example.com');
    await expect(waiting).toHaveTextContent('Waiting');
    await expect(waiting).toHaveTextContent('2 attempts');
    await expect(waiting).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:1025');
    const failed = rowOf(/catering request/);
    await expect(failed).toHaveTextContent('Failed');
    await expect(failed).toHaveTextContent('550 5.1.1 mailbox unavailable');
    const sent = rowOf(/FF-2024-0041 has shipped/);
    await expect(sent).toHaveTextContent('Sent');
    // A sent e-mail cannot be sent again.
    await expect(within(sent).queryByRole('button')).toBeNull();
    await expect(
      within(failed).getByRole('button', {
        name: 'Send now: "We received your catering request" to dana@example.com',
      }),
    ).toBeVisible();
    // The other background jobs, below: a failed renewal run with Retry, a waiting pruning run.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Background jobs' })).toBeVisible();
    await expect(jobRows()).toHaveLength(2);
    const [pruning, renewals] = jobRows();
    await expect(renewals).toHaveTextContent('Club renewals');
    await expect(renewals).toHaveTextContent('Failed');
    await expect(renewals).toHaveTextContent('3 attempts');
    await expect(renewals).toHaveTextContent('Payment gateway unreachable: connect ETIMEDOUT');
    await expect(within(renewals!).getByRole('button', { name: retryName })).toBeVisible();
    await expect(pruning).toHaveTextContent('Pruning sent e-mail');
    await expect(pruning).toHaveTextContent('Waiting');
    await expect(within(pruning!).queryByRole('button')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'E-mail' })).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'E-mail status' })).toBeVisible();
    await expect(rows()).toHaveLength(3);
  },
};

/** The Failed view, from the URL: only the failed e-mail. */
export const FailedOnly: Story = {
  parameters: { route: '/admin/mail?status=failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 3 e-mails');
    await expect(rows()).toHaveLength(1);
    await expect(rowOf(/catering request/)).toHaveTextContent('Failed');
  },
};

/** Send now: the e-mail is queued, the message says so, and the row shows it sent. */
export const SendNow: Story = {
  render: (args) => <StatefulMail {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Send now: "We received your catering request" to dana@example.com',
      }),
    );
    await expect(args.onSendNow).toHaveBeenCalledWith(
      expect.objectContaining({ id: outboxMail[1]!.id }),
    );
    // Announced politely (role status), in the success tone.
    const queued = await canvas.findByText(
      'E-mail queued to send now: "We received your catering request" to dana@example.com',
    );
    await expect(queued.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(rowOf(/catering request/)).toHaveTextContent('Sent'));
    await expect(canvas.getByText('0 failed e-mails')).toBeVisible();
  },
};

/** The server refuses (it was sent meanwhile): its reason shows, and nothing changes. */
export const SendNowRefused: Story = {
  args: {
    onSendNow: fn(async () => Promise.reject(new Error('This e-mail was already sent'))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: /^Send now:/ })[0]!);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This e-mail was already sent');
    await expect(rowOf(/FF-2024-0042 is confirmed/)).toHaveTextContent('Waiting');
  },
};

export const Empty: Story = {
  args: { mail: [], jobs: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No e-mail here.')).toBeVisible();
    await expect(canvas.getByText('0 failed e-mails')).toBeVisible();
    await expect(canvas.getByText('No background job is waiting or failed.')).toBeVisible();
  },
};

/** The screen as the route runs it: a retried job shows as waiting. */
function StatefulJobs(props: AdminMailScreenProps) {
  const [jobs, setJobs] = useState(props.jobs);
  return (
    <>
      <AdminMailScreen
        {...props}
        jobs={jobs}
        onRetryJob={async (job: BackgroundJob) => {
          await props.onRetryJob(job);
          setJobs((current) =>
            current.map((each) =>
              each.id === job.id ? { ...each, state: 'pending', completedAt: null } : each,
            ),
          );
        }}
      />
      <Toaster />
    </>
  );
}

/** Retry on the failed renewal run: a toast says it is queued, and the row shows it waiting. */
export const RetryJob: Story = {
  render: (args) => <StatefulJobs {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: retryName }));
    await expect(args.onRetryJob).toHaveBeenCalledWith(
      expect.objectContaining({ id: failedJob.id, name: 'renew_memberships' }),
    );
    await expect(await screen.findByText('Job queued again')).toBeVisible();
    await waitFor(() => expect(jobRows()[1]).toHaveTextContent('Waiting'));
    await expect(canvas.queryByRole('button', { name: /^Retry:/ })).toBeNull();
    // The toast closes by itself after a while: the screenshot is of the screen without it.
    toastQueue.clear();
  },
};

/** The server refuses (the job ran meanwhile): its reason shows in an alert, nothing changes. */
export const RetryJobRefused: Story = {
  args: {
    onRetryJob: fn(async () => Promise.reject(new Error('This job is not failed: it already ran'))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: retryName }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This job is not failed: it already ran');
    await expect(jobRows()[1]).toHaveTextContent('Failed');
  },
};
