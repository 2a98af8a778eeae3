import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface StoredFile {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/** Where uploaded images live: a local directory (below) or an S3 bucket (storage-s3.ts). */
export interface Storage {
  put(bytes: Uint8Array, contentType: string): Promise<{ key: string; url: string }>;
  get(key: string): Promise<StoredFile | null>;
  /** Removes a stored file (DeleteObject in S3); a key that is not there is no error. */
  delete(key: string): Promise<void>;
}

/** The types we store, by the extension that records them in the key. */
export const imageExtensions = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;
export type ImageContentType = keyof typeof imageExtensions;

const typeByExtension = new Map<string, string>(
  Object.entries(imageExtensions).map(([type, extension]) => [extension, type]),
);

/** A random key with its type's extension: no name, path or separator from the client ever reaches the disk. */
const keyPattern = /^[A-Za-z0-9_-]{16,64}\.([a-z]{3,4})$/;

export const uploadsUrlPrefix = '/api/uploads/';

/**
 * A new key for a file of this type: random, with the type's extension.
 * @throws Error for a type we do not store.
 */
export function newStoredKey(contentType: string): string {
  const extension = imageExtensions[contentType as ImageContentType];
  if (!extension) throw new Error(`Cannot store ${contentType}`);
  return `${randomBytes(18).toString('base64url')}.${extension}`;
}

/** The type a key of ours records; undefined for anything that is not such a key. */
export function contentTypeOfKey(key: string): string | undefined {
  return typeByExtension.get(keyPattern.exec(key)?.[1] ?? '');
}

/** The URL `put` answers for a key: served by /api/uploads on every instance. */
export const storedUrlOf = (key: string) => `${uploadsUrlPrefix}${key}`;

/** The key of a URL that `put` returned; undefined for anything else (the seed's /images paths). */
export function storedKeyOf(url: string): string | undefined {
  if (!url.startsWith(uploadsUrlPrefix)) return undefined;
  const key = url.slice(uploadsUrlPrefix.length);
  return keyPattern.test(key) ? key : undefined;
}

/** Files under one directory, named by key; the extension encodes the content type. */
export function localDirectoryStorage(directory: string): Storage {
  return {
    async put(bytes, contentType) {
      const key = newStoredKey(contentType);
      await mkdir(directory, { recursive: true });
      await writeFile(join(directory, key), bytes, { flag: 'wx' });
      return { key, url: storedUrlOf(key) };
    },
    async get(key) {
      const contentType = contentTypeOfKey(key);
      if (!contentType) return null;
      try {
        return { bytes: new Uint8Array(await readFile(join(directory, key))), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      if (!contentTypeOfKey(key)) return;
      try {
        await unlink(join(directory, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },
  };
}
