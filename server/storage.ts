import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface StoredFile {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/**
 * Where uploaded images live. Locally a directory; in AWS the same interface would wrap an S3
 * bucket (PutObject with ContentType under the key, GetObject for reads, or a CloudFront URL).
 */
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
      const extension = imageExtensions[contentType as ImageContentType];
      if (!extension) throw new Error(`Cannot store ${contentType}`);
      const key = `${randomBytes(18).toString('base64url')}.${extension}`;
      await mkdir(directory, { recursive: true });
      await writeFile(join(directory, key), bytes, { flag: 'wx' });
      return { key, url: `${uploadsUrlPrefix}${key}` };
    },
    async get(key) {
      const contentType = typeByExtension.get(keyPattern.exec(key)?.[1] ?? '');
      if (!contentType) return null;
      try {
        return { bytes: new Uint8Array(await readFile(join(directory, key))), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      if (!keyPattern.test(key)) return;
      try {
        await unlink(join(directory, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },
  };
}
