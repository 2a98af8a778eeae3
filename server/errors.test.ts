import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it, vi } from 'vitest';
import type { AppEnv } from './env';
import { Conflict, Invalid, onError, PayloadTooLarge } from './errors';

/** An app whose one route throws `error`, answered by the API's error handler. */
async function answerTo(error: unknown) {
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.get('/', () => {
    throw error;
  });
  const response = await app.request('/');
  return { response, body: await response.json() };
}

describe('onError', () => {
  it('turns a typed error into its status and the one error shape', async () => {
    const { response, body } = await answerTo(
      new Invalid({ 'sizes.0.stock': 'Stock cannot be negative' }),
    );
    expect(response.status).toBe(400);
    expect(body).toEqual({
      error: 'invalid',
      message: 'Some fields need attention',
      fields: { 'sizes.0.stock': 'Stock cannot be negative' },
    });
    expect((await answerTo(new Conflict('Taken'))).response.status).toBe(409);
  });

  it('closes the connection after a 413, whose unread body would spoil it', async () => {
    const { response, body } = await answerTo(new PayloadTooLarge());
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(body.error).toBe('payload_too_large');
  });

  it("maps Hono's malformed-JSON exception to bad_request", async () => {
    const { response, body } = await answerTo(
      new HTTPException(400, { message: 'Malformed JSON in request body' }),
    );
    expect(response.status).toBe(400);
    expect(body).toEqual({ error: 'bad_request', message: 'The request body is not valid JSON' });
  });

  it('answers a unique violation (two writers, one id) with 409', async () => {
    const violation = Object.assign(new Error('duplicate key'), { code: '23505' });
    const { response } = await answerTo(new Error('Failed query', { cause: violation }));
    expect(response.status).toBe(409);
  });

  it('hides anything unexpected behind a generic 500 and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { response, body } = await answerTo(new Error('secret connection string'));
    expect(response.status).toBe(500);
    expect(body).toEqual({ error: 'internal', message: 'Something went wrong on our side' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('GET /'), expect.any(Error));
    log.mockRestore();
  });

  it('answers a lost database connection with 503, Retry-After and one log line without the query', async () => {
    const log = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lost = new Error('Connection terminated unexpectedly');
    const { response, body } = await answerTo(
      new Error("Failed query: select * from orders where email = 'pat@example.com'", {
        cause: lost,
      }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(body).toEqual({
      error: 'unavailable',
      message: 'The store could not reach its database. Try again in a moment.',
    });
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/GET \/: 503, .*: Connection terminated unexpectedly$/),
    );
    expect(log.mock.calls.flat().join()).not.toContain('pat@example.com');
    log.mockRestore();
  });
});
