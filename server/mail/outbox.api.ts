import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderQuote } from '../../domain/order-schemas';
import type { Order } from '../../domain/types';
import { startMailDev } from '../../scripts/mail/maildev.mjs';
import { mailOutbox } from '../db/schema';
import { apiClient, expectJson } from '../test/client';
import { mailHeader, startTestMailbox, waitForMail, type CaughtMail } from '../test/mailbox';
import { createJarProduct, testOrderBody } from '../test/orders';
import { startTestServer, type TestServer } from '../test/server';
import { smtpMailer, type Mail, type Mailer } from './mailer';
import { startBackgroundWork } from '../jobs/background';
import { sentKeptDays } from './outbox';
import { declinedTestToken } from '../test/payments';

/**
 * The e-mail outbox (server/mail/outbox.ts) on this database: an e-mail waits in the database
 * while the relay is down and arrives once it is back; one that never gets through is marked
 * failed with its last error; two processes on one database send each e-mail once.
 */

/** The outbox's row of the latest e-mail to `to`. */
async function outboxRowTo(server: TestServer, to: string) {
  const [row] = await server.db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.mail}->>'to' = ${to}`);
  return row;
}

/** A new $`priceCents` jar and a guest's order body for one of it, at its quoted total. */
async function oneJarOrder(api: ReturnType<typeof apiClient>, name: string, priceCents: number) {
  const product = await createJarProduct(api, name, { priceCents, stock: 10 });
  const lines = [{ productId: product.id, size: 'Jar', quantity: 1 }];
  const quote = (await expectJson(
    await api.post('/orders/quote', { json: { lines } }),
    200,
  )) as OrderQuote;
  return testOrderBody(lines, quote.totalCents);
}

describe('an order placed while the mail relay is down', () => {
  let mailbox: Awaited<ReturnType<typeof startTestMailbox>>;
  let server: TestServer;

  beforeAll(async () => {
    mailbox = await startTestMailbox();
    server = await startTestServer({
      mailer: smtpMailer(mailbox.smtpUrl, 'Forge & Flame <orders@forgeandflame.example>'),
      outbox: { retryDelaySeconds: 1 },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.stop();
  });

  it('is confirmed once the relay is back, by one e-mail whose Message-ID is its outbox row', async () => {
    const api = apiClient(server);
    const body = await oneJarOrder(api, 'Outbox Rub', 1250);
    const email = `outbox-${randomUUID().slice(0, 8)}@example.com`;

    const smtpPort = Number(new URL(mailbox.smtpUrl).port);
    const webPort = Number(new URL(mailbox.apiUrl).port);
    await mailbox.stop();
    const placed = (await expectJson(
      await api.post('/orders', { json: { ...body, contact: { ...body.contact, email } } }),
      201,
    )) as { order: Order };

    // The relay refuses the connection: the e-mail waits, with the reason.
    await expect
      .poll(async () => {
        const row = await outboxRowTo(server, email);
        return row && { status: row.status, tried: row.attempts > 0, error: row.lastError };
      })
      .toEqual({ status: 'pending', tried: true, error: expect.stringMatching(/ECONNREFUSED/) });

    mailbox = await startMailDev({ smtpPort, webPort });
    const mail = await waitForMail(mailbox.apiUrl, email, /is confirmed/, 20_000);
    expect(mail.subject).toBe(`Your Forge & Flame order ${placed.order.id} is confirmed`);
    const row = await outboxRowTo(server, email);
    expect(await mailHeader(mailbox.apiUrl, mail, 'Message-ID')).toBe(`<${row!.id}@outbox>`);
    await expect.poll(async () => (await outboxRowTo(server, email))?.status).toBe('sent');
    const caught = (await (await fetch(`${mailbox.apiUrl}/email`)).json()) as CaughtMail[];
    expect(caught.filter((one) => one.to.some((r) => r.address === email))).toHaveLength(1);
  }, 60_000);
});

describe('an order’s e-mail and the order, in one transaction', () => {
  let server: TestServer;
  const relay: Mailer = { send: () => Promise.reject(new Error('421 not now')) };

  beforeAll(async () => {
    // No attempt is retried during the test: what the outbox holds is what the order wrote.
    server = await startTestServer({ mailer: relay, outbox: { retryDelaySeconds: 3600 } });
  });
  afterAll(() => server?.stop());

  it('is stored when the order answers, and not at all when the card is declined', async () => {
    const api = apiClient(server);
    const body = await oneJarOrder(api, 'Ledger Rub', 900);
    const declinedTo = `declined-${randomUUID().slice(0, 8)}@example.com`;
    const refused = await api.post('/orders', {
      json: {
        ...body,
        contact: { ...body.contact, email: declinedTo },
        payment: { token: declinedTestToken },
      },
    });
    expect(refused.status).toBe(402);
    expect(await outboxRowTo(server, declinedTo)).toBeUndefined();

    const placedTo = `placed-${randomUUID().slice(0, 8)}@example.com`;
    const placed = (await expectJson(
      await api.post('/orders', {
        json: { ...body, contact: { ...body.contact, email: placedTo } },
      }),
      201,
    )) as { order: Order };
    // Read at once, no waiting: the order's answer came after its e-mail was committed.
    const row = await outboxRowTo(server, placedTo);
    expect(row?.mail.subject).toBe(`Your Forge & Flame order ${placed.order.id} is confirmed`);
    expect(row?.jobId).toEqual(expect.any(String));
  });
});

describe('an e-mail the relay never takes', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      mailer: { send: () => Promise.reject(new Error('550 mailbox unavailable')) },
      outbox: { retryDelaySeconds: 0, maxAttempts: 3 },
    });
  });
  afterAll(() => server?.stop());

  it('is marked failed after the last attempt, with the relay’s answer', async () => {
    const to = `never-${randomUUID().slice(0, 8)}@example.com`;
    await server.outbox.send({ to, subject: 'Never', text: 'Not delivered.' });
    await expect
      .poll(async () => {
        const row = await outboxRowTo(server, to);
        return row && { status: row.status, attempts: row.attempts, error: row.lastError };
      })
      .toEqual({ status: 'failed', attempts: 3, error: '550 mailbox unavailable' });
  });
});

describe('two processes on one database', () => {
  let server: TestServer;
  const deliveries: string[] = [];
  /** A relay that takes a moment per e-mail, so the two processes' passes overlap. */
  const relay: Mailer = {
    async send(mail: Mail) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      deliveries.push(mail.messageId!);
    },
  };

  beforeAll(async () => {
    server = await startTestServer({ mailer: relay });
  });
  afterAll(() => server?.stop());

  it('send each e-mail once', async () => {
    // A second job queue and outbox on the same database: another instance.
    const other = await startBackgroundWork(server.connection, {
      relay,
      queue: { pollingIntervalSeconds: 0.5, log: console },
    });
    try {
      const subjects = Array.from({ length: 40 }, (_, index) => `Twice? ${index}`);
      await Promise.all(
        subjects.map((subject, index) =>
          (index % 2 ? server.outbox : other.outbox).send({
            to: 'two@example.com',
            subject,
            text: '.',
          }),
        ),
      );
      await expect
        .poll(async () => {
          const rows = await server.db
            .select({ status: mailOutbox.status })
            .from(mailOutbox)
            .where(eq(mailOutbox.status, 'pending'));
          return rows.length;
        })
        .toBe(0);
    } finally {
      await other.stop();
    }
    expect(deliveries).toHaveLength(40);
    expect(new Set(deliveries).size).toBe(40);
  });

  it(`delete sent e-mail after ${sentKeptDays} days, and keep what is younger or unsent`, async () => {
    const kept = (days: number, status: 'sent' | 'failed') => ({
      id: randomUUID(),
      mail: { to: 'old@example.com', subject: `${status} ${days} days ago`, text: '.' },
      status,
      sentAt: sql`now() - ${days}::integer * interval '1 day'`,
    });
    const rows = [kept(sentKeptDays + 1, 'sent'), kept(sentKeptDays - 1, 'sent')];
    const failed = { ...kept(sentKeptDays + 1, 'failed'), sentAt: null };
    await server.db.insert(mailOutbox).values([...rows, failed]);
    // The daily prune_sent_mail job's work.
    await server.outbox.pruneSent();
    const left = await server.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(sql`${mailOutbox.mail}->>'to' = 'old@example.com'`);
    expect(left.map((row) => row.id).sort()).toEqual([rows[1]!.id, failed.id].sort());
  });
});
