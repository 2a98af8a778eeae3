import { z } from 'zod';
import {
  reportReasonLabel,
  reportReasons,
  type ReportReason,
} from '../../../domain/message-schemas';
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

export { reportReasonLabel, reportReasons, type ReportReason };

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

export const emptyReport: ReportForm = { reason: '', details: '' };
