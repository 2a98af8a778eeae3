import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { contentTypeOfKey, newStoredKey, storedUrlOf, type Storage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  /** Prepended to every key (e.g. `uploads/`), so one bucket can hold other things too. */
  prefix?: string;
  region: string;
  /** An S3-compatible store (MinIO, R2, a test server): addressed by path, not by host name. */
  endpoint?: string;
  /** None in production: the SDK's default chain (AWS_ACCESS_KEY_ID…, a profile, a role). */
  credentials?: S3ClientConfig['credentials'];
}

/** `uploads` and `uploads/` both mean the folder; a leading slash would be part of the key in S3. */
export function normalisedPrefix(prefix = ''): string {
  const trimmed = prefix.trim().replace(/^\/+/, '');
  return trimmed === '' || trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
}

export function s3ClientFor(options: S3StorageOptions): S3Client {
  return new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // S3-compatible stores often lack the newer checksum modes; S3 itself needs none by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails the request instead of holding it open for good.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}

/** A missing object; a missing bucket (also 404) is a misconfiguration and stays an error. */
const isMissingKey = (error: unknown) =>
  error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * Files in an S3 bucket under `prefix`, named by the same random keys as the local directory, so
 * every instance serves every upload through /api/uploads/<key>.
 */
export function s3Storage(options: S3StorageOptions, client = s3ClientFor(options)): Storage {
  const prefix = normalisedPrefix(options.prefix);
  const object = (key: string) => ({ Bucket: options.bucket, Key: `${prefix}${key}` });
  return {
    async put(bytes, contentType) {
      const key = newStoredKey(contentType);
      await client.send(
        new PutObjectCommand({ ...object(key), Body: bytes, ContentType: contentType }),
      );
      return { key, url: storedUrlOf(key) };
    },
    async get(key) {
      const contentType = contentTypeOfKey(key);
      if (!contentType) return null;
      try {
        const { Body } = await client.send(new GetObjectCommand(object(key)));
        if (!Body) return null;
        return { bytes: new Uint8Array(await Body.transformToByteArray()), contentType };
      } catch (error) {
        if (isMissingKey(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      if (!contentTypeOfKey(key)) return;
      // S3 answers 204 for a key that is not there.
      await client.send(new DeleteObjectCommand(object(key)));
    },
  };
}
