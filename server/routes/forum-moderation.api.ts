import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumReportEntry } from '../../domain/forum-schemas';
import { apiClient, expectError, expectJson, type ApiClient, type Sender } from '../test/client';
import { forumPoster } from '../test/forum-posts';
import { startTestServer, type TestServer } from '../test/server';

/** Admins review reports (dismiss, reopen, delete the post); a deleted post's images go too. */

let server: TestServer;
let api: ApiClient;
let post: ReturnType<typeof forumPoster>;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  post = forumPoster(api);
});
afterAll(() => server?.stop());

const report = async (threadId: string, as: Sender, json: unknown) =>
  (await expectJson(await api.post(`/forum/threads/${threadId}/reports`, { as, json }), 201)) as {
    id: string;
  };
const reports = async () =>
  (await expectJson(await api.get('/forum/reports', { as: 'admin' }), 200)) as ForumReportEntry[];
const reportById = async (id: string) => (await reports()).find((entry) => entry.id === id);
const setStatus = (id: string, as: Sender, json: unknown) =>
  api.request('PATCH', `/forum/reports/${id}`, { as, json });

describe('reviewing reports', () => {
  it('is the admin’s alone: 401 anonymous, 403 customers, and the report stays open', async () => {
    const thread = await post.thread('shopper', 'A thread someone reports');
    const { id } = await report(thread.id, 'customer', { reason: 'spam' });
    expect(
      (await expectError(await setStatus(id, 'anonymous', { status: 'dismissed' }), 401)).error,
    ).toBe('unauthorized');
    expect(
      (await expectError(await setStatus(id, 'customer', { status: 'dismissed' }), 403)).error,
    ).toBe('forbidden');
    expect(
      (await expectError(await setStatus(id, 'editor', { status: 'dismissed' }), 403)).error,
    ).toBe('forbidden');
    expect(await reportById(id)).toMatchObject({
      status: 'open',
      resolvedAt: null,
      resolvedBy: null,
    });
  });

  it('answers 404 for an unknown or malformed report id and 400 for a bad status', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await expectError(await setStatus(unknown, 'admin', { status: 'dismissed' }), 404)).message,
    ).toBe('Report not found');
    expect(
      (await expectError(await setStatus('not-a-uuid', 'admin', { status: 'dismissed' }), 404))
        .message,
    ).toBe('Report not found');
    const thread = await post.thread('shopper', 'Another reported thread');
    const { id } = await report(thread.id, 'customer', { reason: 'off-topic' });
    for (const body of [{ status: 'removed' }, { status: 'closed' }, {}]) {
      expect((await expectError(await setStatus(id, 'admin', body), 400)).fields).toHaveProperty(
        'status',
      );
    }
  });

  it('lists each report with its reason, post, reporter and time; dismissing persists, reopening undoes it', async () => {
    const thread = await post.thread('shopper', 'Grill tips from a stranger');
    const { id } = await report(thread.id, 'customer', {
      reason: 'unsafe-advice',
      details: 'Says pork is done at 120°F.',
    });
    const listed = await reportById(id);
    expect(listed).toMatchObject({
      threadId: thread.id,
      threadTitle: 'Grill tips from a stranger',
      replyId: null,
      reason: 'unsafe-advice',
      reasonLabel: 'Unsafe food-safety advice',
      details: 'Says pork is done at 120°F.',
      reporterName: 'Customer',
      status: 'open',
    });
    expect(listed!.excerpt).toContain('smoke and time');
    expect(Date.parse(listed!.createdAt)).not.toBeNaN();

    const dismissed = (await expectJson(
      await setStatus(id, 'admin', { status: 'dismissed' }),
      200,
    )) as ForumReportEntry;
    expect(dismissed).toMatchObject({ id, status: 'dismissed', resolvedBy: expect.any(String) });
    expect(Date.parse(dismissed.resolvedAt!)).not.toBeNaN();
    expect(await reportById(id)).toMatchObject({ status: 'dismissed' });
    // The post itself is untouched.
    expect((await api.get(`/forum/threads/${thread.id}`)).status).toBe(200);

    await expectJson(await setStatus(id, 'admin', { status: 'open' }), 200);
    expect(await reportById(id)).toMatchObject({
      status: 'open',
      resolvedAt: null,
      resolvedBy: null,
    });
  });

  it('deleting a reported reply resolves its reports as removed; they stay listed and cannot reopen (409)', async () => {
    const thread = await post.thread('customer', 'A thread with a rude reply');
    const reply = await post.reply('shopper', thread.id, 'A rude reply that gets reported.');
    const onReply = await report(thread.id, 'customer', {
      reason: 'harassment',
      replyId: reply.id,
    });
    const onThread = await report(thread.id, 'editor', { reason: 'other' });
    expect((await reportById(onReply.id))!.excerpt).toBe('A rude reply that gets reported.');

    expect((await api.delete(`/forum/replies/${reply.id}`, { as: 'admin' })).status).toBe(204);
    expect(await reportById(onReply.id)).toMatchObject({
      status: 'removed',
      replyId: reply.id,
      excerpt: null,
      resolvedBy: expect.any(String),
    });
    // The thread's own report is about a post that is still there.
    expect(await reportById(onThread.id)).toMatchObject({ status: 'open' });
    await expectError(await setStatus(onReply.id, 'admin', { status: 'open' }), 409);
  });

  it('deleting a reported thread resolves its reports, its replies’ too, and keeps its title', async () => {
    const thread = await post.thread('customer', 'A thread that goes entirely');
    const reply = await post.reply('shopper', thread.id, 'A reply inside it.');
    const onThread = await report(thread.id, 'shopper', { reason: 'spam' });
    const onReply = await report(thread.id, 'customer', { reason: 'spam', replyId: reply.id });
    expect((await api.delete(`/forum/threads/${thread.id}`, { as: 'admin' })).status).toBe(204);
    for (const id of [onThread.id, onReply.id]) {
      expect(await reportById(id)).toMatchObject({
        status: 'removed',
        threadTitle: 'A thread that goes entirely',
        excerpt: null,
      });
    }
  });
});

describe('stored images go with their post', () => {
  const status = async (url: string) => (await fetch(`${server.url}${url}`)).status;

  it('deleting a reply deletes its image files: their URLs answer 404, the thread’s stay', async () => {
    const thread = await post.thread('customer', 'Photos of my first brisket', 1);
    const reply = await post.reply('shopper', thread.id, 'Mine looked like this.', 2);
    for (const url of [...thread.images!, ...reply.images!]) expect(await status(url)).toBe(200);

    expect((await api.delete(`/forum/replies/${reply.id}`, { as: 'admin' })).status).toBe(204);
    for (const url of reply.images!) expect(await status(url)).toBe(404);
    expect(await status(thread.images![0]!)).toBe(200);
  });

  it('deleting a thread deletes its images and its replies’ images', async () => {
    const thread = await post.thread('customer', 'A photo thread that gets deleted', 2);
    const reply = await post.reply('shopper', thread.id, 'A photo reply in it.', 1);
    const urls = [...thread.images!, ...reply.images!];
    expect(urls).toHaveLength(3);
    expect((await api.delete(`/forum/threads/${thread.id}`, { as: 'admin' })).status).toBe(204);
    for (const url of urls) expect(await status(url)).toBe(404);
  });

  it('a refused deletion (403) keeps the images', async () => {
    const thread = await post.thread('shopper', 'A photo thread a customer cannot delete', 1);
    expect((await api.delete(`/forum/threads/${thread.id}`, { as: 'customer' })).status).toBe(403);
    expect(await status(thread.images![0]!)).toBe(200);
  });
});
