import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { InboxMessage, MessageRequest } from '../../domain/message-schemas';
import { unsubscribeToken } from '../mail/unsubscribe';
import { apiClient, expectError, expectJson, type ApiClient } from '../test/client';
import { mailHeader, waitForMail } from '../test/mailbox';
import { startTestServer, testUnsubscribeSecret, type TestServer } from '../test/server';

/** The e-mails messages send (reply, quote receipt, newsletter welcome) and unsubscribing. */

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
});
afterAll(() => server?.stop());

const mailApi = () => inject('mail').apiUrl;
const newAddress = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;

async function sent(message: MessageRequest) {
  return (await expectJson(await api.post('/messages', { json: message }), 201)) as InboxMessage;
}

const contact = (email: string) =>
  sent({
    type: 'contact',
    name: 'Dana Visitor',
    email,
    subject: 'Smoker rental',
    body: 'Do you rent out an offset smoker?\nWe are 30 people.',
  });

const reply = { subject: 'Re: Smoker rental', message: 'Yes, for $150 a weekend.' };

describe('POST /api/messages/:id/reply', () => {
  it('is refused to the anonymous (401) and to customers and editors (403)', async () => {
    const message = await contact(newAddress('dana'));
    await expectError(await api.post(`/messages/${message.id}/reply`, { json: reply }), 401);
    for (const as of ['customer', 'editor'] as const) {
      await expectError(await api.post(`/messages/${message.id}/reply`, { as, json: reply }), 403);
    }
  });

  it('names the fields that need attention, and 404s an unknown message', async () => {
    const message = await contact(newAddress('dana'));
    const invalid = await expectError(
      await api.post(`/messages/${message.id}/reply`, {
        as: 'admin',
        json: { subject: ' ', message: '' },
      }),
      400,
    );
    expect(invalid.fields).toEqual({
      subject: 'Subject is required',
      message: 'Message is required',
    });
    const long = await expectError(
      await api.post(`/messages/${message.id}/reply`, {
        as: 'admin',
        json: { subject: 's'.repeat(151), message: 'm'.repeat(5001) },
      }),
      400,
    );
    expect(long.fields).toEqual({
      subject: 'Keep the subject under 150 characters',
      message: 'Keep the message under 5000 characters',
    });
    await expectError(
      await api.post(`/messages/${randomUUID()}/reply`, { as: 'admin', json: reply }),
      404,
    );
  });

  it('e-mails the sender over SMTP and records when, by whom and what', async () => {
    const email = newAddress('dana');
    const message = await contact(email);
    const answered = (await expectJson(
      await api.post(`/messages/${message.id}/reply`, { as: 'admin', json: reply }),
      200,
    )) as InboxMessage;
    expect(answered.read).toBe(true);
    expect(answered.reply).toMatchObject({ subject: reply.subject, body: reply.message });
    expect(answered.reply!.by).toBeTruthy();
    expect(Date.parse(answered.reply!.sentAt)).not.toBeNaN();

    const mail = await waitForMail(mailApi(), email, /^Re: Smoker rental$/);
    expect(mail.text).toContain('Yes, for $150 a weekend.');
    expect(mail.text).toContain('> Do you rent out an offset smoker?');
    const listed = (await expectJson(
      await api.get(`/messages?q=${encodeURIComponent(email)}`, { as: 'admin' }),
      200,
    )) as InboxMessage[];
    expect(listed[0]!.reply).toEqual(answered.reply);
  });

  it('refuses a message with no e-mail address (409)', async () => {
    const report = await sent({
      type: 'forum-report',
      details: { threadId: 't-1', reason: 'spam' },
    });
    const refused = await expectError(
      await api.post(`/messages/${report.id}/reply`, { as: 'admin', json: reply }),
      409,
    );
    expect(refused.message).toBe(
      'This message has no e-mail address, so it cannot be answered by e-mail.',
    );
  });

  it('answers 502 and records nothing when the relay is down', async () => {
    const down = await startTestServer({
      database: server.database,
      mailer: { send: () => Promise.reject(new Error('connect ECONNREFUSED')) },
    });
    try {
      const other = apiClient(down);
      const message = (await expectJson(
        await other.post('/messages', {
          json: {
            type: 'help',
            name: 'Hal',
            email: newAddress('hal'),
            subject: 'Help',
            body: 'Where is my rub order?',
          },
        }),
        201,
      )) as InboxMessage;
      const failed = await expectError(
        await other.post(`/messages/${message.id}/reply`, { as: 'admin', json: reply }),
        502,
      );
      expect(failed.message).toBe('The e-mail could not be sent. Please try again.');
      const listed = (await expectJson(
        await other.get(`/messages?q=${encodeURIComponent(message.email!)}`, { as: 'admin' }),
        200,
      )) as InboxMessage[];
      expect(listed[0]!.reply).toBeUndefined();
    } finally {
      await down.stop();
    }
  });
});

describe('the catering quote receipt', () => {
  it('tells the sender the package, guests, date and estimate in dollars, and that the team replies', async () => {
    const email = newAddress('cater');
    await sent({
      type: 'catering-quote',
      name: 'Cam Caterer',
      email,
      body: 'A backyard wedding.',
      details: { eventDate: '2030-06-01', guests: 40, packageId: 'backyard-bbq' },
    });
    const mail = await waitForMail(mailApi(), email, /catering request/);
    expect(mail.text).toContain('Thank you, Cam Caterer.');
    expect(mail.text).toContain('Package: Backyard BBQ ($25.00 per person)');
    expect(mail.text).toContain('Guests: 40');
    expect(mail.text).toContain('Date: Saturday, June 1, 2030');
    expect(mail.text).toContain('Estimate: $1,000.00');
    expect(mail.text).toContain('Our catering team will reply');
  });
});

describe('newsletter welcome and POST /api/unsubscribe', () => {
  it('welcomes a sign-up with an unsubscribe link that removes the subscription', async () => {
    const email = newAddress('fan');
    await sent({ type: 'newsletter', email });
    const mail = await waitForMail(mailApi(), email, /Welcome to the Forge & Flame newsletter/);
    const link = /Unsubscribe: (\S+)/.exec(mail.text)![1]!;
    expect(link).toMatch(/^http:\/\/localhost:5173\/unsubscribe\?token=[\w.-]+$/);
    expect(await mailHeader(inject('mail').apiUrl, mail, 'List-Unsubscribe')).toBe(`<${link}>`);

    const token = new URL(link).searchParams.get('token');
    expect(await expectJson(await api.post('/unsubscribe', { json: { token } }), 200)).toEqual({
      email,
    });
    const newsletter = (await expectJson(
      await api.get(`/messages?type=newsletter&q=${encodeURIComponent(email)}`, { as: 'admin' }),
      200,
    )) as InboxMessage[];
    expect(newsletter).toEqual([]);
    // A second press changes nothing; signing up again is welcome (no "already subscribed").
    expect((await api.post('/unsubscribe', { json: { token } })).status).toBe(200);
    await sent({ type: 'newsletter', email });
  });

  it('refuses a missing, malformed or forged token with a field message', async () => {
    const victim = newAddress('victim');
    // The victim's address part (the same under any secret) beside my own real signature.
    const [victimPart] = unsubscribeToken('guessed-secret', victim).split('.');
    const [, mySignature] = unsubscribeToken(testUnsubscribeSecret, 'me@example.com').split('.');
    const forged = [
      '',
      'not-a-token',
      // Signed with another secret.
      unsubscribeToken('guessed-secret', victim),
      // A real signature, for another address.
      `${victimPart}.${mySignature}`,
    ];
    for (const token of forged) {
      const refused = await expectError(await api.post('/unsubscribe', { json: { token } }), 400);
      expect(refused.fields).toEqual({
        token:
          'This unsubscribe link is not valid. Use the link from your latest e-mail, or write to us.',
      });
    }
    await expectError(await api.post('/unsubscribe', { json: {} }), 400);
  });
});
