import { z } from 'zod';
import { maxForumBodyLength, maxForumTitleLength } from './constants';

/** What a new thread and a reply must hold (the images limit is `maxThreadImages`). */
export const forumPostRules = {
  titleLength: { min: 5, max: maxForumTitleLength },
  threadContentMin: 20,
  replyContentMin: 2,
  contentMax: maxForumBodyLength,
  /** Optional details on a report. */
  reportDetailsMax: 500,
} as const;

const { titleLength, threadContentMin, replyContentMin, contentMax, reportDetailsMax } =
  forumPostRules;

const postContent = (min: number, emptyMessage: string, shortMessage: string) =>
  z
    .string()
    .trim()
    .min(1, emptyMessage)
    .min(min, shortMessage)
    .max(contentMax, `Keep it under ${contentMax.toLocaleString('en-US')} characters.`);

export const forumTitleSchema = z
  .string()
  .trim()
  .min(1, 'Enter a title for your thread.')
  .min(titleLength.min, `Title must be at least ${titleLength.min} characters.`)
  .max(titleLength.max, `Title must be ${titleLength.max} characters or fewer.`);

export const threadContentSchema = postContent(
  threadContentMin,
  'Write the content of your thread.',
  `Content must be at least ${threadContentMin} characters.`,
);

export const replyContentSchema = postContent(
  replyContentMin,
  'Write a reply before posting.',
  `Your reply must be at least ${replyContentMin} characters.`,
);

/** The text of a new thread as the server receives it (the images travel beside it as files). */
export const newThreadFieldsSchema = z.object({
  title: forumTitleSchema,
  category: z.string().min(1, 'Choose a category.').max(100),
  content: threadContentSchema,
});
export type NewThreadFields = z.output<typeof newThreadFieldsSchema>;

export const replyFieldsSchema = z.object({ content: replyContentSchema });
export type ReplyFields = z.output<typeof replyFieldsSchema>;

/** An admin pins or unpins, locks or unlocks a thread. */
export const threadModerationSchema = z
  .object({ isPinned: z.boolean().optional(), isLocked: z.boolean().optional() })
  .strict()
  .refine((patch) => patch.isPinned !== undefined || patch.isLocked !== undefined, {
    message: 'Say what to change: isPinned or isLocked',
  });
export type ThreadModeration = z.output<typeof threadModerationSchema>;

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

export const reportReasonIds = reportReasons.map((reason) => reason.id) as [
  ReportReason,
  ...ReportReason[],
];

export const reportReasonLabel = (id: string) =>
  reportReasons.find((reason) => reason.id === id)?.label ?? id;

export const reportDetailsSchema = z
  .string()
  .trim()
  .max(reportDetailsMax, `Keep the details under ${reportDetailsMax} characters.`);

/** A report of a thread, or of one of its replies (`replyId`). */
export const forumReportInputSchema = z.object({
  reason: z.enum(reportReasonIds, 'Choose a reason.'),
  details: reportDetailsSchema.default(''),
  replyId: z.string().min(1).max(200).optional(),
});
export type ForumReportInput = z.output<typeof forumReportInputSchema>;

/** Open until an admin dismisses it or removes the reported post. */
export const forumReportStatuses = ['open', 'dismissed', 'removed'] as const;
export type ForumReportStatus = (typeof forumReportStatuses)[number];

export const forumReportStatusLabels: Record<ForumReportStatus, string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  removed: 'Post deleted',
};

/** An admin dismisses a report, or opens it again. Removing the post is a DELETE of the post. */
export const forumReportUpdateSchema = z
  .object({ status: z.enum(['open', 'dismissed'], 'Choose open or dismissed.') })
  .strict();
export type ForumReportUpdate = z.output<typeof forumReportUpdateSchema>;

/** A report as an admin reviews it. */
export interface ForumReportEntry {
  id: string;
  threadId: string;
  threadTitle: string;
  replyId: string | null;
  /** The start of the reported post; null once the post is deleted. */
  excerpt: string | null;
  reason: ReportReason;
  reasonLabel: string;
  details: string;
  reporterName: string;
  createdAt: string;
  status: ForumReportStatus;
  /** When and by whom it was dismissed or its post removed; null while open. */
  resolvedAt: string | null;
  resolvedBy: string | null;
}

/** A vote's outcome: the post's count and whether the caller's upvote is on it. */
export interface ForumVote {
  upvotes: number;
  userHasUpvoted: boolean;
}
