import { randomBytes } from 'node:crypto';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalisedPrefix, s3Storage } from './storage-s3';
import { storedKeyOf } from './storage';
import { startTestS3, type TestS3 } from './test/s3';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3?.stop());

const keysInBucket = async () =>
  ((await s3.client.send(new ListObjectsV2Command({ Bucket: s3.options.bucket }))).Contents ?? [])
    .map((object) => object.Key)
    .sort();

describe('S3 storage (against s3rver)', () => {
  it('gives back exactly the bytes it stored, with their type, under the prefix', async () => {
    const storage = s3.storage('forge/uploads');
    const bytes = new Uint8Array(randomBytes(200_000));
    const { key, url } = await storage.put(bytes, 'image/webp');
    expect(key).toMatch(/^[\w-]+\.webp$/);
    expect(storedKeyOf(url)).toBe(key);

    const stored = await storage.get(key);
    expect(stored?.contentType).toBe('image/webp');
    expect(Buffer.from(stored!.bytes).equals(Buffer.from(bytes))).toBe(true);

    const head = await s3.client.send(
      new HeadObjectCommand({ Bucket: s3.options.bucket, Key: `forge/uploads/${key}` }),
    );
    expect([head.ContentType, head.ContentLength]).toEqual(['image/webp', bytes.length]);
  });

  it('answers null for a key that is not there, and for what is not one of its keys', async () => {
    const storage = s3.storage();
    expect(await storage.get('AAAAAAAAAAAAAAAAAAAAAAAA.png')).toBeNull();
    expect(await storage.get('../secrets.txt')).toBeNull();
  });

  it('deletes a stored file: get then answers null, and a second delete is no error', async () => {
    const storage = s3.storage('deleting');
    const { key } = await storage.put(new Uint8Array([1, 2, 3]), 'image/png');
    expect(await keysInBucket()).toContain(`deleting/${key}`);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    expect(await keysInBucket()).not.toContain(`deleting/${key}`);
  });

  it('refuses a type it does not store, and fails loudly on a bucket that does not exist', async () => {
    const storage = s3.storage();
    await expect(storage.put(new Uint8Array([1]), 'text/html')).rejects.toThrow(
      'Cannot store text/html',
    );
    const wrongBucket = s3Storage({ ...s3.options, bucket: 'no-such-bucket' }, s3.client);
    await expect(wrongBucket.get('AAAAAAAAAAAAAAAAAAAAAAAA.png')).rejects.toThrow(/bucket/i);
  });

  it('reads a prefix with or without its slashes as the same folder', () => {
    expect(['', ' ', '/'].map((prefix) => normalisedPrefix(prefix))).toEqual(['', '', '']);
    expect(['uploads', 'uploads/', '/uploads'].map((p) => normalisedPrefix(p))).toEqual([
      'uploads/',
      'uploads/',
      'uploads/',
    ]);
  });
});
