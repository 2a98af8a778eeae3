import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkInboxMessage } from '../app/layout/newsletter-schema';
import { waitForMail } from '../server/test/mailbox';
import { freePort } from '../server/test/ports';
import { startPostgresCluster, type PostgresCluster } from '../server/test/postgres-cluster';
import { startTestS3, type TestS3 } from '../server/test/s3';
import { useBrowser } from './browser';
import { checkOut, waitForInvoice } from './checkout';
import { outDir } from './out-dir';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
import { startStoreServer, stopStoreServer } from './store-server';

/**
 * Two store servers on one PostgreSQL and one S3 bucket, behind a round-robin proxy: each
 * request of the browser goes to the other server than the one before. A customer's whole
 * journey works through it, and what one server stores (an image, a price, a guess count)
 * the other serves.
 */

let cluster: PostgresCluster | undefined;
let s3: TestS3 | undefined;
let proxy: RoundRobinProxy | undefined;
const servers: ChildProcess[] = [];
const dataDirs: string[] = [];
/** Each server's own address, behind the proxy's. */
let direct: string[] = [];
const url = inject('twoInstancesUrl');

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const client = new pg.Client({ connectionString: `${cluster.serverUrl}/postgres` });
  await client.connect();
  await client.query('CREATE DATABASE two_instances');
  await client.end();
  s3 = await startTestS3();
  const ports = [await freePort(), await freePort()];
  const env = {
    DATABASE_URL: `${cluster.serverUrl}/two_instances`,
    STORAGE: 's3',
    S3_BUCKET: s3.options.bucket,
    S3_REGION: s3.options.region,
    S3_ENDPOINT: s3.options.endpoint!,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    PUBLIC_URL: url,
    RATE_LIMIT_GIFT_CARD_ATTEMPTS: '3',
    // The SDK's notice that its 2027 releases need Node 22 (README, "The log").
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  // Started together on a new database: one migrates and seeds, the other waits its turn.
  servers.push(
    ...(await Promise.all(
      ports.map((port) => {
        const dataDir = mkdtempSync(join(tmpdir(), 'ff-two-'));
        dataDirs.push(dataDir);
        return startStoreServer({
          port,
          outDir,
          dataDir,
          amplifyOutputs: inject('amplifyOutputsPath'),
          smtpUrl: inject('mailSmtpUrl'),
          env,
        });
      }),
    )),
  );
  direct = ports.map((port) => `http://127.0.0.1:${port}`);
  proxy = await startRoundRobinProxy(Number(new URL(url).port), direct);
}, 240_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all(servers.map((server) => stopStoreServer(server)));
  await s3?.stop();
  cluster?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A real 1×1 PNG, as the file dialog hands it over. */
const png = {
  name: 'brisket.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPYosUNAAJ/AOpRUIFHAAAAAElFTkSuQmCC',
    'base64',
  ),
};

describe('two servers behind one address', () => {
  const browser = useBrowser();

  it('a customer signs in, buys, reads the invoice and the e-mail, and signs up and off the newsletter, with requests alternating', async () => {
    const before = [...proxy!.served];
    const email = `two-${Date.now()}@example.com`;
    const { page, consoleErrors } = await browser.openAsAt(
      url,
      'customer',
      '/shop/memphis-dry-rub',
    );
    await page.getByRole('heading', { level: 1, name: 'Memphis Dry Rub' }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.getByText('Added to cart').first().waitFor();
    await checkOut(page, { email });
    await waitForInvoice(page, /\/invoice\/FF-\d{4}-\d{4,}$/);
    const number = /FF-\d{4}-\d{4,}/.exec(page.url())![0];
    await page.getByRole('heading', { level: 1, name: `Invoice ${number}` }).waitFor();
    // Reloaded, the invoice comes from whichever server is next.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Invoice ${number}` }).waitFor();
    const confirmation = await waitForMail(inject('mailApiUrl'), email, /is confirmed$/);
    expect(confirmation.subject).toContain(number);

    // The newsletter: one server signs the links, either accepts them.
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.getByRole('textbox', { name: 'Email address' }).fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText(checkInboxMessage).waitFor();
    const confirm = await waitForMail(inject('mailApiUrl'), email, /^Confirm your .* newsletter/);
    const link = new URL(/^http\S+$/m.exec(confirm.text)![0]);
    expect(link.origin).toBe(url);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { level: 1, name: "You're subscribed" }).waitFor();
    const welcome = await waitForMail(inject('mailApiUrl'), email, /^Welcome to the/);
    const unsubscribe = new URL(/Unsubscribe: (\S+)/.exec(welcome.text)![1]!);
    await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { level: 1, name: "You're unsubscribed" }).waitFor();

    const served = proxy!.served.map((count, i) => count - before[i]!);
    console.log(`The journey's requests, per server: ${served.join(' and ')}`);
    expect(Math.min(...served)).toBeGreaterThan(10);
    expect(consoleErrors).toEqual([]);
  }, 120_000);

  it('an image posted in the forum is served by both servers', async () => {
    const title = `Brisket through two servers ${Date.now().toString(36)}`;
    const { page } = await browser.openAsAt(url, 'customer', '/forum/new?category=member-meetups');
    await page.getByRole('heading', { level: 1, name: 'Start a New Thread' }).waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page
      .getByRole('textbox', { name: 'Content' })
      .fill('Sliced at hour twelve, as promised.');
    await page.locator('input[type="file"]').setInputFiles(png);
    await page.getByRole('img', { name: png.name }).waitFor();
    await page.getByRole('button', { name: 'Post Thread' }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const photo = page.getByRole('img', { name: 'Photo 1 of 1 from Casey Customer' });
    const src = (await photo.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/api\/uploads\/[\w-]+\.webp$/);
    const bodies = await Promise.all(
      direct.map(async (server) => {
        const response = await fetch(`${server}${src}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
        return Buffer.from(await response.arrayBuffer());
      }),
    );
    expect(bodies[0]!.length).toBeGreaterThan(0);
    expect(bodies[0]!.equals(bodies[1]!)).toBe(true);
  }, 60_000);

  it('counts gift card guesses across both: the 4th in a row, on either, is refused', async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < 4; guess++) {
      const response = await fetch(`${url}/api/gift-cards/check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: '0000-0000-0000-0000' }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it("an admin's price change is served by both servers", async () => {
    const { page, consoleErrors } = await browser.openAsAt(url, 'admin', '/admin');
    await page.getByRole('heading', { level: 1, name: 'Product Management' }).waitFor();
    await page.getByRole('button', { name: 'Edit Memphis Dry Rub' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    const price = edit
      .getByRole('group', { name: 'Size 1' })
      .getByRole('textbox', { name: 'Price' });
    await price.fill('12.49');
    await price.press('Tab');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });
    const saved = Date.now();
    const priceOn = async (server: string) => {
      const product = (await (await fetch(`${server}/api/products/memphis-dry-rub`)).json()) as {
        sizes: { priceCents: number }[];
      };
      return product.sizes[0]!.priceCents;
    };
    for (const server of direct) {
      await expect.poll(() => priceOn(server), { timeout: 30_000 }).toBe(1249);
    }
    console.log(`The new price was served by both servers ${Date.now() - saved} ms after the save`);
    expect(consoleErrors).toEqual([]);
  }, 90_000);
});
