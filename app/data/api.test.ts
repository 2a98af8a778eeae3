import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api';

/** The store answers every call with this response. */
const answer = (response: Response) => vi.stubGlobal('fetch', async () => response);

describe('api failures', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the store's request id of a failure, for the error page to show", async () => {
    answer(
      Response.json(
        { error: 'internal', message: 'Something went wrong on our side' },
        { status: 500, headers: { 'x-request-id': '9BZW1P4FCCQG' } },
      ),
    );
    const failure = await api('/api/products').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 500, requestId: '9BZW1P4FCCQG' });
  });

  it('has no request id when a proxy answered without one', async () => {
    answer(new Response('Bad gateway', { status: 502 }));
    const failure = await api('/api/products').catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 502, code: 'http_error', requestId: undefined });
  });
});
