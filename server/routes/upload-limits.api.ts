import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumThread } from '../../domain/types';
import sharp from 'sharp';
import { apiClient, expectError, expectJson, type ApiClient, type Sender } from '../test/client';
import { heldBody } from '../test/images';
import { startTestServer, type TestServer } from '../test/server';

/** Small enough that a few photos reach it. */
const quotaBytes = 100 * 1024;

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ uploadLimits: { quotaBytes, inFlightPerAccount: 2 } });
  api = apiClient(server);
});
afterAll(() => server?.stop());

/** A photo of noise, which no encoder can shrink much: tens of KB once stored. */
async function noisyJpeg(seed: number, side = 256) {
  const pixels = Buffer.alloc(side * side * 3);
  let state = seed;
  for (let index = 0; index < pixels.length; index++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[index] = state >> 23;
  }
  const raw = { width: side, height: side, channels: 3 as const };
  return new Uint8Array(await sharp(pixels, { raw }).jpeg({ quality: 95 }).toBuffer());
}

const storedSize = async (url: string) =>
  (await (await fetch(`${server.url}${url}`)).arrayBuffer()).byteLength;

function threadForm(title: string, images: Uint8Array<ArrayBuffer>[]) {
  const form = new FormData();
  form.append('title', title);
  form.append('category', 'smoking-techniques');
  form.append('content', 'Long enough content for a thread about smoke and time.');
  images.forEach((bytes, index) => form.append('images', new Blob([bytes]), `cook-${index}.jpg`));
  return form;
}

const postThread = (as: Sender, title: string, images: Uint8Array<ArrayBuffer>[]) =>
  api.post('/forum/threads', { as, body: threadForm(title, images) });

const upload = (as: Sender, body: BodyInit) =>
  api.post('/uploads', { as, body, headers: { 'content-type': 'image/jpeg' }, duplex: 'half' });

const quotaMessage =
  /^These images would take your account past its 100 KB of image storage \(\d+ KB used\)\. Post without images, or with fewer or smaller ones\.$/;

describe('the storage quota per account', () => {
  it('refuses a forum post whose images would pass the quota, next to the images, and frees it when the post goes', async () => {
    const photo = await noisyJpeg(1);
    const stored: ForumThread[] = [];
    let refusal: Response | undefined;
    for (let attempt = 0; attempt < 8 && !refusal; attempt++) {
      const response = await postThread('customer', `Photo log ${attempt}`, [photo]);
      if (response.status === 201) stored.push((await response.json()) as ForumThread);
      else refusal = response;
    }
    expect(stored.length).toBeGreaterThan(0);
    const error = await expectError(refusal!, 413);
    expect(error.error).toBe('storage_quota_exceeded');
    expect(error.fields?.images).toMatch(quotaMessage);
    const used = (await Promise.all(stored.map((thread) => storedSize(thread.images![0]!)))).reduce(
      (sum, size) => sum + size,
    );
    expect(used).toBeLessThanOrEqual(quotaBytes);
    expect(used + used / stored.length).toBeGreaterThan(quotaBytes);

    // Text alone still posts; another account's quota is its own.
    await expectJson(await postThread('customer', 'Words only', []), 201);
    await expectJson(await postThread('shopper', 'My own photo', [photo]), 201);

    // A moderator removes a post: its images no longer count.
    const removed = await api.delete(`/forum/threads/${stored[0]!.id}`, { as: 'admin' });
    expect(removed.status).toBe(204);
    await expectJson(await postThread('customer', 'Room again', [photo]), 201);
  });

  it('refuses an upload from the console past the quota with the same message', async () => {
    const photo = await noisyJpeg(2);
    let refusal: Response | undefined;
    for (let attempt = 0; attempt < 8 && !refusal; attempt++) {
      const response = await upload('editor', photo);
      if (response.status !== 201) refusal = response;
    }
    const error = await expectError(refusal!, 413);
    expect(error.error).toBe('storage_quota_exceeded');
    expect(error.message).toMatch(quotaMessage);
  });
});

/** A JPEG whose first bytes go now and the rest on `finish()`. */
async function heldUpload(as: Sender) {
  const photo = await noisyJpeg(3, 64);
  const body = heldBody(photo.slice(0, 1024), photo.slice(1024));
  return { response: upload(as, body.stream), finish: body.finish };
}

/** A thread with one image whose multipart body stops in the middle of the image until `finish()`. */
async function heldThread(as: Sender, title: string) {
  const encoded = new Response(threadForm(title, [await noisyJpeg(4, 64)]));
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const cut = bytes.length - 2048;
  const body = heldBody(bytes.slice(0, cut), bytes.slice(cut));
  const response = api.post('/forum/threads', {
    as,
    body: body.stream,
    headers: { 'content-type': encoded.headers.get('content-type')! },
    duplex: 'half',
  });
  return { response, finish: body.finish };
}

/** Of three uploads held open at once, the one answered first is the refused one (429). */
async function expectThirdRefused(held: { response: Promise<Response>; finish: () => void }[]) {
  const first = await Promise.race(held.map(({ response }, index) => response.then(() => index)));
  const error = await expectError(await held[first]!.response, 429);
  expect(error).toMatchObject({
    error: 'uploads_in_progress',
    message: 'You already have 2 uploads in progress. Wait for one to finish, then try again.',
  });
  for (const upload of held) upload.finish();
  const others = held.filter((_, index) => index !== first);
  for (const upload of others) expect((await upload.response).status).toBe(201);
}

describe('uploads in flight per account', () => {
  it('takes two uploads at once from one account and refuses a third with 429', async () => {
    await expectThirdRefused(await Promise.all([1, 2, 3].map(() => heldUpload('admin'))));
    // Both finished: the slots are free again.
    expect((await upload('admin', await noisyJpeg(5, 64))).status).toBe(201);
  });

  it('counts forum posts with images the same way', async () => {
    const held = await Promise.all([1, 2, 3].map((n) => heldThread('shopper', `Held post ${n}`)));
    await expectThirdRefused(held);
  });
});
