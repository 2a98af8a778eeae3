import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { offsetOf } from '../../domain/list-page';
import { likePattern } from './like-pattern';
import {
  chatSubject,
  type InboxMessage,
  type MessageDetails,
  noReplyAddressMessage,
  type MessageListPage,
  type MessageListQuery,
  type ValidMessageRequest,
} from '../../domain/message-schemas';
import type { z } from 'zod';
import type { messageReplyInputSchema } from '../../domain/message-schemas';
import { readers, writers } from '../../domain/permissions';
import { authorize, displayNameOf, type Caller } from '../caller';
import type { Db, Tx } from '../db/client';
import { messages } from '../db/schema';
import { Conflict, Invalid, NotFound } from '../errors';
import type { MailOutbox } from '../mail/outbox';
import { replyMail } from '../mail/message-mail';
import { storeDetailsForMail } from './settings';

type ValidMessageReply = z.output<typeof messageReplyInputSchema>;
import { getContent } from './content';

type MessageRow = typeof messages.$inferSelect;

export function toInboxMessage(row: MessageRow): InboxMessage {
  const message: InboxMessage = {
    id: row.id,
    type: row.type,
    body: row.body,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.name) message.name = row.name;
  if (row.email) message.email = row.email;
  if (row.subject) message.subject = row.subject;
  if (row.details) message.details = row.details;
  if (row.senderSub) message.accountId = row.senderSub;
  if (row.repliedAt) {
    message.reply = {
      sentAt: row.repliedAt.toISOString(),
      by: row.repliedBy ?? '',
      subject: row.replySubject ?? '',
      body: row.replyBody ?? '',
    };
  }
  return message;
}

/** The caller's e-mail from the verified token: the `email` claim, or a `username` that is one. */
const emailOf = (caller: Caller) =>
  [caller.email, caller.username].find((value) => value?.includes('@'));

/** The package a quote names, from the catering page's content; its price makes the estimate. */
async function cateringDetails(
  db: Db,
  details: Extract<ValidMessageRequest, { type: 'catering-quote' }>['details'],
): Promise<MessageDetails> {
  const { packages } = await getContent<'catering'>(db, 'catering');
  const chosen = packages.find((pkg) => pkg.id === details.packageId);
  if (!chosen) throw new Invalid({ 'details.packageId': 'Choose one of our packages' });
  if (details.guests < chosen.minGuests) {
    throw new Invalid({
      'details.guests': `${chosen.name} needs at least ${chosen.minGuests} guests`,
    });
  }
  return {
    ...details,
    packageName: chosen.name,
    pricePerPersonCents: chosen.pricePerPersonCents,
    estimateCents: chosen.pricePerPersonCents * details.guests,
  };
}

/**
 * Stores what a form sent, for anyone, signed in or not (a signed-in sender's `sub` is kept).
 * A forum report names its signed-in reporter from the token. (Newsletter subscriptions are
 * stored only once confirmed: services/newsletter.ts.)
 */
export async function sendMessage(
  db: Db,
  caller: Caller | null,
  request: ValidMessageRequest,
  now = new Date(),
  /** Runs in the message's transaction once it is stored (its receipt, into the outbox). */
  stored?: (tx: Tx, message: InboxMessage) => Promise<void>,
): Promise<InboxMessage> {
  const row: typeof messages.$inferInsert = {
    type: request.type,
    senderSub: caller?.sub ?? null,
    email: request.email ?? null,
    body: 'body' in request ? request.body : '',
    createdAt: now,
  };
  if ('name' in request) row.name = request.name ?? null;
  if ('subject' in request) row.subject = request.subject;
  if (request.type === 'live-chat') row.subject = chatSubject;
  if (request.type === 'catering-quote') row.details = await cateringDetails(db, request.details);
  if (request.type === 'forum-report') {
    row.details = request.details;
    if (caller) {
      row.name ??= displayNameOf(caller);
      row.email ??= emailOf(caller) ?? null;
    }
  }

  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(messages).values(row).returning();
    const message = toInboxMessage(inserted!);
    await stored?.(tx, message);
    return message;
  });
}

/** The Inbox, newest first: by type, read or unread, and text in sender, e-mail, subject or body. */
export async function listMessages(
  db: Db,
  caller: Caller | null,
  query: MessageListQuery,
): Promise<MessageListPage> {
  authorize(caller, readers.messages);
  const conditions: SQL[] = [];
  if (query.type) conditions.push(eq(messages.type, query.type));
  if (query.status === 'read') conditions.push(isNotNull(messages.readAt));
  if (query.status === 'unread') conditions.push(isNull(messages.readAt));
  const text = query.q?.trim();
  if (text) {
    const pattern = likePattern(text);
    conditions.push(
      or(
        ilike(messages.name, pattern),
        ilike(messages.email, pattern),
        ilike(messages.subject, pattern),
        ilike(messages.body, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const [rows, [matching], [unread]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(messages).where(where),
    db.select({ n: count() }).from(messages).where(isNull(messages.readAt)),
  ]);
  return {
    items: rows.map(toInboxMessage),
    total: matching?.n ?? 0,
    page: query.page,
    limit: query.limit,
    unread: unread?.n ?? 0,
  };
}

/** Marks a message read (keeping when it was first read) or unread again. */
export async function setMessageRead(
  db: Db,
  caller: Caller | null,
  id: string,
  read: boolean,
  now = new Date(),
): Promise<InboxMessage> {
  authorize(caller, writers.messages);
  const [current] = await db.select().from(messages).where(eq(messages.id, id));
  if (!current) throw new NotFound('Message not found');
  if ((current.readAt !== null) === read) return toInboxMessage(current);
  const [updated] = await db
    .update(messages)
    .set({ readAt: read ? now : null })
    .where(eq(messages.id, id))
    .returning();
  return toInboxMessage(updated!);
}

/**
 * 'Reply by e-mail': records when, who and what, and writes the e-mail to the outbox in the
 * same transaction; the job queue delivers it (the console's E-mail screen shows how that went).
 */
export async function replyToMessage(
  deps: { db: Db; mailer: MailOutbox },
  caller: Caller | null,
  id: string,
  input: ValidMessageReply,
  now = new Date(),
): Promise<InboxMessage> {
  const admin = authorize(caller, writers.messages);
  const { db } = deps;
  const [current] = await db.select().from(messages).where(eq(messages.id, id));
  if (!current) throw new NotFound('Message not found');
  if (!current.email) throw new Conflict(noReplyAddressMessage);
  // The reply's e-mail and its record are stored together; the outbox delivers the e-mail.
  const updated = await db.transaction(async (tx) => {
    const store = await storeDetailsForMail(tx);
    await deps.mailer.send(
      replyMail(
        {
          to: current.email!,
          subject: input.subject,
          message: input.message,
          original: { body: current.body, sentAt: current.createdAt },
        },
        store,
      ),
      { tx },
    );
    const [row] = await tx
      .update(messages)
      .set({
        repliedAt: now,
        repliedBy: displayNameOf(admin),
        replySubject: input.subject,
        replyBody: input.message,
        readAt: current.readAt ?? now,
      })
      .where(eq(messages.id, id))
      .returning();
    return row!;
  });
  deps.mailer.wake();
  return toInboxMessage(updated);
}
