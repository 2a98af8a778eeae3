import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../domain/types';
import { apiClient, expectError, expectJson, type ApiClient } from '../test/client';
import { forumPoster } from '../test/forum-posts';
import { decoded, pngOf } from '../test/images';
import { productInput } from '../test/inputs';
import { startTestS3, type TestS3 } from '../test/s3';
import { startTestServer, type TestServer } from '../test/server';

/** Two instances on one database and one bucket, as behind a load balancer. */
let s3: TestS3;
let first: TestServer;
let second: TestServer;
let api: ApiClient;

beforeAll(async () => {
  s3 = await startTestS3();
  first = await startTestServer({ storage: s3.storage('shop') });
  second = await startTestServer({ storage: s3.storage('shop'), database: first.database });
  api = apiClient(first);
});
afterAll(async () => {
  await second?.stop();
  await first?.stop();
  await s3?.stop();
});

/** The object behind an upload URL, read from the bucket itself. */
async function inBucket(url: string): Promise<Uint8Array | undefined> {
  const key = `shop/${url.replace('/api/uploads/', '')}`;
  const listed = await s3.client.send(
    new ListObjectsV2Command({ Bucket: s3.options.bucket, Prefix: key }),
  );
  if (!listed.Contents?.length) return undefined;
  const object = await s3.client.send(
    new GetObjectCommand({ Bucket: s3.options.bucket, Key: key }),
  );
  expect(object.ContentType).toBe('image/webp');
  return object.Body!.transformToByteArray();
}

async function served(server: TestServer, url: string) {
  const response = await fetch(`${server.url}${url}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  return new Uint8Array(await response.arrayBuffer());
}

describe('uploads in an S3 bucket (s3rver)', () => {
  it('stores a product image in the bucket and serves it through either instance', async () => {
    const upload = await api.post('/uploads', {
      as: 'admin',
      body: await pngOf(30, 20),
      headers: { 'content-type': 'image/png' },
    });
    const { url } = (await expectJson(upload, 201)) as { url: string };
    expect(url).toMatch(/^\/api\/uploads\/[\w-]+\.webp$/);
    const stored = await inBucket(url);
    expect(await decoded(stored!)).toMatchObject({ format: 'webp', width: 30, height: 20 });

    const json = productInput({ name: 'Bucket Rub', images: [{ url, alt: 'A jar of rub' }] });
    const product = (await expectJson(
      await api.post('/products', { as: 'admin', json }),
      201,
    )) as Product;
    const read = (await expectJson(await api.get(`/products/${product.id}`), 200)) as Product;
    expect(read.images.map((image) => image.url)).toEqual([url]);

    for (const server of [first, second]) {
      expect(Buffer.from(await served(server, url)).equals(Buffer.from(stored!))).toBe(true);
    }
  });

  it("serves a forum post's image from the other instance, and deletes it with the thread", async () => {
    const thread = await forumPoster(api).thread('customer', 'Bark from a bucket', 1);
    const [url] = thread.images!;
    expect(await decoded(await served(second, url!))).toMatchObject({ format: 'webp', width: 1 });
    expect(await inBucket(url!)).toBeDefined();

    expect((await api.delete(`/forum/threads/${thread.id}`, { as: 'admin' })).status).toBe(204);
    expect(await inBucket(url!)).toBeUndefined();
    await expectError(await fetch(`${second.url}${url}`), 404);
  });

  it('answers 404 for a key the bucket does not hold', async () => {
    await expectError(await fetch(`${first.url}/api/uploads/AAAAAAAAAAAAAAAAAAAAAAAA.webp`), 404);
  });
});
