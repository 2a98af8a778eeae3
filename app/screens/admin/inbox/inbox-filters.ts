import {
  messageStatuses,
  messageTypeLabels,
  messageTypes,
  type InboxMessage,
  type MessageStatus,
  type MessageType,
} from '@domain/message-schemas';
import { matchesQuery } from '@app/admin/format';

export interface InboxFilters {
  /** Matches the sender's name, e-mail, the subject or the body, case-insensitively. */
  query: string;
  /** One type, or null for all. */
  type: MessageType | null;
  /** Read or unread, or null for both. */
  status: MessageStatus | null;
}

export const noInboxFilters: InboxFilters = { query: '', type: null, status: null };

const isType = (value: string | null): value is MessageType =>
  messageTypes.includes(value as MessageType);
const isStatus = (value: string | null): value is MessageStatus =>
  messageStatuses.includes(value as MessageStatus);

/** ?q=brisket&type=help&status=unread; unknown values are ignored. */
export function readInboxFilters(params: URLSearchParams): InboxFilters {
  const type = params.get('type');
  const status = params.get('status');
  return {
    query: params.get('q') ?? '',
    type: isType(type) ? type : null,
    status: isStatus(status) ? status : null,
  };
}

export function writeInboxFilters(filters: InboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query) params.set('q', filters.query);
  if (filters.type) params.set('type', filters.type);
  if (filters.status) params.set('status', filters.status);
  return params;
}

export const hasInboxFilters = (filters: InboxFilters) =>
  filters.query.trim() !== '' || filters.type !== null || filters.status !== null;

export const readStateOf = (message: InboxMessage): MessageStatus =>
  message.read ? 'read' : 'unread';

/**
 * The messages that pass the search, the type and the read state (AND), in list order: the
 * same rule as the API's own filters (GET /api/messages?q=&type=&status=).
 */
export function filterMessages(
  messages: readonly InboxMessage[],
  filters: InboxFilters,
): InboxMessage[] {
  return messages.filter(
    (message) =>
      (filters.type === null || message.type === filters.type) &&
      (filters.status === null || readStateOf(message) === filters.status) &&
      matchesQuery(
        filters.query,
        message.name ?? '',
        message.email ?? '',
        message.subject ?? '',
        message.body,
      ),
  );
}

/**
 * 'Private dining', else the start of the body, else what the message is ('Newsletter
 * sign-up'). A live chat's subject is always 'Live chat': its question says more.
 */
export function messageHeadline(message: InboxMessage): string {
  if (message.subject && message.type !== 'live-chat') return message.subject;
  const firstLine = message.body.trim().split('\n')[0]?.trim();
  if (firstLine) return firstLine;
  return message.type === 'newsletter' ? 'Newsletter sign-up' : messageTypeLabels[message.type];
}

/** Who sent it: their name, else their e-mail, else 'Anonymous' (a signed-out forum report). */
export const senderOf = (message: InboxMessage) => message.name ?? message.email ?? 'Anonymous';
