import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { describe, expect, it } from 'vitest';
import type { Caller } from './caller';
import type { AppEnv } from './env';
import { onError } from './errors';
import { createLog, newRequestId, requestLog } from './log';

/** An app with the server's request log, and the JSON lines it wrote. */
async function loggedApp() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const log = await createLog({ level: 'info', pretty: false, destination });
  const app = new Hono<AppEnv>();
  app.use(requestId({ generator: newRequestId }));
  app.use(requestLog(log));
  app.onError(onError);
  app.get('/api/orders/:id', (c) => {
    c.set('caller', { sub: 'customer-sub' } as Caller);
    return c.json({ ok: true });
  });
  app.get('/api/broken', () => {
    throw new Error('the database went away');
  });
  app.get('/readyz', (c) => c.json({ status: 'ready' }));
  return { app, lines };
}

describe('the request log', () => {
  it('writes one JSON line per request with its id, the account and no token or query', async () => {
    const { app, lines } = await loggedApp();
    const response = await app.request('/api/orders/42?key=invoice-secret', {
      headers: { Authorization: 'Bearer the-access-token', Cookie: 'session=s3cret' },
    });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9A-Z]{12}$/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/api/orders/42',
      status: 200,
      reqId: id,
      sub: 'customer-sub',
      responseTime: expect.any(Number),
    });
    const written = JSON.stringify(lines);
    for (const secret of ['invoice-secret', 'the-access-token', 's3cret']) {
      expect(written).not.toContain(secret);
    }
  });

  it('writes an error as one line with its stack; probes are not logged', async () => {
    const { app, lines } = await loggedApp();
    expect((await app.request('/readyz')).status).toBe(200);
    expect((await app.request('/api/broken')).status).toBe(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      path: '/api/broken',
      status: 500,
      msg: 'the database went away',
      err: { message: 'the database went away', stack: expect.stringContaining('log.test.ts') },
    });
  });
});
