import { z } from 'zod';
import { maxThreadImages } from '../../../domain/constants';
import { forumPostRules } from '../../../fixtures/forum';

const { titleLength, threadContentMin } = forumPostRules;

/** An image picked in the FileDrop: the preview's data URL and the file's name. */
export const postImageSchema = z.object({ id: z.string(), name: z.string(), url: z.string() });

export const postImagesSchema = z
  .array(postImageSchema)
  .max(maxThreadImages, `You can add up to ${maxThreadImages} images.`);

/** The New Thread form (spec section 5): title, category and content required; up to 5 images. */
export const newThreadSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Enter a title for your thread.')
    .min(titleLength.min, `Title must be at least ${titleLength.min} characters.`)
    .max(titleLength.max, `Title must be ${titleLength.max} characters or fewer.`),
  category: z.string().min(1, 'Choose a category.'),
  content: z
    .string()
    .trim()
    .min(1, 'Write the content of your thread.')
    .min(threadContentMin, `Content must be at least ${threadContentMin} characters.`),
  images: postImagesSchema,
});

/** What the form holds while typing. */
export type NewThreadForm = z.input<typeof newThreadSchema>;
/** What a valid submit hands over: trimmed text. */
export type NewThreadValues = z.output<typeof newThreadSchema>;

export const emptyNewThread: NewThreadForm = { title: '', category: '', content: '', images: [] };
