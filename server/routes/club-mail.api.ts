import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { settableClock } from '../clock';
import { apiClient, expectJson, type ApiClient } from '../test/client';
import { waitForMail, type CaughtMail } from '../test/mailbox';
import { customerJoinsClubAt } from '../test/membership';
import { startTestServer, type TestServer } from '../test/server';

/**
 * The Smokehouse Club's e-mails to a member: joined, renewed, paused, cancelled (each in text
 * and HTML, in the store's name and address). The store gets a name of its own for this run,
 * so the other database's run (same seeded member, same shared mailbox) never counts here.
 */

const clock = settableClock();
let server: TestServer;
let api: ApiClient;
const storeName = `Club Mail ${randomUUID().slice(0, 8)}`;
const member = 'customer@example.com';

beforeAll(async () => {
  server = await startTestServer({ testClock: clock });
  api = apiClient(server);
  await expectJson(
    await api.put('/settings/system', { as: 'admin', json: { 'store-name': storeName } }),
    200,
  );
});
afterAll(() => server?.stop());

const escaped = (text: string) => text.replace(/&/g, '&amp;');

/** The one e-mail to the member with that subject, with both parts naming the store. */
async function onlyMail(subject: string): Promise<CaughtMail> {
  await waitForMail(inject('mail').apiUrl, member, new RegExp(subject));
  const all = (await (await fetch(`${inject('mail').apiUrl}/email`)).json()) as CaughtMail[];
  const found = all.filter((m) => m.subject === subject && m.to.some((r) => r.address === member));
  expect(found).toHaveLength(1);
  const mail = found[0]!;
  expect(mail.text).toContain(`— ${storeName}`);
  expect(mail.text).toContain('1000 W Fulton Market, Chicago, IL 60607');
  expect(mail.html).toContain(escaped(storeName));
  expect(mail.html).toContain('1000 W Fulton Market, Chicago, IL 60607');
  return mail;
}

describe('club e-mails', () => {
  it('welcomes a new member with the tier, the charge and the card', async () => {
    await customerJoinsClubAt(api, '2027-03-10T15:00:00.000Z');
    const mail = await onlyMail(`Welcome to the ${storeName} Smokehouse Club`);
    expect(mail.text).toContain(
      `You are now a Smoke Master member of the ${storeName} Smokehouse Club.`,
    );
    expect(mail.text).toContain(
      'We charged $39.00 to your Visa ending in 4242 for your first month.',
    );
    expect(mail.html).toContain('We charged $39.00 to your Visa ending in 4242');
  });

  it('tells the member what each renewal charged', async () => {
    await expectJson(
      await api.post('/test/clock', { json: { at: '2027-04-10T16:00:00.000Z' } }),
      200,
    );
    await expectJson(await api.get('/membership', { as: 'customer' }), 200);
    const mail = await onlyMail(`Your ${storeName} Smokehouse Club membership renewed`);
    expect(mail.text).toContain(
      'Your Smoke Master membership renewed: we charged $39.00 to your Visa ending in 4242.',
    );
    expect(mail.text).toContain('The next renewal is on May 10, 2027.');
  });

  it('confirms the member’s own pause and cancel', async () => {
    const change = (action: string) =>
      api.patch('/membership', { as: 'customer', json: { action } });
    await expectJson(await change('pause'), 200);
    const paused = await onlyMail(`Your ${storeName} Smokehouse Club membership will pause`);
    expect(paused.text).toContain(
      'You have paused your Smoke Master membership from your next renewal on May 10, 2027.',
    );
    await expectJson(await change('cancel'), 200);
    const cancelled = await onlyMail(`Your ${storeName} Smokehouse Club membership will end`);
    expect(cancelled.text).toContain(
      'You have cancelled your Smoke Master membership: it ends at your next renewal on May 10, 2027.',
    );
  });
});
