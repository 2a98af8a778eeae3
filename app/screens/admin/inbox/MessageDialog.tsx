import { Reply } from 'lucide-react';
import { Alert } from '@ds/primitives/Alert/Alert';
import { StatusBadge } from '@ds/primitives/Badge/Badge';
import { messageTypeTones, readStateTones } from '@ds/primitives/Badge/tones';
import { Button } from '@ds/primitives/Button/Button';
import {
  DescriptionList,
  type DescriptionItem,
} from '@ds/primitives/DescriptionList/DescriptionList';
import { Link } from '@ds/primitives/Link/Link';
import { Modal } from '@ds/primitives/Modal/Modal';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import { formatMoney } from '@ds/lib/money';
import {
  messageTypeLabels,
  noReplyAddressMessage,
  reportReasonLabel,
  type CateringQuoteDetails,
  type ForumReportDetails,
  type InboxMessage,
} from '@domain/message-schemas';
import { formatCalendarDate, formatDateTime } from '@app/admin/format';
import { messageHeadline, readStateOf, senderOf } from './inbox-filters';
import { paths } from '@domain/paths';

export interface MessageDialogProps {
  /** The open message; null while the dialog is closed. */
  message: InboxMessage | null;
  onClose: () => void;
  /** Mark as unread: the message goes back to unread and the dialog closes. */
  onMarkUnread: (message: InboxMessage) => void;
  /** 'Reply by e-mail', for a message with an address; absent, the dialog has no reply action. */
  onReply?: (message: InboxMessage & { email: string }) => void;
}

const hasEmail = (message: InboxMessage): message is InboxMessage & { email: string } =>
  !!message.email;

const isCateringQuote = (
  message: InboxMessage,
): message is InboxMessage & { details: CateringQuoteDetails } =>
  message.type === 'catering-quote' && !!message.details;

const isForumReport = (
  message: InboxMessage,
): message is InboxMessage & { details: ForumReportDetails } =>
  message.type === 'forum-report' && !!message.details;

/** What the form asked beyond the message: a quote's event, a report's post and reason. */
function detailItems(message: InboxMessage): DescriptionItem[] {
  if (isCateringQuote(message)) {
    const { eventDate, guests, packageName, pricePerPersonCents, estimateCents } = message.details;
    return [
      { term: 'Event date', value: formatCalendarDate(eventDate) },
      { term: 'Guests', value: guests },
      { term: 'Package', value: `${packageName} (${formatMoney(pricePerPersonCents)} per person)` },
      { term: 'Estimate', value: formatMoney(estimateCents) },
    ];
  }
  if (isForumReport(message)) {
    const { threadId, threadTitle, replyId, reason } = message.details;
    return [
      {
        term: 'Thread',
        value: <Link href={paths.forumThread(threadId)}>{threadTitle ?? threadId}</Link>,
      },
      { term: 'Reported post', value: replyId ? `Reply ${replyId}` : 'The opening post' },
      { term: 'Reason', value: reportReasonLabel(reason) },
    ];
  }
  return [];
}

/**
 * One message in full: who sent it and when, its type, what the form asked (a quote's event,
 * a report's post), the text as typed and the reply sent, if any. Mark as unread puts it back
 * in the unread list; 'Reply by e-mail' opens the reply (or a note says there is no address).
 */
export function MessageDialog({ message, onClose, onMarkUnread, onReply }: MessageDialogProps) {
  return (
    <Modal
      isOpen={message !== null}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      isDismissable
      size="lg"
      title={message ? messageHeadline(message) : ''}
      footer={
        message ? (
          <>
            <Button variant="outline" onPress={() => onMarkUnread(message)}>
              Mark as unread
            </Button>
            {onReply && hasEmail(message) ? (
              <Button variant="accent" onPress={() => onReply(message)}>
                <Reply aria-hidden="true" />
                Reply by e-mail
              </Button>
            ) : null}
          </>
        ) : undefined
      }
    >
      {message ? (
        <Stack gap="lg">
          <Stack direction="row" gap="sm" wrap>
            <StatusBadge tones={messageTypeTones} value={message.type}>
              {messageTypeLabels[message.type]}
            </StatusBadge>
            <StatusBadge tones={readStateTones} value={readStateOf(message)} />
          </Stack>
          <DescriptionList
            divided
            items={[
              { term: 'From', value: senderOf(message) },
              ...(message.email && message.name ? [{ term: 'Email', value: message.email }] : []),
              {
                term: 'Received',
                value: (
                  <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                ),
              },
              ...(message.subject ? [{ term: 'Subject', value: message.subject }] : []),
              ...detailItems(message),
              ...(message.accountId ? [{ term: 'Account', value: 'Signed in when sending' }] : []),
              ...(message.reply
                ? [
                    {
                      term: 'Replied',
                      value: (
                        <>
                          <time dateTime={message.reply.sentAt}>
                            {formatDateTime(message.reply.sentAt)}
                          </time>{' '}
                          by {message.reply.by}
                        </>
                      ),
                    },
                  ]
                : []),
            ]}
          />
          {message.body ? (
            <Text preserveLines>{message.body}</Text>
          ) : (
            <Text tone="muted">No message text.</Text>
          )}
          {message.reply ? (
            <Stack gap="xs">
              <Text size="sm" weight="semibold">
                Our reply: {message.reply.subject}
              </Text>
              <Text size="sm" tone="muted" preserveLines>
                {message.reply.body}
              </Text>
            </Stack>
          ) : null}
          {onReply && !hasEmail(message) ? (
            <Alert tone="info">{noReplyAddressMessage}</Alert>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
