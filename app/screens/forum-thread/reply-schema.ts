import { z } from 'zod';
import { reportDetailsSchema, reportReasonIds, replyContentSchema } from '@domain/forum-schemas';
import { postImagesSchema } from '../../forms/post-images-schema';

export { reportReasonLabel, reportReasons, type ReportReason } from '@domain/forum-schemas';

/** The Post Reply form: the text (2 to 10,000 characters once trimmed) and up to 5 images. */
export const replySchema = z.object({
  content: replyContentSchema,
  images: postImagesSchema,
});

export type ReplyForm = z.input<typeof replySchema>;
export type ReplyValues = z.output<typeof replySchema>;

export const emptyReply: ReplyForm = { content: '', images: [] };

/** The Report dialog: a reason from the list, optional details. */
export const reportSchema = z.object({
  reason: z.string().min(1, 'Choose a reason.').pipe(z.enum(reportReasonIds, 'Choose a reason.')),
  details: reportDetailsSchema,
});

/** The form starts with no reason chosen (''). */
export type ReportForm = z.input<typeof reportSchema>;
export type ReportValues = z.output<typeof reportSchema>;

export const emptyReport: ReportForm = { reason: '', details: '' };
