import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { Invalid, NotFound } from './errors';

/** Field messages keyed by the record's path ('sizes.0.priceCents'); the first message per field wins. */
export function fieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (path && !(path in fields)) fields[path] = issue.message;
  }
  return fields;
}

export const nulMessage = 'This text contains a NUL character, which cannot be saved';
export const brokenCharacterMessage =
  'This text contains a broken character (half of an emoji or symbol), which cannot be saved';

/** Why PostgreSQL cannot keep `text` as sent: it refuses NUL, and would turn half a surrogate pair into U+FFFD. */
function unstorable(text: string): string | undefined {
  if (text.includes('\u0000')) return nulMessage;
  if (/\p{Cs}/u.test(text)) return brokenCharacterMessage;
  return undefined;
}

/** A value met in the walk, with the way back to the input's root. */
interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

function pathOf(visit: Visit, key?: string): string {
  const keys: (string | number)[] = key === undefined ? [] : [key];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || 'body';
}

/** Enough fields to act on; a body made of bad strings is not worth listing whole. */
const maxReported = 20;

/**
 * The one string rule at the API's boundary: every string of an input (object keys too, at any
 * depth) that the database could not store as sent, keyed by its path. Walked without recursion,
 * and paths are spelled only for what is reported, so a body nested deeper than the stack costs
 * one pass.
 */
export function unstorableText(input: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  let reported = 0;
  const report = (message: string | undefined, visit: Visit, key?: string) => {
    if (!message || reported >= maxReported) return;
    fields[pathOf(visit, key)] ??= message;
    reported++;
  };
  const pending: Visit[] = [{ value: input }];
  for (let visit = pending.pop(); visit && reported < maxReported; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') report(unstorable(value), visit);
    else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, key: index, parent: visit }));
    } else if (isPlainRecord(value)) {
      for (const [key, item] of Object.entries(value)) {
        report(unstorable(key), visit, key);
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return fields;
}

/** JSON objects, query and form records (Hono's have no prototype); a form's File is not text. */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A path that fails its parameters' rules names no record: 404, whatever was wrong with it. */
const noSuchRecord = 'Not found: no record has this id';

/** The string rule, then the schema; a path parameter's failure of either names no record. */
function parseStorable(target: keyof ValidationTargets, schema: z.ZodType, value: unknown) {
  const fields = unstorableText(value);
  if (target === 'param') {
    if (Object.keys(fields).length > 0) throw new NotFound(noSuchRecord);
    // A parameter's own message ('Review not found') wins over this one.
    return schema.safeParseAsync(value, { error: () => noSuchRecord });
  }
  if (Object.keys(fields).length > 0) throw new Invalid(fields);
  return schema.safeParseAsync(value);
}

/**
 * `zValidator` behind the string rule, whose failures become one error: `Invalid` (400) with
 * field messages, or `NotFound` (404) for path parameters.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(
    target,
    schema,
    (result) => {
      if (result.success) return;
      if (target === 'param') throw new NotFound(result.error.issues[0]?.message ?? noSuchRecord);
      const fields = fieldMessages(result.error.issues);
      const message =
        Object.keys(fields).length > 0
          ? 'Some fields need attention'
          : (result.error.issues[0]?.message ?? 'The request is not valid');
      throw new Invalid(fields, message);
    },
    // The library types the result by the zod version it cannot tell from a generic schema.
    { validationFunction: (checked, value) => parseStorable(target, checked, value) as never },
  );
