import { MailOpen } from 'lucide-react';
import { useState } from 'react';
import { AdminToolbar } from '@ds/patterns/AdminToolbar/AdminToolbar';
import { Alert } from '@ds/primitives/Alert/Alert';
import { Badge, StatusBadge } from '@ds/primitives/Badge/Badge';
import { messageTypeTones, readStateTones } from '@ds/primitives/Badge/tones';
import { Button } from '@ds/primitives/Button/Button';
import { allFilterId, FilterChips } from '@ds/primitives/FilterChips/FilterChips';
import { Select } from '@ds/primitives/Select/Select';
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
  messageStatuses,
  messageTypeLabels,
  messageTypes,
  type InboxMessage,
  type MessageStatus,
  type MessageReplyInput,
  type MessageType,
} from '@domain/message-schemas';
import { AdminListLayout } from '@app/admin/AdminListLayout';
import { capitalize, formatDateTime, reasonOf } from '@app/admin/format';
import { ListPager } from '@app/records/ListPager';
import { pageCountLine } from '@app/records/page-params';
import { useUrlPage } from '@app/records/use-url-page';
import { TableEmptyState } from '@app/records/TableEmptyState';
import { useUrlFilters } from '@app/records/use-url-filters';
import {
  filterMessages,
  hasInboxFilters,
  messageHeadline,
  noInboxFilters,
  readInboxFilters,
  readStateOf,
  senderOf,
  writeInboxFilters,
} from './inbox-filters';
import { MessageDialog } from './MessageDialog';
import { ReplyDialog } from './ReplyDialog';
import { countOf } from '@ds/lib/count';

export interface AdminInboxScreenProps {
  /**
   * The page of messages the server sent for the URL's filters and page, newest first (the screen
   * applies the same filters to them, so a change narrows the rows at once while the next page loads).
   */
  messages: InboxMessage[];
  /** Every message the filters let through, on all pages (default: the messages given). */
  total?: number;
  /** Unread messages in the whole Inbox (default: counted from `messages`). */
  unread?: number;
  /** Marks a message read or unread; rejects with the reason when it cannot. */
  onSetRead: (message: InboxMessage, read: boolean) => Promise<unknown>;
  /** Sends 'Reply by e-mail'; rejects with the reason when it could not. Without it, no reply action. */
  onReply?: (message: InboxMessage, reply: MessageReplyInput) => Promise<unknown>;
}

const allTypes = 'all';

/**
 * /admin/inbox: what visitors sent through the shop's forms, to read and answer; filters are kept
 * in the URL.
 */
export function AdminInboxScreen({
  messages,
  total,
  unread,
  onSetRead,
  onReply,
}: AdminInboxScreenProps) {
  const { filters, update, isFiltered, clear, toolbarProps } = useUrlFilters({
    read: readInboxFilters,
    write: writeInboxFilters,
    none: noInboxFilters,
    isFiltered: hasInboxFilters,
    hasPanelFilters: () => false,
  });
  const { paging, goTo } = useUrlPage();
  const shown = filterMessages(messages, filters);
  const unreadCount = unread ?? messages.filter((message) => !message.read).length;
  const [opened, setOpened] = useState<InboxMessage | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [replying, setReplying] = useState<(InboxMessage & { email: string }) | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function setRead(message: InboxMessage, read: boolean) {
    setReadError(null);
    try {
      await onSetRead(message, read);
    } catch (failure) {
      setReadError(
        `"${messageHeadline(message)}" is still ${read ? 'unread' : 'read'}: ${reasonOf(failure)}`,
      );
    }
  }

  function open(message: InboxMessage) {
    setOpened({ ...message, read: true });
    if (!message.read) void setRead(message, true);
  }

  function markUnread(message: InboxMessage) {
    setOpened(null);
    void setRead(message, false);
  }

  return (
    <AdminListLayout
      title="Inbox"
      description="Messages from the contact, help, live chat, catering, weekly deals, newsletter and forum report forms, newest first."
      actions={
        <Text size="sm" tone="muted">
          {countOf(unreadCount, 'unread message')}
        </Text>
      }
      toolbar={
        <AdminToolbar
          searchLabel="Search messages"
          searchPlaceholder="Search by sender, e-mail, subject or text..."
          {...toolbarProps}
          chips={
            <Stack direction="row" gap="lg" align="end" wrap>
              <Select
                label="Type"
                items={[
                  { id: allTypes, label: 'All types' },
                  ...messageTypes.map((type) => ({ id: type, label: messageTypeLabels[type] })),
                ]}
                selectedKey={filters.type ?? allTypes}
                onSelectionChange={(key) =>
                  update({ type: key === null || key === allTypes ? null : (key as MessageType) })
                }
              />
              <FilterChips
                aria-label="Read state"
                selectionMode="single"
                includeAll
                allLabel="All"
                options={messageStatuses.map((status) => ({
                  id: status,
                  label: capitalize(status),
                }))}
                selectedKeys={[filters.status ?? allFilterId]}
                onSelectionChange={(keys) => {
                  const [key] = [...keys];
                  update({
                    status:
                      key === undefined || key === allFilterId ? null : (key as MessageStatus),
                  });
                }}
              />
            </Stack>
          }
        />
      }
      count={pageCountLine(paging, total ?? shown.length, shown.length, 'message')}
    >
      {notice ? (
        <Alert tone="success" title="Reply sent" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {readError ? (
        <Alert tone="danger" title="Message not changed" onDismiss={() => setReadError(null)}>
          {readError}
        </Alert>
      ) : null}
      <TableContainer label="Messages table">
        <Table aria-label="Messages">
          <TableHeader>
            <Column id="message" isRowHeader>
              Message
            </Column>
            <Column id="type">Type</Column>
            <Column id="sender">From</Column>
            <Column id="date">Received</Column>
            <Column id="status">Status</Column>
            <Column id="actions" align="end">
              Actions
            </Column>
          </TableHeader>
          <TableBody
            items={shown}
            renderEmptyState={() => (
              <TableEmptyState
                title="No messages found"
                description={
                  isFiltered
                    ? 'No message matches this search and these filters.'
                    : 'Messages sent through the shop’s forms appear here.'
                }
                onClearFilters={isFiltered ? clear : undefined}
              />
            )}
          >
            {(message) => (
              <Row id={message.id}>
                <Cell textValue={messageHeadline(message)}>
                  <Text as="span" truncate size="sm" weight={message.read ? 'normal' : 'semibold'}>
                    {messageHeadline(message)}
                  </Text>
                </Cell>
                <Cell>
                  <StatusBadge tones={messageTypeTones} value={message.type}>
                    {messageTypeLabels[message.type]}
                  </StatusBadge>
                </Cell>
                <Cell textValue={senderOf(message)}>
                  <Stack gap="none">
                    <Text as="span" truncate size="sm" weight="medium">
                      {senderOf(message)}
                    </Text>
                    {message.name && message.email ? (
                      <Text as="span" truncate size="xs" tone="muted">
                        {message.email}
                      </Text>
                    ) : null}
                  </Stack>
                </Cell>
                <Cell>
                  <Text as="span" truncate size="sm">
                    <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                  </Text>
                </Cell>
                <Cell
                  textValue={
                    message.reply ? `${readStateOf(message)}, replied` : readStateOf(message)
                  }
                >
                  {message.reply ? (
                    <Stack direction="row" gap="xs" wrap>
                      <StatusBadge tones={readStateTones} value={readStateOf(message)} />
                      <Badge tone="success">Replied</Badge>
                    </Stack>
                  ) : (
                    <StatusBadge tones={readStateTones} value={readStateOf(message)} />
                  )}
                </Cell>
                <Cell align="end">
                  <TableActions>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Open message from ${senderOf(message)}: ${messageHeadline(message)}`}
                      onPress={() => open(message)}
                    >
                      <MailOpen aria-hidden="true" />
                      Open
                    </Button>
                  </TableActions>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPager
        paging={paging}
        total={total ?? shown.length}
        label="Inbox pages"
        onPageChange={goTo}
      />
      <MessageDialog
        message={opened}
        onClose={() => setOpened(null)}
        onMarkUnread={markUnread}
        onReply={
          onReply
            ? (message) => {
                setOpened(null);
                setNotice(null);
                setReplying(message);
              }
            : undefined
        }
      />
      {replying && onReply ? (
        <ReplyDialog
          message={replying}
          onSend={(reply) => onReply(replying, reply)}
          onClose={(sent) => {
            if (sent) setNotice(`Your reply was e-mailed to ${replying.email}.`);
            setReplying(null);
          }}
        />
      ) : null}
    </AdminListLayout>
  );
}
