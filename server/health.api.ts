import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from './mail/mailer';
import { freePort } from './test/ports';
import { startTestServer, type TestServer } from './test/server';

const dist = mkdtempSync(join(tmpdir(), 'ff-api-health-'));
let server: TestServer;

beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Forge & Flame</title>');
  // A relay nobody listens on: mail is down for the whole file.
  const mailer = smtpMailer(`smtp://127.0.0.1:${await freePort()}`, 'Shop <shop@example.com>');
  server = await startTestServer({ staticDir: dist, mailer });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

const get = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: (await response.json()) as unknown };
};

// One server walked through its failures in order: the build goes, then the database.
describe('health that tells the truth', () => {
  it('is ready with the database and the build there, reporting mail down without failing on it', async () => {
    expect(await get('/readyz')).toEqual({
      status: 200,
      body: {
        status: 'ready',
        checks: { database: 'ok', schema: 'ok', build: 'ok', mail: 'unreachable' },
      },
    });
    expect(await get('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('is not ready, naming the build, once the client build is gone', async () => {
    unlinkSync(join(dist, 'index.html'));
    expect(await get('/readyz')).toMatchObject({
      status: 503,
      body: {
        status: 'not ready',
        failing: ['build'],
        checks: { database: 'ok', build: 'missing' },
      },
    });
  });

  it('is not ready, naming the database, once the database is down; the process still answers', async () => {
    await server.closeDatabase();
    expect(await get('/readyz')).toMatchObject({
      status: 503,
      body: {
        status: 'not ready',
        failing: ['database', 'build'],
        checks: { database: 'unreachable', build: 'missing' },
      },
    });
    expect(await get('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
    // Kept for existing callers: it says the process answers, like /healthz.
    expect(await get('/api/health')).toEqual({ status: 200, body: { ok: true } });
  });
});
