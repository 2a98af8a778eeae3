import { z } from 'zod';
import { forumPostRules } from '../../../fixtures/forum';
import { postImagesSchema } from '../forum-new/new-thread-schema';

const { replyContentMin, reportDetailsMax } = forumPostRules;

/** The Post Reply form: the text (at least 2 characters once trimmed) and up to 5 images. */
export const replySchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'Write a reply before posting.')
    .min(replyContentMin, `Your reply must be at least ${replyContentMin} characters.`),
  images: postImagesSchema,
});

export type ReplyForm = z.input<typeof replySchema>;
export type ReplyValues = z.output<typeof replySchema>;

export const emptyReply: ReplyForm = { content: '', images: [] };

/** Why a post is reported; the label is what moderators read. */
export const reportReasons = [
  { id: 'spam', label: 'Spam or advertising' },
  { id: 'harassment', label: 'Harassment or hate speech' },
  { id: 'unsafe-advice', label: 'Unsafe food-safety advice' },
  { id: 'off-topic', label: 'Off-topic' },
  { id: 'inappropriate', label: 'Inappropriate photos or language' },
  { id: 'other', label: 'Something else' },
] as const;

export type ReportReason = (typeof reportReasons)[number]['id'];

const reasonIds = reportReasons.map((reason) => reason.id) as [ReportReason, ...ReportReason[]];

/** The Report dialog: a reason from the list, optional details. */
export const reportSchema = z.object({
  reason: z.string().min(1, 'Choose a reason.').pipe(z.enum(reasonIds, 'Choose a reason.')),
  details: z
    .string()
    .trim()
    .max(reportDetailsMax, `Keep the details under ${reportDetailsMax} characters.`),
});

/** The form starts with no reason chosen (''). */
export type ReportForm = z.input<typeof reportSchema>;
export type ReportValues = z.output<typeof reportSchema>;

export const reportReasonLabel = (id: ReportReason) =>
  reportReasons.find((reason) => reason.id === id)?.label ?? id;

export const emptyReport: ReportForm = { reason: '', details: '' };
