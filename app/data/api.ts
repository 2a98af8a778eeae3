import {
  rateLimitedCode,
  retryAfterSeconds,
  tooManyRequestsMessage,
} from '../../domain/rate-limit';
import { accountDisabledCode } from '../../domain/account-status';
import { isApiErrorBody } from '../../domain/api-error';
import { signOutDisabledAccount } from '../auth/account-disabled';
import { authStore } from '../auth/auth-store';

/** A refusal or failure of the store's API, with the field messages a form can place. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;
  /** Whatever else the error body carries (an order's 409 carries the new `quote`). */
  readonly details: Readonly<Record<string, unknown>>;
  /** The store's id for the failed request (X-Request-Id), which its log lines carry. */
  readonly requestId: string | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string> = {},
    { details = {}, requestId }: { details?: Record<string, unknown>; requestId?: string } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.details = details;
    this.requestId = requestId;
  }
}

export const unreachableMessage = "The store can't be reached right now";

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** The prerenderer (app/entry-server.tsx) answers the API's calls in-process instead. */
export function setApiTransport(send: Transport): void {
  transport = send;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * JSON-encoded unless it is a Blob (an upload, sent as is with its own type) or FormData (a
   * forum post with its images, sent as multipart).
   */
  body?: unknown;
  /** Sends the signed-in account's access token; writes need it, the server decides. */
  signedIn?: boolean;
  /**
   * Sends the ID token instead (with `signedIn`): the server takes the author's name from its
   * claims, which access tokens lack (a review's author line).
   */
  asIdentity?: boolean;
  /** More headers (an order's Idempotency-Key). */
  headers?: Record<string, string>;
}

/** The signed-in account's access (or ID) token, refreshed by Amplify when it is about to expire. */
async function bearer(asIdentity = false): Promise<Record<string, string>> {
  const auth = authStore.getState();
  const token = await (asIdentity ? auth.idToken() : auth.accessToken());
  return token ? { authorization: `Bearer ${token}` } : {};
}

async function failure(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const requestId = response.headers.get('x-request-id') ?? undefined;
  // Throttled (by the store or a proxy in front): the wait from Retry-After, in one wording;
  // a refusal of its own kind (uploads already in progress) keeps the store's words.
  if (response.status === 429 && !(isApiErrorBody(body) && body.error !== rateLimitedCode)) {
    const seconds = retryAfterSeconds(response.headers.get('retry-after'));
    return new ApiError(429, rateLimitedCode, tooManyRequestsMessage(seconds), {}, { requestId });
  }
  if (isApiErrorBody(body)) {
    const { error, message, fields, ...details } = body;
    return new ApiError(response.status, error, message, fields, { details, requestId });
  }
  const message = `The store answered ${response.status}`;
  return new ApiError(response.status, 'http_error', message, {}, { requestId });
}

/**
 * The message of a 429, which every form shows instead of its own words for a failure (its
 * own words would say 'try again' when the visitor must wait); undefined for anything else.
 */
export function rateLimitMessage(failure: unknown): string | undefined {
  return failure instanceof ApiError && failure.status === 429 ? failure.message : undefined;
}

/** Calls `/api/…` and returns its JSON (undefined for 204); throws ApiError otherwise. */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const response = await send(path, request);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Calls `/api/…` and returns its body as text (the orders' CSV export); throws ApiError otherwise. */
export async function apiText(path: string, request: ApiRequest = {}): Promise<string> {
  return (await send(path, request)).text();
}

async function send(path: string, request: ApiRequest): Promise<Response> {
  const { method = 'GET', body, signedIn = false, asIdentity = false } = request;
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (signedIn) Object.assign(headers, await bearer(asIdentity));
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    // The browser writes the multipart Content-Type with its boundary.
    payload = body;
  } else if (body instanceof Blob) {
    payload = body;
    headers['content-type'] = body.type || 'application/octet-stream';
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await transport(`/api${path}`, { method, headers, body: payload });
  } catch {
    throw new ApiError(0, 'unreachable', unreachableMessage);
  }
  if (!response.ok) {
    const refusal = await failure(response);
    // A disabled account is signed out and shown why, rather than a page that cannot load.
    if (refusal.status === 401 && refusal.code === accountDisabledCode) {
      await signOutDisabledAccount();
    }
    throw refusal;
  }
  return response;
}

/** A GET that answers 404 becomes undefined (an unknown id), every other failure throws. */
export async function apiFind<T>(path: string, request?: ApiRequest): Promise<T | undefined> {
  try {
    return await api<T>(path, request);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}
