import { expect, inject } from 'vitest';
import { apiErrorSchema, type ApiError } from '../../domain/schemas';
import type { Role } from './provided';
import type { TestServer } from './server';
import './provided';

/** Who sends a request: a seeded account, nobody, or a raw Authorization value. */
export type Sender = Role | 'anonymous' | { authorization: string };

export interface RequestOptions {
  as?: Sender;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (uploads, malformed bodies). */
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Node's fetch needs it to stream a request body. */
  duplex?: 'half';
}

export const bearer = (token: string): Sender => ({ authorization: `Bearer ${token}` });

/** fetch against a test server's /api, signed in as `as`. */
export function apiClient(server: TestServer) {
  const request = (method: string, path: string, options: RequestOptions = {}) => {
    const { as = 'anonymous', json, headers = {}, duplex } = options;
    let { body } = options;
    const sent: Record<string, string> = { ...headers };
    if (typeof as === 'object') sent.authorization = as.authorization;
    else if (as !== 'anonymous') sent.authorization = `Bearer ${inject('accessTokens')[as]}`;
    if (json !== undefined) {
      sent['content-type'] ??= 'application/json';
      body = JSON.stringify(json);
    }
    const init: RequestInit & { duplex?: 'half' } = { method, headers: sent, body };
    if (duplex) init.duplex = duplex;
    return fetch(`${server.url}/api${path}`, init);
  };
  return {
    request,
    get: (path: string, options?: RequestOptions) => request('GET', path, options),
    post: (path: string, options?: RequestOptions) => request('POST', path, options),
    put: (path: string, options?: RequestOptions) => request('PUT', path, options),
    patch: (path: string, options?: RequestOptions) => request('PATCH', path, options),
    delete: (path: string, options?: RequestOptions) => request('DELETE', path, options),
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

/** Asserts the status and the API's one error shape; returns the body for more checks. */
export async function expectError(response: Response, status: number): Promise<ApiError> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return apiErrorSchema.parse(JSON.parse(text));
}

/** Asserts the status and returns the parsed JSON body. */
export async function expectJson(response: Response, status: number): Promise<unknown> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text);
}
