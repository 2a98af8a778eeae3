import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { InboxMessage, MessageRequest } from '../../domain/message-schemas';
import { apiClient, expectError, expectJson, type ApiClient, type Sender } from '../test/client';
import { startTestServer, type TestServer } from '../test/server';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
});
afterAll(() => server?.stop());

const send = (message: MessageRequest, as: Sender = 'anonymous') =>
  api.post('/messages', { as, json: message });

async function sent(message: MessageRequest, as: Sender = 'anonymous') {
  return (await expectJson(await send(message, as), 201)) as InboxMessage;
}

async function inbox(query = '', as: Sender = 'admin') {
  return (
    (await expectJson(
      await api.get(`/messages${query}${query ? '&' : '?'}limit=100`, { as }),
      200,
    )) as { items: InboxMessage[] }
  ).items;
}

const markRead = (id: string, read: boolean, as: Sender = 'admin') =>
  api.put(`/messages/${id}`, { as, json: { read } });

const sender = { name: 'Pat Pitmaster', email: 'pat@example.com' };
const body = 'Do you smoke brisket to order for a party of twelve?';

describe('POST /api/messages: every form stores its message', () => {
  it('stores contact and help messages with their subject, unread', async () => {
    for (const type of ['contact', 'help'] as const) {
      const message = await sent({ type, ...sender, subject: `About ${type}`, body });
      expect(message).toMatchObject({
        type,
        ...sender,
        subject: `About ${type}`,
        body,
        read: false,
      });
      expect(message.accountId).toBeUndefined();
    }
  });

  it('stores a live-chat message under the subject "Live chat"', async () => {
    const message = await sent({ type: 'live-chat', ...sender, body });
    expect(message).toMatchObject({ type: 'live-chat', subject: 'Live chat', body });
  });

  it("stores a weekly-deals message and keeps a signed-in sender's account", async () => {
    const message = await sent({ type: 'weekly-deals', ...sender, body }, 'customer');
    expect(message.type).toBe('weekly-deals');
    expect(message.accountId).toEqual(expect.any(String));
  });

  it("stores a catering quote with the package's name and the estimate", async () => {
    const message = await sent({
      type: 'catering-quote',
      ...sender,
      body: 'A backyard wedding, two vegetarians.',
      details: { eventDate: '2030-06-01', guests: 40, packageId: 'backyard-bbq' },
    });
    expect(message.details).toEqual({
      eventDate: '2030-06-01',
      guests: 40,
      packageId: 'backyard-bbq',
      packageName: 'Backyard BBQ',
      pricePerPersonCents: 2500,
      estimateCents: 100_000,
    });
  });

  it("refuses a catering quote for an unknown package or below the package's minimum", async () => {
    const quote = { type: 'catering-quote' as const, ...sender, body: '' };
    const unknown = await expectError(
      await send({ ...quote, details: { eventDate: '2030-06-01', guests: 40, packageId: 'x' } }),
      400,
    );
    expect(unknown.fields).toEqual({ 'details.packageId': 'Choose one of our packages' });
    const few = await expectError(
      await send({
        ...quote,
        details: { eventDate: '2030-06-01', guests: 5, packageId: 'backyard-bbq' },
      }),
      400,
    );
    expect(few.fields).toEqual({ 'details.guests': 'Backyard BBQ needs at least 20 guests' });
  });

  it('stores a forum report, naming a signed-in reporter from the token', async () => {
    const details = { threadId: 'thread-1', threadTitle: 'Brisket stall', reason: 'spam' as const };
    const anonymous = await sent({ type: 'forum-report', body: '', details });
    expect(anonymous).toMatchObject({ type: 'forum-report', details, body: '' });
    expect(anonymous.email).toBeUndefined();
    expect(anonymous.accountId).toBeUndefined();
    const reply = { ...details, replyId: 'r-2' };
    const byCustomer = await sent({ type: 'forum-report', details: reply }, 'customer');
    expect(byCustomer.accountId).toEqual(expect.any(String));
    expect(byCustomer.details).toMatchObject({ replyId: 'r-2', reason: 'spam' });
    // An ID token (what the app sends for a report) names the reporter and their e-mail.
    const idToken = { authorization: `Bearer ${inject('adminIdToken')}` };
    const byAdmin = await sent(
      { type: 'forum-report', body: 'Links to a casino.', details },
      idToken,
    );
    expect(byAdmin.email).toBe('admin@example.com');
    expect(byAdmin.name).toBeTruthy();
  });

  it('stores no newsletter sign-up: those wait for their confirmation (/api/newsletter)', async () => {
    const refused = await expectError(
      await api.post('/messages', { json: { type: 'newsletter', email: 'smoke.fan@example.com' } }),
      400,
    );
    expect(refused.fields).toHaveProperty('type');
    expect(await inbox('?type=newsletter&q=smoke.fan')).toEqual([]);
  });
});

describe('POST /api/messages: invalid input', () => {
  it('names every field that needs attention', async () => {
    const error = await expectError(
      await send({ type: 'contact', name: '', email: 'not-an-email', subject: '', body: 'Hi' }),
      400,
    );
    expect(error.fields).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email',
      subject: 'Subject is required',
      body: 'Message must be at least 10 characters',
    });
  });

  it('refuses text over the limits', async () => {
    const error = await expectError(
      await send({
        type: 'help',
        name: 'n'.repeat(101),
        email: 'pat@example.com',
        subject: 's'.repeat(151),
        body: 'b'.repeat(2001),
      }),
      400,
    );
    expect(error.fields).toEqual({
      name: 'Keep the name under 100 characters',
      subject: 'Keep the subject under 150 characters',
      body: 'Keep the message under 2000 characters',
    });
  });

  it('refuses an unknown type, a missing e-mail and a bad catering quote', async () => {
    const unknown = await expectError(
      await api.post('/messages', { json: { type: 'fan-mail', email: 'pat@example.com' } }),
      400,
    );
    expect(unknown.fields).toHaveProperty('type');
    const noEmail = await expectError(
      await api.post('/messages', { json: { type: 'live-chat', name: 'Pat', body } }),
      400,
    );
    expect(noEmail.fields).toEqual({ email: 'Email is required' });
    const quote = await expectError(
      await send({
        type: 'catering-quote',
        ...sender,
        details: { eventDate: 'next friday', guests: 2.5, packageId: '' },
      }),
      400,
    );
    expect(quote.fields).toEqual({
      'details.eventDate': 'Enter the date as MM/DD/YYYY',
      'details.guests': 'Enter a whole number of guests',
      'details.packageId': 'Package is required',
    });
  });

  it('refuses a report without a reason', async () => {
    const error = await expectError(
      await api.post('/messages', {
        json: { type: 'forum-report', details: { threadId: 't', reason: 'boring' } },
      }),
      400,
    );
    expect(error.fields).toEqual({ 'details.reason': 'Choose a reason' });
  });
});

describe('the Inbox (admin only)', () => {
  it('refuses the anonymous (401), customers and editors (403)', async () => {
    const message = await sent({ type: 'contact', ...sender, subject: 'Secret', body });
    await expectError(await api.get('/messages'), 401);
    await expectError(await markRead(message.id, true, 'anonymous'), 401);
    for (const role of ['customer', 'editor'] as const) {
      await expectError(await api.get('/messages', { as: role }), 403);
      await expectError(await markRead(message.id, true, role), 403);
    }
  });

  it('lists newest first, filters by type and read state, and searches', async () => {
    const first = await sent({
      type: 'help',
      name: 'Quinn Oakwood',
      email: 'quinn@example.com',
      subject: 'Hickory or oak?',
      body: 'Which wood suits a pork shoulder best?',
    });
    const second = await sent({
      type: 'weekly-deals',
      name: 'Robin Ash',
      email: 'robin@example.com',
      body: 'Is the 100%_brisket deal on all week?',
    });

    const all = await inbox();
    const ids = all.map((message) => message.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const times = all.map((message) => message.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const helps = await inbox('?type=help');
    expect(helps.every((message) => message.type === 'help')).toBe(true);
    expect(helps.map((message) => message.id)).toContain(first.id);

    // Sender, e-mail, subject and body, regardless of case.
    for (const text of ['quinn oak', 'QUINN@', 'hickory', 'pork shoulder']) {
      expect((await inbox(`?q=${encodeURIComponent(text)}`)).map((m) => m.id)).toEqual([first.id]);
    }
    // % and _ are searched for as they are.
    expect((await inbox(`?q=${encodeURIComponent('100%_b')}`)).map((m) => m.id)).toEqual([
      second.id,
    ]);
    expect(await inbox(`?q=${encodeURIComponent('%')}`)).toEqual([
      expect.objectContaining({ id: second.id }),
    ]);

    await expectError(await api.get('/messages?type=fan-mail', { as: 'admin' }), 400);
  });

  it('marks a message read and unread again', async () => {
    const message = await sent({ type: 'contact', ...sender, subject: 'Read me', body });
    const read = (await expectJson(await markRead(message.id, true), 200)) as InboxMessage;
    expect(read).toMatchObject({ id: message.id, read: true });

    const readIds = (await inbox('?status=read')).map((m) => m.id);
    const unreadIds = (await inbox('?status=unread')).map((m) => m.id);
    expect(readIds).toContain(message.id);
    expect(unreadIds).not.toContain(message.id);

    const unread = (await expectJson(await markRead(message.id, false), 200)) as InboxMessage;
    expect(unread.read).toBe(false);
    expect((await inbox('?status=unread')).map((m) => m.id)).toContain(message.id);
  });

  it('answers 404 for an unknown or malformed message id and 400 for a bad body', async () => {
    await expectError(await markRead('00000000-0000-4000-8000-000000000000', true), 404);
    await expectError(await markRead('not-a-uuid', true), 404);
    const message = await sent({ type: 'contact', ...sender, subject: 'Body', body });
    const error = await expectError(
      await api.put(`/messages/${message.id}`, { as: 'admin', json: { read: 'yes' } }),
      400,
    );
    expect(error.fields).toHaveProperty('read');
  });
});
