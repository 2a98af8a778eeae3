import { maxImageFileBytes } from '../../domain/constants';
import { writers } from '../../domain/permissions';
import { authorize, type Caller } from '../caller';
import { BadRequest, NotFound, PayloadTooLarge } from '../errors';
import type { Storage, StoredFile } from '../storage';
import { imageTypeOf } from './image-type';

export const uploadTooLarge = () =>
  new PayloadTooLarge(`Images can be at most ${maxImageFileBytes / (1024 * 1024)} MB`);

/** Stores an image under a random key; its type comes from its bytes, never from the client. */
export async function saveUpload(
  storage: Storage,
  caller: Caller | null,
  bytes: Uint8Array,
): Promise<{ url: string }> {
  authorize(caller, writers.uploads);
  if (bytes.byteLength > maxImageFileBytes) throw uploadTooLarge();
  const contentType = imageTypeOf(bytes);
  if (!contentType) throw new BadRequest('Only PNG, JPEG, GIF and WebP images can be uploaded');
  const { url } = await storage.put(bytes, contentType);
  return { url };
}

export async function readUpload(storage: Storage, key: string): Promise<StoredFile> {
  if (/[/\\]|\.\./.test(key)) throw new BadRequest('Not a file name');
  const file = await storage.get(key);
  if (!file) throw new NotFound('Image not found');
  return file;
}
