import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { accountDisabledCode, accountDisabledMessage } from '../domain/account-status';
import type { ApiError, stockChangedSchema } from '../domain/schemas';
import { isDatabaseUnavailable } from './db/unavailable';
import type { AppEnv } from './env';
import { closeAfterAnswer } from './linger';

/** A refusal the client can act on: the one error handler turns it into `{ error, message, fields? }`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** More the client can act on, beside the message (a 409's new quote). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends HttpError {
  constructor(message: string) {
    super(400, 'bad_request', message);
  }
}

export class Invalid extends HttpError {
  constructor(fields: Record<string, string>, message = 'Some fields need attention') {
    super(400, 'invalid', message, fields);
  }
}

/** The account keeps as many of something as it may (favourites, addresses). */
export class LimitReached extends HttpError {
  constructor(message: string) {
    super(400, 'limit_reached', message);
  }
}

export class Unauthorized extends HttpError {
  constructor(message = 'Sign in to do that') {
    super(401, 'unauthorized', message);
  }
}

/** A disabled account's token (its tokens were revoked when an admin disabled it). */
export class AccountDisabled extends HttpError {
  constructor() {
    super(401, accountDisabledCode, accountDisabledMessage);
  }
}

export class Forbidden extends HttpError {
  constructor(message = 'Your account is not allowed to do that') {
    super(403, 'forbidden', message);
  }
}

export class NotFound extends HttpError {
  constructor(message = 'Not found') {
    super(404, 'not_found', message);
  }
}

export class Conflict extends HttpError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(409, 'conflict', message, undefined, details);
  }
}

/**
 * A stock adjustment that no longer applies (the stock moved since the form read it): the
 * field messages say why, `stockNow` holds each such size's stock now, by size id.
 */
export class StockChanged extends HttpError {
  constructor(
    fields: Record<string, string>,
    stockNow: z.infer<typeof stockChangedSchema>['stockNow'],
  ) {
    super(
      409,
      'stock_changed',
      'Stock changed while you were editing: nothing was saved. Check the stock and save again.',
      fields,
      { stockNow },
    );
  }
}

/** The payment provider refused the card: nothing was charged or stored. */
export class PaymentRequired extends HttpError {
  constructor(message: string, field = 'card') {
    super(402, 'payment_declined', message, { [field]: message });
  }
}

/** Well-formed, but it contradicts what an earlier request with the same key asked for. */
export class Unprocessable extends HttpError {
  constructor(message: string) {
    super(422, 'unprocessable', message);
  }
}

export class PayloadTooLarge extends HttpError {
  constructor(
    message = 'The request body is too large',
    fields?: Record<string, string>,
    code = 'payload_too_large',
  ) {
    super(413, code, message, fields);
  }
}

/** A service the request needs is not set up or not reachable (e.g. user management). */
export class ServiceUnavailable extends HttpError {
  constructor(message: string) {
    super(503, 'unavailable', message);
  }
}

/** The database dropped the connection or could not be reached: the request's transaction was rolled back. */
export class DatabaseUnavailable extends ServiceUnavailable {
  constructor() {
    super('The store could not reach its database. Try again in a moment.');
  }
}

/** PostgreSQL's unique_violation, possibly wrapped by Drizzle (`cause`): two writers raced for one id. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Errors Hono raises itself (malformed JSON, a body limit without our handler). */
function fromHttpException(error: HTTPException): HttpError {
  if (error.status === 413) return new PayloadTooLarge();
  if (error.status === 401) return new Unauthorized();
  if (error.status === 400) {
    const malformed = /json/i.test(error.message);
    return new BadRequest(malformed ? 'The request body is not valid JSON' : error.message);
  }
  return new HttpError(error.status as ContentfulStatusCode, 'http_error', error.message);
}

function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof HTTPException) return fromHttpException(error);
  if (isUniqueViolation(error)) {
    return new Conflict('Another change was saved at the same moment: try again');
  }
  if (isDatabaseUnavailable(error)) return new DatabaseUnavailable();
  return undefined;
}

/** The API's one error handler. Anything unexpected is logged with the request id and hidden. */
export const onError: ErrorHandler<AppEnv> = (error, c) => {
  const known = toHttpError(error);
  if (!known) {
    // With a request log, the request's line carries the error and its stack (server/log.ts).
    if (!c.get('logger')) {
      console.error(`[${c.get('requestId') ?? '-'}] ${c.req.method} ${c.req.path}`, error);
    }
    const body: ApiError = { error: 'internal', message: 'Something went wrong on our side' };
    return c.json(body, 500);
  }
  if (known instanceof DatabaseUnavailable) {
    // One line, the driver's own words: Drizzle's wrapper would add the query and its values.
    let cause: Error = error;
    while (cause.cause instanceof Error) cause = cause.cause;
    const request = `[${c.get('requestId') ?? '-'}] ${c.req.method} ${c.req.path}`;
    console.warn(`${request}: 503, the database is unavailable: ${cause.message}`);
    c.header('Retry-After', '1');
  }
  const body: ApiError = { error: known.code, message: known.message };
  if (known.fields) body.fields = known.fields;
  if (known.details) Object.assign(body, known.details);
  // The rest of an oversized (or refused) upload is never read, so this connection cannot carry another request.
  if (known instanceof PayloadTooLarge || known.status === 429) closeAfterAnswer(c);
  return c.json(body, known.status);
};
