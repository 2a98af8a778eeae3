import { z } from 'zod';
import { pageQueryShape, type ListPage } from './list-page';
import { reportReasonIds, type ReportReason } from './forum-schemas';

/**
 * What the shop's forms send (contact, help, live chat, catering quote, weekly deals, forum
 * report; the newsletter signs up through its own confirmation, below) and what the admin's
 * Inbox reads, where a confirmed newsletter subscription is a message too. The forms check the same fields
 * with the same messages before sending; the server checks them again.
 */

export const messageTypes = [
  'contact',
  'help',
  'live-chat',
  'catering-quote',
  'weekly-deals',
  'newsletter',
  'forum-report',
] as const;
export type MessageType = (typeof messageTypes)[number];

/** How the Inbox names each type. */
export const messageTypeLabels: Record<MessageType, string> = {
  contact: 'Contact',
  help: 'Help',
  'live-chat': 'Live chat',
  'catering-quote': 'Catering quote',
  'weekly-deals': 'Weekly deals',
  newsletter: 'Newsletter',
  'forum-report': 'Forum report',
};

export const messageLimits = {
  name: 100,
  email: 254,
  subject: 150,
  /** The shortest message worth sending: 'Hi' is not a question we can answer. */
  bodyMin: 10,
  body: 2000,
  cateringDetails: 2000,
  /** At most this many guests at one event (a larger one is a phone call). */
  cateringGuests: 500,
  reportDetails: 500,
  /** The Inbox's search text. */
  search: 200,
} as const;

/** The subject a live-chat message is stored under (the chat form has no subject field). */
export const chatSubject = 'Live chat';

export { reportReasonLabel, reportReasons, type ReportReason } from './forum-schemas';

/* ---------- Fields, shared with the forms ---------- */

const required = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);

export const nameField = required('Name').max(
  messageLimits.name,
  `Keep the name under ${messageLimits.name} characters`,
);
export const emailField = required('Email')
  .max(messageLimits.email, `Keep the email under ${messageLimits.email} characters`)
  .pipe(z.email('Please enter a valid email'));
export const subjectField = required('Subject').max(
  messageLimits.subject,
  `Keep the subject under ${messageLimits.subject} characters`,
);
export const messageField = z
  .string({ error: 'Message is required' })
  .trim()
  .min(1, 'Message is required')
  // An empty message already says it is required.
  .refine(
    (value) => value.length === 0 || value.length >= messageLimits.bodyMin,
    `Message must be at least ${messageLimits.bodyMin} characters`,
  )
  .refine(
    (value) => value.length <= messageLimits.body,
    `Keep the message under ${messageLimits.body} characters`,
  );

const optionalText = (max: number, message: string) =>
  z.string().trim().max(max, message).optional().default('');

/* ---------- What a form sends ---------- */

const cateringDetailsSchema = z.object({
  eventDate: z
    .string({ error: 'Event date is required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as MM/DD/YYYY'),
  guests: z
    .number({ error: 'Number of guests is required' })
    .int('Enter a whole number of guests')
    .min(1, 'Enter at least 1 guest')
    .max(
      messageLimits.cateringGuests,
      `For more than ${messageLimits.cateringGuests} guests, please call our catering team`,
    ),
  packageId: required('Package').max(100, 'Choose one of our packages'),
});

const reportDetailsSchema = z.object({
  threadId: required('Thread').max(100, 'Thread id is too long'),
  threadTitle: z.string().trim().max(200).optional(),
  replyId: z.string().trim().min(1).max(100).optional(),
  reason: z.enum(reportReasonIds, { error: 'Choose a reason' }),
});

export const messageRequestSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('contact'),
      name: nameField,
      email: emailField,
      subject: subjectField,
      body: messageField,
    }),
    z.object({
      type: z.literal('help'),
      name: nameField,
      email: emailField,
      subject: subjectField,
      body: messageField,
    }),
    z.object({
      type: z.literal('live-chat'),
      name: nameField,
      email: emailField,
      body: messageField,
    }),
    z.object({
      type: z.literal('weekly-deals'),
      name: nameField,
      email: emailField,
      body: messageField,
    }),
    z.object({
      type: z.literal('catering-quote'),
      name: nameField,
      email: emailField,
      body: optionalText(
        messageLimits.cateringDetails,
        `Keep the event details under ${messageLimits.cateringDetails} characters`,
      ),
      details: cateringDetailsSchema,
    }),
    z.object({
      type: z.literal('forum-report'),
      // The report dialog asks for neither: a signed-in reporter's come from their token.
      name: nameField.optional(),
      email: emailField.optional(),
      body: optionalText(
        messageLimits.reportDetails,
        `Keep the details under ${messageLimits.reportDetails} characters.`,
      ),
      details: reportDetailsSchema,
    }),
  ],
  { error: 'Choose what kind of message this is' },
);
export type MessageRequest = z.input<typeof messageRequestSchema>;
export type ValidMessageRequest = z.output<typeof messageRequestSchema>;

/* ---------- What the Inbox reads ---------- */

/** A catering quote as stored: the server adds the package's name and the estimate. */
export interface CateringQuoteDetails {
  eventDate: string;
  guests: number;
  packageId: string;
  packageName: string;
  pricePerPersonCents: number;
  estimateCents: number;
}

export interface ForumReportDetails {
  threadId: string;
  threadTitle?: string;
  replyId?: string;
  reason: ReportReason;
}

export type MessageDetails = CateringQuoteDetails | ForumReportDetails;

export interface InboxMessage {
  id: string;
  type: MessageType;
  name?: string;
  email?: string;
  subject?: string;
  body: string;
  details?: MessageDetails;
  /** The sender's account (the token's `sub`) when they were signed in. */
  accountId?: string;
  read: boolean;
  createdAt: string;
  /** The admin's e-mailed reply, once sent (the latest one). */
  reply?: MessageReply;
}

/** What an admin e-mailed back from the Inbox: when, who sent it and what it said. */
export interface MessageReply {
  sentAt: string;
  /** The admin's display name. */
  by: string;
  subject: string;
  body: string;
}

export const messageStatuses = ['read', 'unread'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

export const messageListQuerySchema = z.object({
  type: z.enum(messageTypes, { error: 'Choose a message type' }).optional(),
  status: z.enum(messageStatuses, { error: 'Choose read or unread' }).optional(),
  q: z
    .string()
    .trim()
    .max(messageLimits.search, `Keep the search under ${messageLimits.search} characters`)
    .optional(),
  ...pageQueryShape,
});
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

/** What the Inbox asks for: its filters, and a page as the URL spells it. */
export interface MessageListRequest {
  type?: MessageType | null;
  status?: MessageStatus | null;
  q?: string;
  page?: number;
  limit?: number;
}

/** A page of the Inbox, and how many messages of the whole Inbox are unread. */
export interface MessageListPage extends ListPage<InboxMessage> {
  unread: number;
}

export const messageReadInputSchema = z.object({
  read: z.boolean({ error: 'Say whether the message is read' }),
});

/* ---------- The newsletter: double opt-in ---------- */

/** A sign-up for an address already subscribed (confirmed). */
export const alreadySubscribedMessage = "You're already subscribed";

/** How long a confirmation link works. */
export const newsletterLinkDays = 3;

/** The footer's sign-up: the address gets a confirmation link, nothing else. */
export const newsletterSignUpSchema = z.object({ email: emailField });

/** The confirmation link's token, sent by the page the link opens. */
export const newsletterConfirmationSchema = z.object({
  token: z.string({ error: 'The link has no token' }).trim().min(1).max(2000),
});

/** Why a confirmation link does not subscribe anyone. */
export const newsletterLinkProblems = {
  invalid:
    'This confirmation link is not valid. Use the link from your latest e-mail, or sign up again.',
  expired: `This confirmation link has expired: links work for ${newsletterLinkDays} days. Sign up again at the foot of any page.`,
} as const;

/** What a sign-up and a confirmation answer: the address concerned. */
export interface NewsletterAddress {
  email: string;
}

/* ---------- Mail to an address typed into a form ---------- */

/**
 * A form can make the store e-mail an address nobody verified (a receipt, a newsletter
 * confirmation): at most this many a day per address, counted across every server process.
 */
export const mailsPerRecipientPerDay = 3;

/** A newsletter sign-up for an address the day's limit has reached. */
export const recipientLimitMessage = `We have already e-mailed this address ${mailsPerRecipientPerDay} times today. Use the link in one of those e-mails, or try again tomorrow.`;

/* ---------- Replies and unsubscribing ---------- */

export const replyLimits = { subject: 150, body: 5000 } as const;

/** 'Reply by e-mail' in the Inbox: the e-mail's subject and text. */
export const messageReplyInputSchema = z.object({
  subject: required('Subject').max(
    replyLimits.subject,
    `Keep the subject under ${replyLimits.subject} characters`,
  ),
  message: required('Message').max(
    replyLimits.body,
    `Keep the message under ${replyLimits.body} characters`,
  ),
});
export type MessageReplyInput = z.input<typeof messageReplyInputSchema>;

/** The subject a reply starts with: 'Re: ' and the message's subject, or its type. */
export const replySubjectOf = (message: Pick<InboxMessage, 'subject' | 'type'>) =>
  `Re: ${message.subject ?? messageTypeLabels[message.type]}`;

/** Why a message cannot be answered from the Inbox. */
export const noReplyAddressMessage =
  'This message has no e-mail address, so it cannot be answered by e-mail.';

/** A token that is missing, altered or made up. */
export const invalidUnsubscribeMessage =
  'This unsubscribe link is not valid. Use the link from your latest e-mail, or write to us.';

/** The unsubscribe link's token, confirmed by a press on /unsubscribe. */
export const unsubscribeInputSchema = z.object({
  token: z
    .string({ error: invalidUnsubscribeMessage })
    .trim()
    .min(1, invalidUnsubscribeMessage)
    .max(1000, invalidUnsubscribeMessage),
});

export interface UnsubscribeResult {
  email: string;
}
