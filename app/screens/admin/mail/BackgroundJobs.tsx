import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@ds/primitives/Alert/Alert';
import { StatusBadge } from '@ds/primitives/Badge/Badge';
import { jobStateTones } from '@ds/primitives/Badge/tones';
import { Button } from '@ds/primitives/Button/Button';
import { Heading } from '@ds/primitives/Heading/Heading';
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
import { showToast } from '@ds/primitives/Toast/toast-queue';
import type { BackgroundJob } from '@domain/jobs';
import { formatDateTime, reasonOf } from '@app/admin/format';
import { TableEmptyState } from '@app/records/TableEmptyState';
import { countOf } from '@ds/lib/count';
import { jobNameLabels, jobStateLabels, jobTimes, mayRetryJob } from './job-views';

export interface BackgroundJobsProps {
  /** The renewals' and pruning's jobs that are waiting or failed, newest first. */
  jobs: BackgroundJob[];
  /** Runs a failed job again; rejects with the reason when it cannot. */
  onRetry: (job: BackgroundJob) => Promise<unknown>;
}

/** 'Club renewals Dec 15, 2024, 4:00 AM', for buttons and messages. */
const jobName = (job: BackgroundJob) =>
  `${jobNameLabels[job.name]} ${formatDateTime(job.createdAt)}`;

/**
 * The E-mail screen's last part: the store's other background work (club renewals, pruning of
 * sent e-mail) that is waiting or failed, with the last error; a failed job can be retried.
 */
export function BackgroundJobs({ jobs, onRetry }: BackgroundJobsProps) {
  const [refusal, setRefusal] = useState<string | null>(null);

  async function retry(job: BackgroundJob) {
    setRefusal(null);
    try {
      await onRetry(job);
      showToast({ title: 'Job queued again', description: jobName(job), tone: 'success' });
    } catch (error) {
      setRefusal(`${jobName(job)} was not retried: ${reasonOf(error)}`);
    }
  }

  const failedCount = jobs.filter((job) => job.state === 'failed').length;
  return (
    <Stack as="section" gap="sm" aria-labelledby="background-jobs-heading">
      <Heading level={2} size="lg" id="background-jobs-heading">
        Background jobs
      </Heading>
      <Text size="sm" tone="muted">
        {`Club renewals and the pruning of sent e-mail that are waiting to run or failed: ${countOf(failedCount, 'failed job', 'failed jobs')}.`}
      </Text>
      {refusal ? (
        <Alert tone="danger" title="Not retried" onDismiss={() => setRefusal(null)}>
          {refusal}
        </Alert>
      ) : null}
      <TableContainer label="Background jobs table">
        <Table aria-label="Background jobs">
          <TableHeader>
            <Column id="job" isRowHeader>
              Job
            </Column>
            <Column id="state">Status</Column>
            <Column id="error">Last error</Column>
            <Column id="times">Times</Column>
            <Column id="actions" align="end">
              Actions
            </Column>
          </TableHeader>
          <TableBody
            items={jobs}
            renderEmptyState={() => (
              <TableEmptyState
                title="No background job is waiting or failed."
                description="Club renewals run every minute and sent e-mail is pruned daily; a run that fails shows here."
              />
            )}
          >
            {(job) => (
              <Row id={job.id}>
                <Cell textValue={jobName(job)}>
                  <Text as="span" size="sm" weight="medium">
                    {jobNameLabels[job.name]}
                  </Text>
                </Cell>
                <Cell textValue={jobStateLabels[job.state]}>
                  <Stack gap="none">
                    <StatusBadge tones={jobStateTones} value={job.state}>
                      {jobStateLabels[job.state]}
                    </StatusBadge>
                    <Text as="span" size="xs" tone="muted">
                      {countOf(job.attempts, 'attempt')}
                    </Text>
                  </Stack>
                </Cell>
                <Cell textValue={job.lastError ?? 'None'}>
                  <Text as="span" size="xs" tone="muted">
                    {job.lastError ?? '—'}
                  </Text>
                </Cell>
                <Cell
                  textValue={jobTimes(job)
                    .map((time) => `${time.label} ${formatDateTime(time.at)}`)
                    .join(', ')}
                >
                  <Stack gap="none">
                    {jobTimes(job).map((time) => (
                      <Text key={time.label} as="span" size="xs" tone="muted">
                        {`${time.label} `}
                        <time dateTime={time.at}>{formatDateTime(time.at)}</time>
                      </Text>
                    ))}
                  </Stack>
                </Cell>
                <Cell align="end">
                  <TableActions>
                    {mayRetryJob(job) ? (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Retry: ${jobName(job)}`}
                        onPress={() => void retry(job)}
                      >
                        <RotateCcw aria-hidden="true" />
                        Retry
                      </Button>
                    ) : null}
                  </TableActions>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
