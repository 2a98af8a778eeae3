import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxImageFileBytes } from '../../domain/constants';
import { apiClient, expectError, expectJson, type ApiClient, type Sender } from '../test/client';
import { startTestServer, type TestServer } from '../test/server';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
});
afterAll(() => server?.stop());

/** A real 1×1 PNG. */
const png = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;');
const webp = new TextEncoder().encode('RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00');
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

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
    expect(await uploadedUrl(png, as)).toMatch(/^\/api\/uploads\/[\w-]+\.png$/);
  });
});

describe('storing and serving images', () => {
  it('serves a PNG back byte for byte with its type, nosniff and a long cache', async () => {
    const url = await uploadedUrl(png);
    const response = await fetch(`${server.url}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
  });

  it.each([
    ['JPEG', jpeg, 'image/jpeg', '.jpg'],
    ['GIF', gif, 'image/gif', '.gif'],
    ['WebP', webp, 'image/webp', '.webp'],
  ])('judges a %s by its bytes, whatever type it was sent as', async (_name, bytes, type, ext) => {
    const url = await uploadedUrl(bytes, 'editor', 'application/octet-stream');
    expect(url.endsWith(ext)).toBe(true);
    const response = await fetch(`${server.url}${url}`);
    expect(response.headers.get('content-type')).toBe(type);
  });

  it.each([
    ['HTML sent as a PNG', new TextEncoder().encode('<!doctype html><script>alert(1)</script>')],
    ['an SVG', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['an empty body', new Uint8Array()],
    ['half a PNG signature', png.slice(0, 4)],
  ])('refuses %s', async (_label, body) => {
    const error = await expectError(await upload(body), 400);
    expect(error.message).toBe('Only PNG, JPEG, GIF and WebP images can be uploaded');
  });

  it('refuses an image over 10 MB with 413', async () => {
    const big = new Uint8Array(maxImageFileBytes + 1);
    big.set(png);
    expect((await expectError(await upload(big), 413)).error).toBe('payload_too_large');
  });

  it('refuses an image over 10 MB sent without a length (chunked)', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    chunk.set(png);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > maxImageFileBytes) return controller.close();
        controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    const response = await api.post('/uploads', {
      as: 'admin',
      body,
      headers: { 'content-type': 'image/png' },
      duplex: 'half',
    });
    expect((await expectError(response, 413)).error).toBe('payload_too_large');
  });

  it('takes exactly 10 MB', async () => {
    const limit = new Uint8Array(maxImageFileBytes);
    limit.set(png);
    expect(await uploadedUrl(limit)).toMatch(/\.png$/);
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
    await server.restart();
    const response = await fetch(`${server.url}${url}`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
  });
});
