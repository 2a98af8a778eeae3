import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ForumReportEntry, ForumVote } from '../../domain/forum-schemas';
import type { ForumCategory, ForumReply, ForumStats, ForumThread } from '../../domain/types';
import type { Page } from '../../domain/paging';
import {
  apiClient,
  bearer,
  expectError,
  expectJson,
  type ApiClient,
  type Sender,
} from '../test/client';
import { settableClock } from '../clock';
import { animatedGif, decoded, generatedBody, multipartAround, pngPolyglot } from '../test/images';
import { startTestServer, type TestServer } from '../test/server';

/** The cap per image. */
const fiveMegabytes = 5 * 1024 * 1024;

let server: TestServer;
let api: ApiClient;
const clock = settableClock();

beforeAll(async () => {
  server = await startTestServer({
    testClock: clock,
    // Guests' views count per address: the proxy's header names it (server/rate-limit.ts).
    writeRateLimits: {
      perAccount: 1_000_000,
      perAddress: 1_000_000,
      windowSeconds: 60,
      clientAddressHeader: 'x-real-ip',
    },
  });
  api = apiClient(server);
});
afterAll(() => server?.stop());

/** The threads one page of GET /api/forum/threads lists. */
const threadsListed = async (path: string) =>
  ((await expectJson(await api.get(path), 200)) as Page<ForumThread>).items;

/** A real 1×1 PNG. */
const png = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

interface Image {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  type?: string;
}
const image = (bytes: Uint8Array<ArrayBuffer>, name = 'cook.png', type = 'image/png'): Image => ({
  bytes,
  name,
  type,
});

function postForm(fields: Record<string, string>, images: Image[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of images) {
    form.append('images', new Blob([file.bytes], { type: file.type ?? '' }), file.name);
  }
  return form;
}

const threadFields = (title = 'Pellet grill or kamado for a patio?') => ({
  title,
  category: 'equipment-reviews',
  content: 'Trying to choose between the two for a small patio. What do you all cook on?',
});

const postThread = (as: Sender, fields: Record<string, string>, images: Image[] = []) =>
  api.post('/forum/threads', { as, body: postForm(fields, images) });

const postReply = (as: Sender, threadId: string, content: string, images: Image[] = []) =>
  api.post(`/forum/threads/${threadId}/replies`, { as, body: postForm({ content }, images) });

async function newThread(as: Sender = 'customer', title?: string, images: Image[] = []) {
  return (await expectJson(await postThread(as, threadFields(title), images), 201)) as ForumThread;
}

async function readThread(id: string, as: Sender = 'anonymous', query = '') {
  return (await expectJson(await api.get(`/forum/threads/${id}${query}`, { as }), 200)) as {
    thread: ForumThread;
    replies: ForumReply[];
  };
}

const stats = async () => (await expectJson(await api.get('/forum/stats'), 200)) as ForumStats;

describe('reading the forum', () => {
  it('lists the seeded categories with thread counts and last activity from the database', async () => {
    const categories = (await expectJson(
      await api.get('/forum/categories'),
      200,
    )) as ForumCategory[];
    expect(categories.map((category) => category.id)).toEqual([
      'smoking-techniques',
      'recipe-sharing',
      'equipment-reviews',
      'member-meetups',
    ]);
    const smoking = categories[0]!;
    const threads = await threadsListed('/forum/threads?category=smoking-techniques');
    expect(smoking.threadCount).toBe(threads.length);
    expect(threads.every((thread) => thread.category === 'smoking-techniques')).toBe(true);
    expect(threads[0]!.isPinned).toBe(true);
    expect((await expectError(await api.get('/forum/categories/nope'), 404)).message).toBe(
      'Category not found',
    );
  });

  it('shows authors with their post counts from the rows and their join dates', async () => {
    const { thread, replies } = await readThread('beating-the-brisket-stall');
    expect(thread.author).toMatchObject({ name: 'Carla Nguyen', joinDate: '2022-05-14' });
    expect(thread.replies).toBe(replies.length);
    expect(thread.lastReply).toEqual({
      author: replies.at(-1)!.author.name,
      date: replies.at(-1)!.createdAt,
    });
    const all = await threadsListed('/forum/threads?limit=100');
    const allReplies = await Promise.all(
      all.map(
        async (entry) => (await readThread(entry.id, 'anonymous', '?countView=false')).replies,
      ),
    );
    const carlaPosts =
      all.filter((entry) => entry.author.name === 'Carla Nguyen').length +
      allReplies.flat().filter((reply) => reply.author.name === 'Carla Nguyen').length;
    expect(thread.author.posts).toBe(carlaPosts);
  });

  it('counts a view once a day per account, or per address for guests, never on a refresh', async () => {
    const id = 'best-wood-for-salmon';
    const views = async () => (await readThread(id, 'anonymous', '?countView=false')).thread.views;
    const read = (as: Sender, address: string) =>
      api.get(`/forum/threads/${id}`, { as, headers: { 'x-real-ip': address } });
    const before = await views();

    // A guest reloading, ten times at once and again after, is one view.
    await Promise.all(Array.from({ length: 10 }, () => read('anonymous', '203.0.113.7')));
    await read('anonymous', '203.0.113.7');
    expect(await views()).toBe(before + 1);
    await read('anonymous', '203.0.113.8');
    expect(await views()).toBe(before + 2);
    // An account is one reader wherever it reads from; another account is another.
    await read('customer', '203.0.113.7');
    await read('customer', '198.51.100.1');
    expect(await views()).toBe(before + 3);
    await read('shopper', '203.0.113.7');
    expect(await views()).toBe(before + 4);

    // The next day (UTC), the same guest counts again, once.
    clock.set(new Date(Date.now() + 24 * 60 * 60 * 1000));
    try {
      await read('anonymous', '203.0.113.7');
      await read('anonymous', '203.0.113.7');
      expect(await views()).toBe(before + 5);
    } finally {
      clock.reset();
    }
  });

  it('answers 404 for an unknown thread', async () => {
    expect((await expectError(await api.get('/forum/threads/nope'), 404)).message).toBe(
      'Thread not found',
    );
  });
});

describe('posting', () => {
  it('posts a thread as the signed-in account, with its images stored as files', async () => {
    const before = await stats();
    const thread = await newThread('customer', 'My first brisket on the new offset', [
      image(png),
      image(await animatedGif(), 'smoke.gif', 'image/gif'),
    ]);
    expect(thread).toMatchObject({
      title: 'My first brisket on the new offset',
      category: 'equipment-reviews',
      replies: 0,
      views: 0,
      upvotes: 0,
      isPinned: false,
      isLocked: false,
      userHasUpvoted: false,
      author: { name: 'Customer', badge: 'Member' },
    });
    expect(thread.author.posts).toBeGreaterThanOrEqual(1);
    expect(thread.images).toHaveLength(2);
    for (const url of thread.images!) expect(url).toMatch(/^\/api\/uploads\/[\w-]+\.webp$/);
    const served = await fetch(`${server.url}${thread.images![0]}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await decoded(new Uint8Array(await served.arrayBuffer()))).toMatchObject({
      format: 'webp',
      width: 1,
      height: 1,
    });

    const after = await stats();
    expect(after.threads).toBe(before.threads + 1);
    expect(after.photos).toBe(before.photos + 2);
    const listed = await threadsListed('/forum/threads?category=equipment-reviews&limit=100');
    expect(listed.map((entry) => entry.id)).toContain(thread.id);
  });

  it('counts each author once among the members, and their posts across threads and replies', async () => {
    const first = await newThread('shopper', 'Shopper asks about charcoal brands');
    const membersWithShopper = (await stats()).members;
    const reply = (await expectJson(
      await postReply('shopper', first.id, 'Answering my own question: lump charcoal.'),
      201,
    )) as ForumReply;
    expect(reply.author.posts).toBe(first.author.posts! + 1);
    expect(reply.author.joinDate).toBe(first.author.joinDate);
    expect((await stats()).members).toBe(membersWithShopper);
  });

  it('names the author from the verified ID token, never from the form', async () => {
    const asAdmin = bearer(inject('adminIdToken'));
    const thread = (await expectJson(
      await postThread(asAdmin, { ...threadFields('Posted with an ID token'), author: 'Someone' }),
      201,
    )) as ForumThread;
    expect(thread.author).toMatchObject({ name: 'Avery Admin', badge: 'Member' });
  });

  it('keeps the body as plain text, exactly as written', async () => {
    const content = '<script>alert(1)</script> and <b>bold</b> stay text, promise.';
    const thread = (await expectJson(
      await postThread('customer', { ...threadFields(), content }),
      201,
    )) as ForumThread;
    expect((await readThread(thread.id)).thread.content).toBe(content);
  });

  it('refuses a post or a reply without a token (401)', async () => {
    const error = await expectError(
      await postThread('anonymous', threadFields(), [image(png)]),
      401,
    );
    expect(error).toEqual({ error: 'unauthorized', message: 'Sign in to post' });
    const reply = await postReply('anonymous', 'beating-the-brisket-stall', 'Me too!');
    expect((await expectError(reply, 401)).error).toBe('unauthorized');
  });

  it('refuses a title over 120 characters and a body over 10,000 (400)', async () => {
    const longTitle = await postThread('customer', threadFields('x'.repeat(121)));
    expect((await expectError(longTitle, 400)).fields).toHaveProperty('title');
    const longBody = await postThread('customer', {
      ...threadFields(),
      content: 'x'.repeat(10_001),
    });
    expect((await expectError(longBody, 400)).fields).toHaveProperty('content');
    const longReply = await postReply('customer', 'beating-the-brisket-stall', 'y'.repeat(10_001));
    expect((await expectError(longReply, 400)).fields).toHaveProperty('content');
    // Exactly 10,000 is allowed.
    const atLimit = await postThread('customer', {
      ...threadFields(),
      content: 'z'.repeat(10_000),
    });
    expect(atLimit.status).toBe(201);
  });

  it('refuses a thread in an unknown category (400)', async () => {
    const error = await expectError(
      await postThread('customer', { ...threadFields(), category: 'nope' }),
      400,
    );
    expect(error.fields).toEqual({ category: 'Choose a category.' });
  });
});

describe('image limits', () => {
  it('refuses 6 images (400), and accepts 5', async () => {
    const six = Array.from({ length: 6 }, (_, index) => image(png, `cook-${index}.png`));
    const error = await expectError(await postThread('customer', threadFields(), six), 400);
    expect(error.fields).toEqual({ images: 'You can add up to 5 images.' });
    const reply = await postReply('customer', 'beating-the-brisket-stall', 'Six photos!', six);
    expect((await expectError(reply, 400)).fields).toHaveProperty('images');
    const five = await newThread('customer', 'Five photos of one cook', six.slice(1));
    expect(five.images).toHaveLength(5);
  });

  it('refuses the polyglot (a 1×1 PNG followed by 10 MB of random bytes) with 413', async () => {
    const { bytes: polyglot } = pngPolyglot(10 * 1024 * 1024);
    const error = await expectError(
      await postThread('customer', threadFields(), [image(polyglot)]),
      413,
    );
    expect(error.message).toBe('Each image can be at most 5 MB');
    expect(error.fields).toEqual({ images: 'Each image can be at most 5 MB' });
    const reply = await postReply('customer', 'beating-the-brisket-stall', 'Huge!', [
      image(polyglot),
    ]);
    expect((await expectError(reply, 413)).error).toBe('payload_too_large');
  });

  it('stores an image of exactly 5 MB clean: a PNG followed by random bytes keeps only the PNG', async () => {
    const { bytes: polyglot, tail } = pngPolyglot(fiveMegabytes - png.length);
    const thread = await newThread('customer', 'One photo right at the limit', [image(polyglot)]);
    const served = new Uint8Array(
      await (await fetch(`${server.url}${thread.images![0]}`)).arrayBuffer(),
    );
    expect(served.length).toBeLessThan(1024);
    expect(Buffer.from(served).includes(tail.subarray(0, 16))).toBe(false);
    expect(await decoded(served)).toMatchObject({ width: 1, height: 1 });
  });

  it('cuts off a post as soon as one image passes 5 MB, never reading the rest', async () => {
    const multipart = multipartAround(threadFields(), { field: 'images', name: 'huge.png' });
    const body = { head: Buffer.concat([multipart.head, png]), fillerBytes: 64 * 1024 * 1024 };
    const sent = { bytes: 0 };
    const before = server.receivedBytes();
    const response = await api.post('/forum/threads', {
      as: 'customer',
      body: generatedBody({ ...body, tail: multipart.tail }, sent),
      headers: { 'content-type': multipart.contentType },
      duplex: 'half',
    });
    const error = await expectError(response, 413);
    expect(server.receivedBytes() - before).toBeLessThan(fiveMegabytes + 2 * 1024 * 1024);
    expect(error.message).toBe('Each image can be at most 5 MB');
    expect(sent.bytes).toBeLessThan(32 * 1024 * 1024);
  });

  it('refuses a file named .png that holds HTML (400), judged by its content', async () => {
    const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
    const error = await expectError(
      await postThread('customer', threadFields(), [image(png, 'ok.png'), image(html, 'evil.png')]),
      400,
    );
    expect(error.fields).toEqual({ images: '“evil.png” is not a PNG, JPEG, GIF or WebP image.' });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const reply = await postReply('customer', 'beating-the-brisket-stall', 'An SVG', [
      image(svg, 'drawing.png', 'image/svg+xml'),
    ]);
    expect((await expectError(reply, 400)).fields).toHaveProperty('images');
  });
});

describe('votes', () => {
  const voteOnThread = (id: string, as: Sender, query = '') =>
    api.post(`/forum/threads/${id}/vote${query}`, { as });

  it('refuses a vote without a token (401)', async () => {
    const error = await expectError(
      await voteOnThread('beating-the-brisket-stall', 'anonymous'),
      401,
    );
    expect(error).toEqual({ error: 'unauthorized', message: 'Sign in to vote' });
    const reply = await api.post('/forum/replies/reply-stall-1/vote');
    expect((await expectError(reply, 401)).error).toBe('unauthorized');
  });

  it('toggles one upvote per account: a second press removes it and the count goes back', async () => {
    const thread = await newThread('customer', 'Vote on this thread, please');
    const first = (await expectJson(await voteOnThread(thread.id, 'shopper'), 200)) as ForumVote;
    expect(first).toEqual({ upvotes: 1, userHasUpvoted: true });
    expect((await readThread(thread.id, 'shopper')).thread).toMatchObject({
      upvotes: 1,
      userHasUpvoted: true,
    });
    // Another account's vote counts on its own.
    expect(await expectJson(await voteOnThread(thread.id, 'customer'), 200)).toEqual({
      upvotes: 2,
      userHasUpvoted: true,
    });
    const second = (await expectJson(await voteOnThread(thread.id, 'shopper'), 200)) as ForumVote;
    expect(second).toEqual({ upvotes: 1, userHasUpvoted: false });
    expect((await readThread(thread.id, 'shopper')).thread).toMatchObject({
      upvotes: 1,
      userHasUpvoted: false,
    });
  });

  it('sets a vote with ?upvoted=, so asking twice changes nothing', async () => {
    const thread = await newThread('customer', 'Idempotent votes on this thread');
    const on = () => voteOnThread(thread.id, 'shopper', '?upvoted=true');
    expect(await expectJson(await on(), 200)).toEqual({ upvotes: 1, userHasUpvoted: true });
    expect(await expectJson(await on(), 200)).toEqual({ upvotes: 1, userHasUpvoted: true });
    const off = await voteOnThread(thread.id, 'shopper', '?upvoted=false');
    expect(await expectJson(off, 200)).toEqual({ upvotes: 0, userHasUpvoted: false });
  });

  it('toggles a reply upvote the same way', async () => {
    const thread = await newThread('customer', 'A thread with a reply to vote on');
    const reply = (await expectJson(
      await postReply('customer', thread.id, 'Vote for this reply'),
      201,
    )) as ForumReply;
    const vote = () => api.post(`/forum/replies/${reply.id}/vote`, { as: 'shopper' });
    expect(await expectJson(await vote(), 200)).toEqual({ upvotes: 1, userHasUpvoted: true });
    expect((await readThread(thread.id, 'shopper')).replies[0]).toMatchObject({
      upvotes: 1,
      userHasUpvoted: true,
    });
    expect(await expectJson(await vote(), 200)).toEqual({ upvotes: 0, userHasUpvoted: false });
  });
});

describe('moderation', () => {
  const moderate = (id: string, as: Sender, json: unknown) =>
    api.request('PATCH', `/forum/threads/${id}`, { as, json });

  it('refuses pinning to a customer (403) and to the anonymous (401)', async () => {
    const thread = await newThread('customer', 'Please pin my thread');
    expect(
      (await expectError(await moderate(thread.id, 'customer', { isPinned: true }), 403)).error,
    ).toBe('forbidden');
    expect(
      (await expectError(await moderate(thread.id, 'anonymous', { isPinned: true }), 401)).error,
    ).toBe('unauthorized');
    expect(
      (await expectError(await api.delete(`/forum/threads/${thread.id}`, { as: 'customer' }), 403))
        .error,
    ).toBe('forbidden');
    expect((await readThread(thread.id)).thread.isPinned).toBe(false);
  });

  it('lets an admin pin a thread: it is listed first', async () => {
    const thread = await newThread('customer', 'An announcement worth pinning');
    const pinned = (await expectJson(
      await moderate(thread.id, 'admin', { isPinned: true }),
      200,
    )) as ForumThread;
    expect(pinned.isPinned).toBe(true);
    const listed = await threadsListed('/forum/threads?category=equipment-reviews&limit=100');
    expect(listed[0]!.isPinned).toBe(true);
    expect(listed.filter((entry) => entry.isPinned).map((entry) => entry.id)).toContain(thread.id);
  });

  it('locks a thread: a reply then answers 409', async () => {
    const thread = await newThread('customer', 'A thread that gets locked');
    await expectJson(await moderate(thread.id, 'admin', { isLocked: true }), 200);
    const error = await expectError(await postReply('shopper', thread.id, 'Too late?'), 409);
    expect(error.message).toBe('This thread is locked: no new replies.');
    // The seeded welcome thread is locked as well.
    expect((await postReply('customer', 'welcome-to-the-forum', 'Hello!')).status).toBe(409);
    await expectJson(await moderate(thread.id, 'admin', { isLocked: false }), 200);
    expect((await postReply('shopper', thread.id, 'Open again')).status).toBe(201);
  });

  it('lets an admin delete a reply and a thread (404 after)', async () => {
    const thread = await newThread('customer', 'A thread that gets deleted');
    const reply = (await expectJson(
      await postReply('shopper', thread.id, 'A reply that gets deleted'),
      201,
    )) as ForumReply;
    expect((await api.delete(`/forum/replies/${reply.id}`, { as: 'customer' })).status).toBe(403);
    expect((await api.delete(`/forum/replies/${reply.id}`, { as: 'admin' })).status).toBe(204);
    expect((await readThread(thread.id)).replies).toEqual([]);
    expect((await api.delete(`/forum/threads/${thread.id}`, { as: 'admin' })).status).toBe(204);
    await expectError(await api.get(`/forum/threads/${thread.id}`), 404);
    await expectError(await api.delete(`/forum/threads/${thread.id}`, { as: 'admin' }), 404);
  });
});

describe('reports', () => {
  const report = (threadId: string, as: Sender, json: unknown) =>
    api.post(`/forum/threads/${threadId}/reports`, { as, json });

  it('needs a signed-in account (401) and a reason (400)', async () => {
    const anonymous = await report('beating-the-brisket-stall', 'anonymous', { reason: 'spam' });
    expect((await expectError(anonymous, 401)).error).toBe('unauthorized');
    const noReason = await report('beating-the-brisket-stall', 'customer', { details: 'x' });
    expect((await expectError(noReason, 400)).fields).toHaveProperty('reason');
  });

  it('stores a report that an admin lists, and only an admin', async () => {
    const created = (await expectJson(
      await report('beating-the-brisket-stall', 'shopper', {
        reason: 'unsafe-advice',
        details: 'Foil is fine, actually.',
        replyId: 'reply-stall-3',
      }),
      201,
    )) as { id: string };
    expect((await expectError(await api.get('/forum/reports'), 401)).error).toBe('unauthorized');
    expect(
      (await expectError(await api.get('/forum/reports', { as: 'customer' }), 403)).error,
    ).toBe('forbidden');
    const reports = (await expectJson(
      await api.get('/forum/reports', { as: 'admin' }),
      200,
    )) as ForumReportEntry[];
    expect(reports.find((entry) => entry.id === created.id)).toMatchObject({
      threadId: 'beating-the-brisket-stall',
      replyId: 'reply-stall-3',
      reason: 'unsafe-advice',
      reasonLabel: 'Unsafe food-safety advice',
      details: 'Foil is fine, actually.',
      // Access tokens carry no name or e-mail; the app sends ID tokens, which do.
      reporterName: 'Customer',
      excerpt: 'Paper over foil every time. Foil gives you pot roast.',
    });
  });

  it('answers 404 for a reply of another thread', async () => {
    const error = await expectError(
      await report('best-wood-for-salmon', 'customer', {
        reason: 'spam',
        replyId: 'reply-stall-1',
      }),
      404,
    );
    expect(error.message).toBe('Reply not found');
  });
});
