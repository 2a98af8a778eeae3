import { fileTypeFromBuffer } from 'file-type';
import { maxImageFileBytes, maxThreadImages } from '../../domain/constants';
import { Invalid, PayloadTooLarge } from '../errors';
import { imageExtensions, storedKeyOf, type ImageContentType, type Storage } from '../storage';

/** What `file-type` may call a type we store (an animated PNG is still a PNG). */
const storedTypeOf: Record<string, ImageContentType> = {
  ...Object.fromEntries(Object.keys(imageExtensions).map((type) => [type, type])),
  'image/apng': 'image/png',
};

export const forumImageTooLarge = () =>
  new PayloadTooLarge(`Each image can be at most ${maxImageFileBytes / (1024 * 1024)} MB`);

/** The type the file's bytes prove, whatever its name or declared type says. */
export async function forumImageTypeOf(bytes: Uint8Array): Promise<ImageContentType | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected ? storedTypeOf[detected.mime] : undefined;
}

/**
 * Checks every image of a post (count, size, type by content), then stores them as files and
 * returns their URLs; nothing is stored when one is refused.
 */
export async function storeForumImages(
  storage: Storage,
  files: readonly File[],
): Promise<string[]> {
  if (files.length > maxThreadImages) {
    throw new Invalid({ images: `You can add up to ${maxThreadImages} images.` });
  }
  if (files.some((file) => file.size > maxImageFileBytes)) throw forumImageTooLarge();
  const checked: { bytes: Uint8Array; contentType: ImageContentType }[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const contentType = await forumImageTypeOf(bytes);
    if (!contentType) {
      throw new Invalid({
        images: `“${file.name || 'An image'}” is not a PNG, JPEG, GIF or WebP image.`,
      });
    }
    checked.push({ bytes, contentType });
  }
  const urls: string[] = [];
  for (const image of checked) urls.push((await storage.put(image.bytes, image.contentType)).url);
  return urls;
}

/**
 * Deletes a removed post's stored files. Called after the rows are gone: a file that fails to
 * go is logged, not put back into a post that no longer exists.
 */
export async function deleteForumImages(storage: Storage, urls: readonly string[]): Promise<void> {
  const keys = urls.map(storedKeyOf).filter((key): key is string => key !== undefined);
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  for (const result of results) {
    if (result.status === 'rejected')
      console.error('Could not delete a forum image', result.reason);
  }
}
