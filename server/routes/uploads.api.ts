import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, expectError, expectJson, type ApiClient, type Sender } from '../test/client';
import { onePixelPng } from '../test/forum-posts';
import {
  animatedGif,
  decoded,
  exifSecret,
  generatedBody,
  jpegOf,
  jpegWithExif,
  pngOf,
  pngPolyglot,
  webpOf,
} from '../test/images';
import { startTestServer, type TestServer } from '../test/server';

/** The cap per image. */
const fiveMegabytes = 5 * 1024 * 1024;

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
});
afterAll(() => server?.stop());

const png = onePixelPng;
const upload = (body: Uint8Array<ArrayBuffer>, as: Sender = 'admin', type = 'image/png') =>
  api.post('/uploads', { as, body, headers: { 'content-type': type } });

async function uploadedUrl(body: Uint8Array<ArrayBuffer>, as: Sender = 'admin', type?: string) {
  const { url } = (await expectJson(await upload(body, as, type), 201)) as { url: string };
  return url;
}

describe('who may upload', () => {
  it('refuses the anonymous caller (401) and a customer (403)', async () => {
    expect((await expectError(await upload(png, 'anonymous'), 401)).error).toBe('unauthorized');
    expect((await expectError(await upload(png, 'customer'), 403)).error).toBe('forbidden');
  });

  it.each(['admin', 'editor'] as const)('accepts an image from the %s', async (as) => {
    expect(await uploadedUrl(png, as)).toMatch(/^\/api\/uploads\/[\w-]+\.webp$/);
  });
});

const served = async (url: string) => {
  const response = await fetch(`${server.url}${url}`);
  expect(response.status).toBe(200);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
};

describe('storing and serving images', () => {
  it('serves a PNG re-encoded as WebP, with its type, nosniff and a long cache', async () => {
    const url = await uploadedUrl(await pngOf(30, 20));
    expect(url).toMatch(/\.webp$/);
    const { response, bytes } = await served(url);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await decoded(bytes)).toMatchObject({ format: 'webp', width: 30, height: 20 });
  });

  it.each([
    ['JPEG', () => jpegOf(20, 10), 'image/jpeg', '.jpg'],
    ['GIF', animatedGif, 'image/webp', '.webp'],
    ['WebP', () => webpOf(20, 10), 'image/webp', '.webp'],
  ])('judges a %s by its bytes, whatever type it was sent as', async (_name, make, type, ext) => {
    const url = await uploadedUrl(await make(), 'editor', 'application/octet-stream');
    expect(url.endsWith(ext)).toBe(true);
    const { response } = await served(url);
    expect(response.headers.get('content-type')).toBe(type);
  });

  it('keeps a GIF animated, as an animated WebP', async () => {
    const { bytes } = await served(await uploadedUrl(await animatedGif()));
    expect(await decoded(bytes)).toMatchObject({ format: 'webp', width: 40, pages: 3 });
  });

  it('strips metadata: the EXIF text of a JPEG is not stored', async () => {
    const original = await jpegWithExif();
    expect(Buffer.from(original).includes(exifSecret)).toBe(true);
    const { bytes } = await served(await uploadedUrl(original));
    expect(Buffer.from(bytes).includes(exifSecret)).toBe(false);
    expect(await decoded(bytes)).toMatchObject({ format: 'jpeg', exif: undefined, xmp: undefined });
  });

  it('scales an image down to 2,400 px on its longer side', async () => {
    const { bytes } = await served(await uploadedUrl(await pngOf(3000, 600)));
    expect(await decoded(bytes)).toMatchObject({ width: 2400, height: 480 });
  });

  it.each([
    ['HTML sent as a PNG', new TextEncoder().encode('<!doctype html><script>alert(1)</script>')],
    ['an SVG', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['an empty body', new Uint8Array()],
    ['half a PNG signature', png.slice(0, 4)],
    ['a PNG signature over garbage', Uint8Array.from([...png.slice(0, 8), ...randomBytes(64)])],
  ])('refuses %s', async (_label, body) => {
    const error = await expectError(await upload(body), 400);
    expect(error.message).toMatch(/^Only PNG, JPEG, GIF and WebP images can be uploaded/);
  });

  it('refuses the polyglot (a 1×1 PNG followed by 10 MB of random bytes) with 413', async () => {
    const error = await expectError(await upload(pngPolyglot(10 * 1024 * 1024).bytes), 413);
    expect(error).toMatchObject({
      error: 'payload_too_large',
      message: 'Each image can be at most 5 MB',
    });
  });

  it('stores a PNG followed by random bytes up to 5 MB clean: the bytes after the image are gone', async () => {
    const { bytes: polyglot, tail } = pngPolyglot(fiveMegabytes - onePixelPng.length);
    expect(polyglot.length).toBe(fiveMegabytes);
    const { bytes } = await served(await uploadedUrl(polyglot));
    expect(bytes.length).toBeLessThan(1024);
    expect(Buffer.from(bytes).includes(tail.subarray(0, 16))).toBe(false);
    expect(await decoded(bytes)).toMatchObject({ width: 1, height: 1 });
  });

  it('cuts off a body over 5 MB sent without a length as it streams, never reading it all', async () => {
    const sent = { bytes: 0 };
    const before = server.receivedBytes();
    const response = await api.post('/uploads', {
      as: 'admin',
      body: generatedBody({ head: png, fillerBytes: 64 * 1024 * 1024 }, sent),
      headers: { 'content-type': 'image/png' },
      duplex: 'half',
    });
    expect((await expectError(response, 413)).error).toBe('payload_too_large');
    const read = server.receivedBytes() - before;
    // The server stopped at the cap (plus a read buffer or two) and closed the connection.
    expect(read).toBeLessThan(fiveMegabytes + 2 * 1024 * 1024);
    expect(sent.bytes).toBeLessThan(32 * 1024 * 1024);
  });

  it('answers 404 for an unknown key and refuses keys with path separators', async () => {
    const unknown = await fetch(`${server.url}/api/uploads/AAAAAAAAAAAAAAAAAAAAAAAA.png`);
    expect((await expectError(unknown, 404)).message).toBe('Image not found');
    const traversal = await fetch(`${server.url}/api/uploads/..%2F..%2Fpackage.json`);
    expect((await expectError(traversal, 400)).error).toBe('bad_request');
    const backslash = await fetch(`${server.url}/api/uploads/a%5Cb.png`);
    await expectError(backslash, 400);
  });

  it('keeps uploads across a server restart', async () => {
    const url = await uploadedUrl(png);
    const { bytes } = await served(url);
    await server.restart();
    expect((await served(url)).bytes).toEqual(bytes);
  });
});
