import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { Invalid } from './errors';

/** Field messages keyed by the record's path ('sizes.0.priceCents'); the first message per field wins. */
export function fieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (path && !(path in fields)) fields[path] = issue.message;
  }
  return fields;
}

/** `zValidator` whose failures become one `Invalid` error, so every 400 has the same shape. */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result) => {
    if (result.success) return;
    const fields = fieldMessages(result.error.issues);
    const message =
      Object.keys(fields).length > 0
        ? 'Some fields need attention'
        : (result.error.issues[0]?.message ?? 'The request is not valid');
    throw new Invalid(fields, message);
  });
