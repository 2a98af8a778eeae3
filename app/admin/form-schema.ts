import { z } from 'zod';

/** Text that must not be blank (spaces alone count as blank); `message` names the field. */
export const requiredText = (message: string) => z.string().trim().min(1, message);

/** An image chosen in a FileDrop, read into a data URL (or an image the record already has). */
export const uploadedImageSchema = z.object({ id: z.string(), name: z.string(), url: z.string() });
