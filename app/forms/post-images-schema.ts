import { z } from 'zod';
import { maxThreadImages } from '../../domain/constants';

/** An image picked in the FileDrop: the preview's data URL and the file's name. */
export const postImageSchema = z.object({ id: z.string(), name: z.string(), url: z.string() });

export const postImagesSchema = z
  .array(postImageSchema)
  .max(maxThreadImages, `You can add up to ${maxThreadImages} images.`);
