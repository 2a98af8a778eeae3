import { maxImageFileBytes } from '../../domain/constants';
import { writers } from '../../domain/permissions';
import { authorize, type Caller } from '../caller';
import { BadRequest, NotFound } from '../errors';
import type { StoredFile, Storage } from '../storage';
import { chunksOf, declaresMoreThan, readCapped } from '../uploads/capped-read';
import { imageTooLarge } from '../uploads/limits';
import { openUploadBatch, type ImageUploadDeps } from './image-uploads';

/** A request's body as it arrives, and the length it declared (if any). */
export interface IncomingBody {
  stream: ReadableStream<Uint8Array> | null;
  contentLength: string | undefined;
}

/**
 * Stores one image sent as the whole body (the console's product and recipe images), read as it
 * streams and refused as soon as it passes the cap; re-encoded, its type from its bytes.
 */
export async function saveUpload(
  deps: ImageUploadDeps,
  caller: Caller | null,
  body: IncomingBody,
): Promise<{ url: string }> {
  const account = authorize(caller, writers.uploads);
  if (declaresMoreThan(body.contentLength, maxImageFileBytes)) throw imageTooLarge(undefined);
  const batch = await openUploadBatch(deps, account, undefined);
  try {
    const bytes = await readCapped(chunksOf(body.stream), maxImageFileBytes, () =>
      imageTooLarge(undefined),
    );
    return { url: await batch.add(bytes) };
  } finally {
    await batch.close();
  }
}

export async function readUpload(storage: Storage, key: string): Promise<StoredFile> {
  if (/[/\\]|\.\./.test(key)) throw new BadRequest('Not a file name');
  const file = await storage.get(key);
  if (!file) throw new NotFound('Image not found');
  return file;
}
