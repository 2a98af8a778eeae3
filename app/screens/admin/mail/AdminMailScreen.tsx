import { Send } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@ds/primitives/Alert/Alert';
import { StatusBadge } from '@ds/primitives/Badge/Badge';
import { outboxStatusTones } from '@ds/primitives/Badge/tones';
import { Button } from '@ds/primitives/Button/Button';
import { Stack } from '@ds/primitives/Stack/Stack';
import {
  Cell,
  Column,
  Row,
  Table,
  TableActions,
  TableBody,
  TableContainer,
  TableHeader,
} from '@ds/primitives/Table/Table';
import { Text } from '@ds/primitives/Text/Text';
import type { BackgroundJob } from '@domain/jobs';
import type { OutboxMail } from '@domain/mail-outbox';
import { AdminListLayout } from '@app/admin/AdminListLayout';
import { StatusChips } from '@app/admin/StatusChips';
import { formatDateTime, reasonOf, shownOfTotal } from '@app/admin/format';
import { TableEmptyState } from '@app/records/TableEmptyState';
import { useLatestSearchParams } from '@app/use-latest-search-params';
import { countOf } from '@ds/lib/count';
import { BackgroundJobs } from './BackgroundJobs';
import { mailIn, mailViews, maySendNow, outboxStatusLabels, readMailView } from './mail-views';

export interface AdminMailScreenProps {
  /** The outbox, newest first. */
  mail: OutboxMail[];
  /** Sends a waiting or failed e-mail now; rejects with the reason when it cannot. */
  onSendNow: (mail: OutboxMail) => Promise<unknown>;
  /** The other background jobs (club renewals, pruning) that are waiting or failed, newest first. */
  jobs: BackgroundJob[];
  /** Runs a failed job again; rejects with the reason when it cannot. */
  onRetryJob: (job: BackgroundJob) => Promise<unknown>;
}

/** '"Your order is confirmed" to pat@example.com', for buttons and messages. */
const mailName = (mail: OutboxMail) => `"${mail.subject}" to ${mail.to}`;

/** When it happened, or is due: the line under the status. */
function timing(mail: OutboxMail) {
  if (mail.status === 'sent' && mail.sentAt) return { label: 'Sent', at: mail.sentAt };
  if (mail.status === 'pending') return { label: 'Next try', at: mail.nextAttemptAt };
  return { label: 'Written', at: mail.createdAt };
}

/**
 * /admin/mail: the e-mail the store sent or is waiting to send, with each one's attempts and
 * the mail relay's last answer; a waiting or failed e-mail can be sent now. The view is kept in
 * the URL. Below, the store's other background jobs that are waiting or failed, with Retry.
 */
export function AdminMailScreen({ mail, onSendNow, jobs, onRetryJob }: AdminMailScreenProps) {
  const [params, setParams] = useLatestSearchParams();
  const view = readMailView(params.get('status'));
  const shown = mailIn(mail, view);
  const failedCount = mail.filter((one) => one.status === 'failed').length;
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function sendNow(one: OutboxMail) {
    setOutcome(null);
    try {
      await onSendNow(one);
      setOutcome({ ok: true, text: `E-mail queued to send now: ${mailName(one)}` });
    } catch (error) {
      setOutcome({ ok: false, text: `${mailName(one)} was not queued: ${reasonOf(error)}` });
    }
  }

  return (
    <AdminListLayout
      title="E-mail"
      description="E-mail the store sent or is waiting to send, newest first: see why one failed, and send it now."
      actions={
        <Text size="sm" tone="muted">
          {countOf(failedCount, 'failed e-mail', 'failed e-mails')}
        </Text>
      }
      toolbar={
        <StatusChips
          label="E-mail status"
          views={mailViews}
          view={view}
          defaultView="all"
          setParams={setParams}
        />
      }
      count={shownOfTotal(shown.length, countOf(mail.length, 'e-mail', 'e-mails'), view !== 'all')}
    >
      {outcome ? (
        <Alert
          tone={outcome.ok ? 'success' : 'danger'}
          title={outcome.ok ? 'Queued' : 'Not queued'}
          onDismiss={() => setOutcome(null)}
        >
          {outcome.text}
        </Alert>
      ) : null}
      <TableContainer label="E-mail table">
        <Table aria-label="E-mail">
          <TableHeader>
            <Column id="mail" isRowHeader>
              E-mail
            </Column>
            <Column id="status">Status</Column>
            <Column id="answer">Relay's last answer</Column>
            <Column id="actions" align="end">
              Actions
            </Column>
          </TableHeader>
          <TableBody
            items={shown}
            renderEmptyState={() => (
              <TableEmptyState
                title="No e-mail here."
                description="E-mail the store writes (order confirmations, receipts, replies) appears here."
              />
            )}
          >
            {(one) => {
              const when = timing(one);
              return (
                <Row id={one.id}>
                  <Cell textValue={`${one.subject} to ${one.to}`}>
                    <Stack gap="none">
                      <Text as="span" size="sm" weight="medium">
                        {one.subject}
                      </Text>
                      <Text as="span" size="xs" tone="muted">
                        {`To ${one.to}`}
                      </Text>
                    </Stack>
                  </Cell>
                  <Cell textValue={outboxStatusLabels[one.status]}>
                    <Stack gap="none">
                      <StatusBadge tones={outboxStatusTones} value={one.status}>
                        {outboxStatusLabels[one.status]}
                      </StatusBadge>
                      <Text as="span" size="xs" tone="muted">
                        {`${countOf(one.attempts, 'attempt')} · ${when.label} `}
                        <time dateTime={when.at}>{formatDateTime(when.at)}</time>
                      </Text>
                    </Stack>
                  </Cell>
                  <Cell textValue={one.lastError ?? 'None'}>
                    <Text as="span" size="xs" tone="muted">
                      {one.lastError ?? '—'}
                    </Text>
                  </Cell>
                  <Cell align="end">
                    <TableActions>
                      {maySendNow(one) ? (
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Send now: ${mailName(one)}`}
                          onPress={() => void sendNow(one)}
                        >
                          <Send aria-hidden="true" />
                          Send now
                        </Button>
                      ) : null}
                    </TableActions>
                  </Cell>
                </Row>
              );
            }}
          </TableBody>
        </Table>
      </TableContainer>
      <BackgroundJobs jobs={jobs} onRetry={onRetryJob} />
    </AdminListLayout>
  );
}
