import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startMailDev } from '../scripts/mail/maildev.mjs';
import { startTestMailbox, waitForMail, type CaughtMail } from '../server/test/mailbox';
import { chromiumArgs, chromiumExecutable } from '../vite.config';
import { signInAsAdmin } from './admin-session';
import { checkOut, waitForInvoice } from './checkout';
import { outDir } from './out-dir';
import { startStoreServer, stopStoreServer } from './store-server';

/**
 * No confirmation is lost while the mail relay is down: a guest checks out while MailDev is
 * stopped; the admin's E-mail screen shows the confirmation waiting, with the relay's refusal;
 * MailDev comes back on the same port, the admin presses Send now, and it arrives, once. The
 * file runs a server of its own with a MailDev of its own, since it stops that MailDev.
 */

let browser: Browser;
let server: ChildProcess | undefined;
let mailbox: Awaited<ReturnType<typeof startTestMailbox>> | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'ff-e2e-mail-outbox-'));
const baseURL = inject('ownMailServerUrl');

beforeAll(async () => {
  mailbox = await startTestMailbox();
  server = await startStoreServer({
    port: Number(new URL(baseURL).port),
    outDir,
    dataDir,
    amplifyOutputs: inject('amplifyOutputsPath'),
    smtpUrl: mailbox.smtpUrl,
  });
  browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stopStoreServer(server);
  await mailbox?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

it('keeps a confirmation written while MailDev is down, and Send now delivers it once it is back', async () => {
  const { smtpUrl, apiUrl } = mailbox!;
  await mailbox!.stop();
  mailbox = undefined;

  const email = `outbox-${randomUUID().slice(0, 8)}@example.com`;
  const guest = await newPage();
  await guest.goto('/shop/texas-brisket-rub');
  await guest.getByRole('heading', { level: 1, name: 'Texas Brisket Rub' }).waitFor();
  await guest.getByRole('button', { name: 'Add to Cart' }).first().click();
  await guest.getByText('Added to cart').first().waitFor();
  await checkOut(guest, { email });
  await waitForInvoice(guest, /\/invoice\//);
  const orderId = (await guest.getByRole('heading', { level: 1 }).textContent())?.match(
    /FF-\d{4}-\d{4}/,
  )?.[0];

  const admin = await newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin/mail?status=pending');
  const table = admin.getByRole('grid', { name: 'E-mail' });
  const confirmationIn = () =>
    table.getByRole('row').filter({ hasText: email }).filter({ hasText: 'is confirmed' });
  const confirmation = confirmationIn();
  const heading = admin.getByRole('heading', { level: 1, name: 'E-mail' });
  // The first attempt is made within a second of the order; the list is read when the page is,
  // so each look reloads it and reads the table once the new page has painted it.
  await expect
    .poll(async () => {
      await admin.reload();
      await heading.waitFor();
      return (await confirmation.count()) ? confirmation.innerText() : 'not listed yet';
    })
    .toMatch(/Waiting[\s\S]*ECONNREFUSED/);
  if (orderId) expect(await confirmation.innerText()).toContain(orderId);

  // MailDev is back where the store sends; the admin does not wait for the next try.
  mailbox = await startMailDev({
    smtpPort: Number(new URL(smtpUrl).port),
    webPort: Number(new URL(apiUrl).port),
  });
  await confirmation.getByRole('button', { name: /^Send now:/ }).click();
  await admin.getByRole('status').filter({ hasText: 'E-mail queued to send now' }).waitFor();
  const arrived = await waitForMail(apiUrl, email, /is confirmed/, 20_000);
  expect(arrived.subject).toMatch(/Your Forge & Flame order FF-\d{4}-\d{4} is confirmed/);

  await admin.goto('/admin/mail?status=sent');
  await confirmationIn().getByText('Sent', { exact: true }).waitFor();
  const caught = (await (await fetch(`${apiUrl}/email`)).json()) as CaughtMail[];
  expect(caught.filter((mail) => mail.to.some((to) => to.address === email))).toHaveLength(1);
}, 120_000);
