import type { z } from 'zod';
import { maxImageFileBytes, maxThreadImages } from '../../domain/constants';
import type { Caller } from '../caller';
import { Invalid, PayloadTooLarge, Unauthorized } from '../errors';
import { fieldMessages, unstorableText } from '../validate';
import { declaresMoreThan, readCapped } from '../uploads/capped-read';
import { formatBytes, imageTooLarge } from '../uploads/limits';
import { formParts } from '../uploads/multipart';
import { openUploadBatch, type ImageUploadDeps, type UploadBatch } from './image-uploads';

/** The form field that carries a post's images, and where refusals about them are shown. */
const imagesField = 'images';

/** A post's text, its images' URLs, and the way to delete those images if the post is refused. */
export interface ReceivedPost<Fields> {
  fields: Fields;
  images: { urls: string[]; discard: () => Promise<void> };
}

/** The most a post's body may declare: its images at their cap, plus its text. */
export const maxPostBytes = maxThreadImages * maxImageFileBytes + 1024 * 1024;

const tooManyImages = () =>
  new Invalid({ [imagesField]: `You can add up to ${maxThreadImages} images.` });

/**
 * Reads a forum post's multipart body as it streams: its text fields, checked by `schema` once
 * the body has ended, and each `images` file read up to the cap, re-encoded and stored as it
 * arrives (one in memory at a time). Refused as a whole: whatever was stored is deleted. The
 * account's upload slot is taken at the first image and freed when the body has been read.
 */
export async function receivePost<Schema extends z.ZodType<Record<string, unknown>>>(
  deps: ImageUploadDeps,
  caller: Caller | null,
  request: Request,
  schema: Schema,
  signInMessage: string,
): Promise<ReceivedPost<z.infer<Schema>>> {
  if (!caller) throw new Unauthorized(signInMessage);
  if (declaresMoreThan(request.headers.get('content-length') ?? undefined, maxPostBytes)) {
    const message = `A post can carry at most ${maxThreadImages} images of ${formatBytes(maxImageFileBytes)}`;
    throw new PayloadTooLarge(message, { [imagesField]: message });
  }
  const text: Record<string, string> = {};
  let batch: UploadBatch | undefined;
  try {
    const parts = formParts(request, {
      fields: 10,
      fieldBytes: 64 * 1024,
      files: maxThreadImages,
      fileBytes: maxImageFileBytes,
      tooManyFiles: tooManyImages,
      fieldTooLong: (name) => new Invalid({ [name]: 'This field is too long.' }),
    });
    for await (const part of parts) {
      if (part.kind === 'field') {
        if (part.name === imagesField)
          throw new Invalid({ [imagesField]: 'Attach images as files.' });
        text[part.name] ??= part.value;
        continue;
      }
      if (part.name !== imagesField) {
        part.stream.resume();
        continue;
      }
      batch ??= await openUploadBatch(deps, caller, imagesField);
      const bytes = await readCapped(part.stream, maxImageFileBytes, () =>
        imageTooLarge(imagesField),
      );
      // An empty file input sends a nameless, empty part: no image.
      if (bytes.byteLength === 0 && !part.filename) continue;
      await batch.add(bytes, part.filename || undefined);
    }
    // The API's one string rule (server/validate.ts) first, as for every other body.
    const unstorable = unstorableText(text);
    if (Object.keys(unstorable).length > 0) throw new Invalid(unstorable);
    const parsed = schema.safeParse(text);
    if (!parsed.success) throw new Invalid(fieldMessages(parsed.error.issues));
    const stored = batch;
    return {
      fields: parsed.data,
      images: {
        urls: [...(stored?.urls ?? [])],
        discard: () => stored?.discard() ?? Promise.resolve(),
      },
    };
  } catch (error) {
    await batch?.discard();
    throw error;
  } finally {
    await batch?.close();
  }
}

/** Runs the write a post's images are for; if it fails, the images are deleted with it. */
export async function withPostImages<T>(
  images: ReceivedPost<unknown>['images'],
  write: (urls: string[]) => Promise<T>,
): Promise<T> {
  try {
    return await write(images.urls);
  } catch (error) {
    await images.discard();
    throw error;
  }
}
