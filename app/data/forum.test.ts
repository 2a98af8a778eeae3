import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../auth/auth-store';
import {
  addReply,
  createThread,
  postAuthor,
  readThread,
  deleteReply,
  reportPost,
  setReportStatus,
  setThreadUpvote,
} from './forum';

const now = new Date('2024-12-15T18:00:00.000Z');
const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==';

/** The requests the data module sent to /api, answered with `body`. */
function answerWith(body: unknown, status = 200) {
  const sent: { url: string; init: RequestInit }[] = [];
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    // Data URLs are read by the real fetch (images become files).
    if (url.startsWith('data:')) return realFetch(url);
    sent.push({ url, init });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

const headerOf = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

describe('forum data', () => {
  beforeEach(() => {
    authStore.setState({
      accessToken: async () => 'access-token',
      idToken: async () => 'id-token',
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('names who a post will be by on the Posting as line', () => {
    expect(postAuthor({ name: 'Pat Smoker', email: 'pat@example.com' }, now)).toMatchObject({
      name: 'Pat Smoker',
      badge: 'Member',
    });
    expect(postAuthor({ email: 'pitboss@example.com' }, now).name).toBe('pitboss');
    expect(postAuthor({ name: '  ', email: 'pitboss@example.com' }, now).name).toBe('pitboss');
    expect(postAuthor(null, now)).toEqual({ name: 'Guest', joinDate: '2024-12-15', posts: 0 });
  });

  it('posts a thread as multipart with its picked images as files, signed with the ID token', async () => {
    const sent = answerWith({ id: 'pellet-grill-1a2b' }, 201);
    await createThread({
      title: 'Pellet grill or kamado?',
      category: 'equipment-reviews',
      content: 'Trying to choose between the two for a small patio.',
      images: [pixel, '/images/products/memphis-dry-rub.svg'],
    });
    expect(sent).toHaveLength(1);
    const [{ url, init }] = sent as [{ url: string; init: RequestInit }];
    expect(url).toBe('/api/forum/threads');
    expect(init.method).toBe('POST');
    expect(headerOf(init, 'authorization')).toBe('Bearer id-token');
    // The browser writes the multipart type with its boundary.
    expect(headerOf(init, 'content-type')).toBeNull();
    const form = init.body as FormData;
    expect(form.get('title')).toBe('Pellet grill or kamado?');
    expect(form.get('category')).toBe('equipment-reviews');
    const images = form.getAll('images') as File[];
    expect(images).toHaveLength(1);
    expect(images[0]!.type).toBe('image/png');
    expect(images[0]!.name).toBe('image-1.png');
  });

  it('replies with the text and images to the thread', async () => {
    const sent = answerWith({ id: 'reply-1' }, 201);
    await addReply('beating-the-brisket-stall', { content: 'Butcher paper.', images: [pixel] });
    expect(sent[0]!.url).toBe('/api/forum/threads/beating-the-brisket-stall/replies');
    const form = sent[0]!.init.body as FormData;
    expect(form.get('content')).toBe('Butcher paper.');
    expect(form.getAll('images')).toHaveLength(1);
  });

  it('counts a view on the first load of a thread in this tab only', async () => {
    const sent = answerWith({ thread: { id: 'best-wood-for-salmon' }, replies: [] });
    await readThread('best-wood-for-salmon');
    await readThread('best-wood-for-salmon');
    expect(sent.map((request) => request.url)).toEqual([
      '/api/forum/threads/best-wood-for-salmon',
      '/api/forum/threads/best-wood-for-salmon?countView=false',
    ]);
    expect(headerOf(sent[0]!.init, 'authorization')).toBe('Bearer access-token');
  });

  it('answers undefined for an unknown thread', async () => {
    answerWith({ error: 'not_found', message: 'Thread not found' }, 404);
    expect(await readThread('no-such-thread')).toBeUndefined();
  });

  it('sets a vote (not a toggle), so a repeated press changes nothing', async () => {
    const sent = answerWith({ upvotes: 46, userHasUpvoted: true });
    expect(await setThreadUpvote('beating-the-brisket-stall', true)).toEqual({
      upvotes: 46,
      userHasUpvoted: true,
    });
    expect(sent[0]!.url).toBe('/api/forum/threads/beating-the-brisket-stall/vote?upvoted=true');
    expect(sent[0]!.init.method).toBe('POST');
  });

  it('sends a report as JSON to the thread', async () => {
    const sent = answerWith({ id: 'report-1' }, 201);
    await reportPost('beating-the-brisket-stall', {
      reason: 'off-topic',
      details: 'Not about the stall.',
      replyId: 'reply-stall-2',
    });
    expect(sent[0]!.url).toBe('/api/forum/threads/beating-the-brisket-stall/reports');
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({
      reason: 'off-topic',
      details: 'Not about the stall.',
      replyId: 'reply-stall-2',
    });
  });

  it('dismisses a report with PATCH, signed with the ID token that names the admin', async () => {
    const sent = answerWith({ id: 'report-1', status: 'dismissed' });
    await setReportStatus('report-1', { status: 'dismissed' });
    expect(sent[0]!.url).toBe('/api/forum/reports/report-1');
    expect(sent[0]!.init.method).toBe('PATCH');
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ status: 'dismissed' });
    expect(headerOf(sent[0]!.init, 'authorization')).toBe('Bearer id-token');
  });

  it('deletes a reported reply signed with the ID token', async () => {
    const sent = answerWith({});
    await deleteReply('reply-stall-3');
    expect(sent[0]!.url).toBe('/api/forum/replies/reply-stall-3');
    expect(sent[0]!.init.method).toBe('DELETE');
    expect(headerOf(sent[0]!.init, 'authorization')).toBe('Bearer id-token');
  });
});
