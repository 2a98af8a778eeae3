import { randomUUID } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { InboxMessage, MessageRequest } from '../../domain/message-schemas';
import { mailOutbox } from '../db/schema';
import { newsletterToken } from '../mail/newsletter-link';
import { unsubscribeToken } from '../mail/unsubscribe';
import { settableClock } from '../clock';
import { apiClient, expectError, expectJson, type ApiClient } from '../test/client';
import { mailHeader, waitForMail, type CaughtMail } from '../test/mailbox';
import { startTestServer, testUnsubscribeSecret, type TestServer } from '../test/server';

/**
 * The e-mails the forms make the store send (replies, receipts, the newsletter's confirmation
 * and welcome) and unsubscribing.
 */

let server: TestServer;
let api: ApiClient;

const clock = settableClock();

beforeAll(async () => {
  server = await startTestServer({ testClock: clock });
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
    const listed = (
      (await expectJson(
        await api.get(`/messages?q=${encodeURIComponent(email)}`, { as: 'admin' }),
        200,
      )) as { items: InboxMessage[] }
    ).items;
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

  it('records a reply while the relay is down and keeps its e-mail in the outbox to send later', async () => {
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
      await expectJson(
        await other.post(`/messages/${message.id}/reply`, { as: 'admin', json: reply }),
        200,
      );
      await expect
        .poll(async () => {
          const [kept] = await down.db
            .select()
            .from(mailOutbox)
            .where(sql`${mailOutbox.mail}->>'to' = ${message.email!}`)
            .orderBy(desc(mailOutbox.createdAt))
            .limit(1);
          return (
            kept && { status: kept.status, lastError: kept.lastError, subject: kept.mail.subject }
          );
        })
        .toEqual({ status: 'pending', lastError: 'connect ECONNREFUSED', subject: reply.subject });
      const listed = (
        (await expectJson(
          await other.get(`/messages?q=${encodeURIComponent(message.email!)}`, { as: 'admin' }),
          200,
        )) as { items: InboxMessage[] }
      ).items;
      expect(listed[0]!.reply?.subject).toBe(reply.subject);
    } finally {
      await down.stop();
    }
  });
});

/** Words a stranger might type to make the store carry a message to someone else. */
const spam = 'Claim your prize at https://evil.example/win';

/** Every e-mail MailDev caught for one address. */
const mailsTo = async (to: string) =>
  ((await (await fetch(`${mailApi()}/email`)).json()) as CaughtMail[]).filter((mail) =>
    mail.to.some((r) => r.address.toLowerCase() === to.toLowerCase()),
  );

const quote = (email: string, name = 'Cam Caterer') =>
  ({
    type: 'catering-quote',
    name,
    email,
    body: spam,
    details: { eventDate: '2030-06-01', guests: 40, packageId: 'backyard-bbq' },
  }) as const;

describe('receipts', () => {
  it("tell a quote's sender the package, guests, date and estimate, and repeat nothing typed", async () => {
    const email = newAddress('cater');
    await sent(quote(email, spam));
    const mail = await waitForMail(mailApi(), email, /catering request/);
    expect(mail.text).toContain('Package: Backyard BBQ ($25.00 per person)');
    expect(mail.text).toContain('Guests: 40');
    expect(mail.text).toContain('Date: Saturday, June 1, 2030');
    expect(mail.text).toContain('Estimate: $1,000.00');
    expect(mail.text).toContain('Our catering team will reply');
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/evil|prize/);
  });

  it.each([
    ['contact', /^We received your message to Forge & Flame$/],
    ['help', /^We received your help request to Forge & Flame$/],
  ] as const)('answer a %s message without its name, subject or text', async (type, subject) => {
    const email = newAddress(type);
    await sent({ type, name: spam, email, subject: spam, body: `${spam}\nReally.` });
    const mail = await waitForMail(mailApi(), email, subject);
    expect(mail.text).toContain('We received your');
    expect(mail.text).toContain('reply within 24 hours');
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/evil|prize|Really/);
  });

  it('reach one address at most 3 times a day, however many processes send them at once', async () => {
    // Two servers on one PostgreSQL; PGlite is one process's own database, so one server there.
    const other =
      server.database.kind === 'postgres'
        ? await startTestServer({ database: server.database, testClock: clock })
        : undefined;
    try {
      clock.set(new Date('2030-03-01T10:00:00Z'));
      const email = newAddress('flooded');
      const responses = await Promise.all(
        [api, other ? apiClient(other) : api].flatMap((client) =>
          [1, 2, 3].map(() => client.post('/messages', { json: quote(email) })),
        ),
      );
      // Every message is stored for the Inbox; only the receipts stop.
      expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201, 201]);
      await expect.poll(async () => (await mailsTo(email)).length).toBe(3);
      // A receipt to another address, asked for after all of them, arrives: none more is coming.
      const marker = newAddress('marker');
      await sent(quote(marker));
      await waitForMail(mailApi(), marker, /catering request/);
      expect(await mailsTo(email)).toHaveLength(3);

      clock.set(new Date('2030-03-02T00:00:01Z'));
      await sent(quote(email));
      await expect.poll(async () => (await mailsTo(email)).length).toBe(4);
    } finally {
      clock.reset();
      await other?.stop();
    }
  });
});

/** The link in a newsletter confirmation e-mail to `email`. */
async function confirmationLink(email: string) {
  const mail = await waitForMail(mailApi(), email, /^Confirm your Forge & Flame newsletter/);
  const link = new URL(/^http\S+$/m.exec(mail.text)![0]);
  return { mail, link, token: link.searchParams.get('token')! };
}

const newsletterOf = async (email: string) =>
  (
    (await expectJson(
      await api.get(`/messages?type=newsletter&q=${encodeURIComponent(email)}`, { as: 'admin' }),
      200,
    )) as { items: InboxMessage[] }
  ).items;

const signUp = (email: string) => api.post('/newsletter', { json: { email } });
const confirm = (token: string) => api.post('/newsletter/confirm', { json: { token } });

describe('newsletter: double opt-in', () => {
  it('e-mails only a confirmation link; the address is subscribed once the link is opened', async () => {
    const email = newAddress('Fan');
    expect(await expectJson(await signUp(email), 202)).toEqual({ email });
    const { mail, link, token } = await confirmationLink(email);
    expect(link.origin + link.pathname).toBe('http://localhost:5173/newsletter/confirm');
    expect(mail.text).toContain('The link works for 3 days.');
    expect(mail.text).not.toMatch(/Unsubscribe/);
    expect(await newsletterOf(email)).toEqual([]);

    expect(await expectJson(await confirm(token), 200)).toEqual({ email });
    expect(await newsletterOf(email)).toMatchObject([{ type: 'newsletter', email }]);
    await waitForMail(mailApi(), email, /Welcome to the Forge & Flame newsletter/);
    // Opening the link again changes nothing and sends nothing more.
    expect(await expectJson(await confirm(token), 200)).toEqual({ email });
    expect(await newsletterOf(email)).toHaveLength(1);
    // Subscribed, in any case: a sign-up is refused on the field, and nothing is sent.
    const again = await expectError(await signUp(` ${email.toUpperCase()} `), 409);
    expect(again.fields).toEqual({ email: "You're already subscribed" });
    await expect.poll(async () => (await mailsTo(email)).length).toBe(2);
  });

  it('refuses a link that is altered, made up, for another purpose or expired, with a field message', async () => {
    const email = newAddress('late');
    await expectJson(await signUp(email), 202);
    const { token } = await confirmationLink(email);
    const invalid =
      'This confirmation link is not valid. Use the link from your latest e-mail, or sign up again.';
    for (const forged of [
      `${token}x`,
      'not-a-token',
      await newsletterToken('guessed-secret', email, new Date()),
      unsubscribeToken(testUnsubscribeSecret, email),
    ]) {
      const refused = await expectError(await confirm(forged), 400);
      expect(refused.fields).toEqual({ token: invalid });
    }
    clock.set(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000 + 60_000));
    try {
      const expired = await expectError(await confirm(token), 400);
      expect(expired.fields?.token).toMatch(/^This confirmation link has expired/);
    } finally {
      clock.reset();
    }
    expect(await newsletterOf(email)).toEqual([]);
  });

  it('sends an address at most 3 confirmations a day, and says so on the field', async () => {
    const email = newAddress('pest');
    for (let i = 0; i < 3; i++) await expectJson(await signUp(email), 202);
    const refused = await expectError(await signUp(email), 409);
    expect(refused.fields?.email).toMatch(/already e-mailed this address 3 times today/);
    await expect.poll(async () => (await mailsTo(email)).length).toBe(3);
  });
});

describe('POST /api/unsubscribe', () => {
  it("removes the subscription from the welcome's link; signing up again is possible", async () => {
    const email = newAddress('fan');
    await expectJson(await signUp(email), 202);
    await expectJson(await confirm((await confirmationLink(email)).token), 200);
    const mail = await waitForMail(mailApi(), email, /Welcome to the Forge & Flame newsletter/);
    const link = /Unsubscribe: (\S+)/.exec(mail.text)![1]!;
    expect(link).toMatch(/^http:\/\/localhost:5173\/unsubscribe\?token=[\w.-]+$/);
    expect(await mailHeader(inject('mail').apiUrl, mail, 'List-Unsubscribe')).toBe(`<${link}>`);

    const token = new URL(link).searchParams.get('token');
    expect(await expectJson(await api.post('/unsubscribe', { json: { token } }), 200)).toEqual({
      email,
    });
    expect(await newsletterOf(email)).toEqual([]);
    // A second press changes nothing; signing up again is welcome (no "already subscribed").
    expect((await api.post('/unsubscribe', { json: { token } })).status).toBe(200);
    await expectJson(await signUp(email), 202);
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
