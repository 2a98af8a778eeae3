import { Check, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@ds/primitives/Alert/Alert';
import { AlertDialog } from '@ds/primitives/AlertDialog/AlertDialog';
import { StatusBadge } from '@ds/primitives/Badge/Badge';
import { forumReportStatusTones } from '@ds/primitives/Badge/tones';
import { Button } from '@ds/primitives/Button/Button';
import { Link } from '@ds/primitives/Link/Link';
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
import {
  forumReportStatusLabels,
  type ForumReportEntry,
  type ForumReportUpdate,
} from '@domain/forum-schemas';
import { AdminListLayout } from '@app/admin/AdminListLayout';
import { StatusChips } from '@app/admin/StatusChips';
import { formatDateTime, reasonOf, shownOfTotal } from '@app/admin/format';
import { TableEmptyState } from '@app/records/TableEmptyState';
import { useLatestSearchParams } from '@app/use-latest-search-params';
import { postKindOf, readReportView, reportsIn, reportViews } from './report-filters';
import { countOf } from '@ds/lib/count';
import { paths } from '@domain/paths';

export interface AdminForumReportsScreenProps {
  /** Every report, newest first. */
  reports: ForumReportEntry[];
  /** Dismisses a report or opens it again; rejects with the reason when it cannot. */
  onSetStatus: (report: ForumReportEntry, update: ForumReportUpdate) => Promise<unknown>;
  /** Deletes the reported thread or reply, which resolves its reports. */
  onDeletePost: (report: ForumReportEntry) => Promise<unknown>;
}

const threadHref = (report: ForumReportEntry) => paths.forumThread(report.threadId);

/** 'reply in "Beating the brisket stall"', for buttons and dialogs. */
const postName = (report: ForumReportEntry) =>
  `${postKindOf(report).toLowerCase()} ${report.replyId ? 'in ' : ''}"${report.threadTitle}"`;

/**
 * /admin/forum-reports: what members reported on the forum, for a moderator to dismiss or act on;
 * the view is kept in the URL.
 */
export function AdminForumReportsScreen({
  reports,
  onSetStatus,
  onDeletePost,
}: AdminForumReportsScreenProps) {
  const [params, setParams] = useLatestSearchParams();
  const view = readReportView(params.get('status'));
  const shown = reportsIn(reports, view);
  const openCount = reports.filter((report) => report.status === 'open').length;
  const [failure, setFailure] = useState<string | null>(null);
  // The target outlives the dialog's closing animation, so its text does not empty first.
  const [deleting, setDeleting] = useState<ForumReportEntry | null>(null);
  const [isDeleteOpen, setDeleteOpen] = useState(false);

  async function setStatus(report: ForumReportEntry, update: ForumReportUpdate) {
    setFailure(null);
    try {
      await onSetStatus(report, update);
    } catch (error) {
      setFailure(`The report on the ${postName(report)} is unchanged: ${reasonOf(error)}`);
    }
  }

  return (
    <AdminListLayout
      title="Forum Reports"
      description="Posts members reported to the moderators, newest first: dismiss a report, or delete the post."
      actions={
        <Text size="sm" tone="muted">
          {countOf(openCount, 'open report')}
        </Text>
      }
      toolbar={
        <StatusChips
          label="Report status"
          views={reportViews}
          view={view}
          defaultView="open"
          setParams={setParams}
        />
      }
      count={shownOfTotal(shown.length, countOf(reports.length, 'report'), view !== 'all')}
    >
      {failure ? (
        <Alert tone="danger" title="Report not changed" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      <TableContainer label="Reports table">
        <Table aria-label="Reports">
          <TableHeader>
            <Column id="post" isRowHeader>
              Reported post
            </Column>
            <Column id="reason">Reason</Column>
            <Column id="reporter">Reported by</Column>
            <Column id="status">Status</Column>
            <Column id="actions" align="end">
              Actions
            </Column>
          </TableHeader>
          <TableBody
            items={shown}
            renderEmptyState={() => (
              <TableEmptyState
                title={view === 'open' ? 'No open reports' : 'No reports found'}
                description={
                  view === 'open'
                    ? 'Reports members send from the forum appear here until you resolve them.'
                    : 'Reports appear here once members send them.'
                }
              />
            )}
          >
            {(report) => (
              <Row id={report.id}>
                <Cell textValue={`${postKindOf(report)} in ${report.threadTitle}`}>
                  <Stack gap="none">
                    <Text as="span" size="xs" tone="muted">
                      {postKindOf(report)} in
                    </Text>
                    {report.status === 'removed' ? (
                      <Text as="span" size="sm" weight="semibold">
                        {report.threadTitle}
                      </Text>
                    ) : (
                      <Link href={threadHref(report)}>{report.threadTitle}</Link>
                    )}
                    <Text as="span" size="xs" tone="muted">
                      {report.excerpt ?? 'The post is deleted.'}
                    </Text>
                  </Stack>
                </Cell>
                <Cell textValue={report.reasonLabel}>
                  <Stack gap="none">
                    <Text as="span" size="sm" weight="medium">
                      {report.reasonLabel}
                    </Text>
                    {report.details ? (
                      <Text as="span" size="xs" tone="muted">
                        {report.details}
                      </Text>
                    ) : null}
                  </Stack>
                </Cell>
                <Cell textValue={report.reporterName}>
                  <Stack gap="none">
                    <Text as="span" size="sm" weight="medium">
                      {report.reporterName}
                    </Text>
                    <Text as="span" size="xs" tone="muted">
                      <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
                    </Text>
                  </Stack>
                </Cell>
                <Cell textValue={forumReportStatusLabels[report.status]}>
                  <Stack gap="none">
                    <StatusBadge tones={forumReportStatusTones} value={report.status}>
                      {forumReportStatusLabels[report.status]}
                    </StatusBadge>
                    {report.resolvedAt ? (
                      <Text as="span" size="xs" tone="muted">
                        {`${report.resolvedBy ?? 'An admin'}, `}
                        <time dateTime={report.resolvedAt}>
                          {formatDateTime(report.resolvedAt)}
                        </time>
                      </Text>
                    ) : null}
                  </Stack>
                </Cell>
                <Cell align="end">
                  <TableActions>
                    {report.status === 'open' ? (
                      <>
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Dismiss the report on the ${postName(report)}`}
                          onPress={() => void setStatus(report, { status: 'dismissed' })}
                        >
                          <Check aria-hidden="true" />
                          Dismiss
                        </Button>
                        <Button
                          variant="destructive"
                          size="sm"
                          aria-label={`Delete post: the ${postName(report)}`}
                          onPress={() => {
                            setDeleting(report);
                            setDeleteOpen(true);
                          }}
                        >
                          <Trash2 aria-hidden="true" />
                          Delete post
                        </Button>
                      </>
                    ) : report.status === 'dismissed' ? (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Reopen the report on the ${postName(report)}`}
                        onPress={() => void setStatus(report, { status: 'open' })}
                      >
                        <RotateCcw aria-hidden="true" />
                        Reopen
                      </Button>
                    ) : null}
                  </TableActions>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <AlertDialog
        isOpen={isDeleteOpen}
        onOpenChange={setDeleteOpen}
        title={deleting?.replyId ? 'Delete Reply' : 'Delete Thread'}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={deleting ? () => onDeletePost(deleting) : undefined}
      >
        {deleting
          ? `Are you sure you want to delete the reported ${postName(deleting)}?${deleting.replyId ? '' : ' Its replies go with it.'} This action cannot be undone.`
          : null}
      </AlertDialog>
    </AdminListLayout>
  );
}
