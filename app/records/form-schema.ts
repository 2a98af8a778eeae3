import { z } from 'zod';

/** Text that must not be blank (spaces alone count as blank); `message` names the field. */
export const requiredText = (message: string) => z.string().trim().min(1, message);

/** Required text with the server's length limit and its message ('Name must be at most 120 characters'). */
export const limitedText = (label: string, max: number) =>
  requiredText(`${label} is required`).max(
    max,
    `${label} must be at most ${max.toLocaleString('en-US')} characters`,
  );

/** An image chosen in a FileDrop, read into a data URL (or an image the record already has). */
export const uploadedImageSchema = z.object({ id: z.string(), name: z.string(), url: z.string() });
