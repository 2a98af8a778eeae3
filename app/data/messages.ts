import type {
  InboxMessage,
  MessageListPage,
  MessageListRequest,
  MessageReplyInput,
  MessageRequest,
  NewsletterAddress,
  UnsubscribeResult,
} from '../../domain/message-schemas';
import { api } from './api';
import { listSearch } from '../../domain/list-search';

/**
 * What visitors send through the shop's forms (contact, help, live chat, catering quote,
 * weekly deals, forum report), stored by the server for the admin's Inbox.
 * A signed-in sender's ID token goes along, so the message names their account.
 */
export const sendMessage = (message: MessageRequest) =>
  api<InboxMessage>('/messages', {
    method: 'POST',
    body: message,
    signedIn: true,
    asIdentity: true,
  });

/**
 * Asks for the newsletter: the server e-mails the address a confirmation link. A subscribed
 * address is refused with 409 "You're already subscribed" (on `email`).
 */
export const subscribeToNewsletter = (email: string) =>
  api<NewsletterAddress>('/newsletter', { method: 'POST', body: { email } }).then(() => undefined);

/** The confirmation link, opened: the server subscribes the address the token names. */
export const confirmNewsletter = (token: string) =>
  api<NewsletterAddress>('/newsletter/confirm', { method: 'POST', body: { token } });

/** One page of the Inbox under its filters, newest first, with the unread count (admins). */
export const listMessages = (query: MessageListRequest = {}) =>
  api<MessageListPage>(`/messages${listSearch({ ...query })}`, { signedIn: true });

export const setMessageRead = (id: string, read: boolean) =>
  api<InboxMessage>(`/messages/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { read },
    signedIn: true,
  });

/** 'Reply by e-mail' from the Inbox: the server sends it over SMTP and records it (admins). */
export const replyToMessage = (id: string, reply: MessageReplyInput) =>
  api<InboxMessage>(`/messages/${encodeURIComponent(id)}/reply`, {
    method: 'POST',
    body: reply,
    signedIn: true,
  });

/** The press on /unsubscribe: the link's token, checked by the server. */
export const unsubscribe = (token: string) =>
  api<UnsubscribeResult>('/unsubscribe', { method: 'POST', body: { token } });
