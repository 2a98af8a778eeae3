import { z } from 'zod';
import { migrateStored } from '../state/migrate-stored';

/**
 * How a form draft is kept in sessionStorage: `{ version: 1, values }`. Version 0 (before
 * this module) stored the bare values object; it is migrated, never thrown away.
 */
export const draftVersion = 1;

const draftSchema = z.object({
  version: z.number().int(),
  values: z.record(z.string(), z.unknown()),
});

const draftMigrations = {
  1: (bareValues: unknown) => ({ values: bareValues }),
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored values, migrated to the current shape, without fields whose value is of another
 * kind than the form's default (a list where text was, an object where a tick was): one stale
 * or corrupted field is dropped, the others restored.
 */
export function parseDraft(
  raw: string | null,
  defaults: Record<string, unknown>,
): Record<string, unknown> | undefined {
  let stored: unknown;
  try {
    stored = raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
  if (!isRecord(stored)) return undefined;
  const enveloped = draftSchema.safeParse(stored);
  const migrated = enveloped.success
    ? migrateStored(enveloped.data, enveloped.data.version, draftVersion, draftMigrations)
    : migrateStored(stored, 0, draftVersion, draftMigrations);
  const values = (migrated as { values?: unknown }).values;
  if (!isRecord(values)) return undefined;
  return Object.fromEntries(
    Object.entries(values).filter(([field, value]) => fits(value, defaults[field])),
  );
}

export function serializeDraft(values: Record<string, unknown>): string {
  return JSON.stringify({ version: draftVersion, values });
}

/** A field without a default, or an empty value, fits anything; text and numbers interchange. */
function fits(value: unknown, defaultValue: unknown): boolean {
  const kind = kindOf(value);
  const expected = kindOf(defaultValue);
  return kind === 'empty' || expected === 'empty' || kind === expected;
}

function kindOf(value: unknown): string {
  if (value === null || value === undefined) return 'empty';
  if (Array.isArray(value)) return 'list';
  return typeof value === 'number' ? 'string' : typeof value;
}
