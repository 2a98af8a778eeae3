import { z } from 'zod';
import { postImagesSchema } from '../../forms/post-images-schema';
import { forumTitleSchema, threadContentSchema } from '@domain/forum-schemas';

/**
 * The New Thread form: title, category and content required; up to 5 images.
 * Title and content follow the rules the server checks (domain/forum-schemas.ts).
 */
export const newThreadSchema = z.object({
  title: forumTitleSchema,
  category: z.string().min(1, 'Choose a category.'),
  content: threadContentSchema,
  images: postImagesSchema,
});

/** What the form holds while typing. */
export type NewThreadForm = z.input<typeof newThreadSchema>;
/** What a valid submit hands over: trimmed text. */
export type NewThreadValues = z.output<typeof newThreadSchema>;

export const emptyNewThread: NewThreadForm = { title: '', category: '', content: '', images: [] };
