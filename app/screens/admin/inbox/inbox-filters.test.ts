import { describe, expect, it } from 'vitest';
import { inboxMessages } from '@fixtures/messages';
import {
  filterMessages,
  hasInboxFilters,
  messageHeadline,
  noInboxFilters,
  readInboxFilters,
  senderOf,
  writeInboxFilters,
} from './inbox-filters';

const ids = (filters: Partial<typeof noInboxFilters>) =>
  filterMessages(inboxMessages, { ...noInboxFilters, ...filters }).map((m) => m.type);

describe('the Inbox filters', () => {
  it('round-trips through the URL and ignores unknown values', () => {
    const filters = { query: 'brisket', type: 'help' as const, status: 'unread' as const };
    expect(readInboxFilters(writeInboxFilters(filters))).toEqual(filters);
    expect(readInboxFilters(new URLSearchParams('type=fan-mail&status=maybe'))).toEqual(
      noInboxFilters,
    );
    expect(writeInboxFilters(noInboxFilters).toString()).toBe('');
    expect(hasInboxFilters(noInboxFilters)).toBe(false);
    expect(hasInboxFilters({ ...noInboxFilters, query: '  ' })).toBe(false);
    expect(hasInboxFilters({ ...noInboxFilters, status: 'read' })).toBe(true);
  });

  it('filters by type, read state and text in sender, e-mail, subject or body', () => {
    expect(ids({})).toHaveLength(inboxMessages.length);
    expect(ids({ type: 'help' })).toEqual(['help']);
    expect(ids({ status: 'read' })).toEqual(['help', 'weekly-deals']);
    expect(ids({ query: 'SAM RIV' })).toEqual(['contact']);
    expect(ids({ query: 'quinn@' })).toEqual(['forum-report']);
    expect(ids({ query: 'private dining' })).toEqual(['contact']);
    expect(ids({ query: 'evanston' })).toEqual(['live-chat']);
    expect(ids({ query: 'evanston', status: 'read' })).toEqual([]);
  });

  it('heads each row with the subject, the body or the type', () => {
    const [contact, quote, , , chat, , newsletter] = inboxMessages;
    expect(messageHeadline(chat!)).toBe('Do you deliver to Evanston?');
    expect(messageHeadline(contact!)).toBe('Private dining');
    expect(messageHeadline(quote!)).toBe('A backyard wedding; two guests are vegetarian.');
    expect(messageHeadline(newsletter!)).toBe('Newsletter sign-up');
    expect(senderOf(newsletter!)).toBe('smoke.fan@example.com');
    expect(senderOf({ ...newsletter!, email: undefined })).toBe('Anonymous');
  });
});
