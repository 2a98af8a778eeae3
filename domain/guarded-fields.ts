import { z } from 'zod';

/**
 * Fields only an admin may set, marked where a schema is written: what customers pay (a price
 * in cents), a percent (a discount, a figure the console shows) and where a link leads. Who may
 * write a document follows from whether its schema holds one (domain/content-writers.ts).
 */
export type FieldGuard = 'price' | 'percent' | 'link';

const guards = z.registry<{ guard: FieldGuard }>();

/** Marks `schema` as a guarded field (rules chained onto it later keep the mark). */
export function guarded<T extends z.ZodType>(guard: FieldGuard, schema: T): T {
  guards.add(schema, { guard });
  return schema;
}

export interface GuardedField {
  /** Where in the document: 'tiers[].priceCents'. */
  path: string;
  guard: FieldGuard;
}

/** Schemas that hold no other schema: nothing inside them can be guarded. */
const leaves = new Set(['string', 'number', 'boolean', 'enum', 'literal', 'date', 'null']);

/** Wrappers around one inner schema. */
const wrappers = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'nonoptional',
  'readonly',
]);

const at = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * Every guarded field inside `schema`. A kind of schema this walk does not know throws, so a
 * document cannot hide a price where the walk does not look.
 */
export function guardedFieldsOf(schema: z.core.$ZodType, path = ''): GuardedField[] {
  const mark = guards.get(schema as z.ZodType);
  if (mark) return [{ path, guard: mark.guard }];
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const inside = (child: unknown, childPath = path) =>
    guardedFieldsOf(child as z.core.$ZodType, childPath);
  if (leaves.has(def.type)) return [];
  if (wrappers.has(def.type)) return inside(def.innerType);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.core.$ZodType>).flatMap(([key, child]) =>
        inside(child, at(path, key)),
      );
    case 'array':
      return inside(def.element, `${path}[]`);
    case 'pipe':
      return [...inside(def.in), ...inside(def.out)];
    case 'union':
      return (def.options as z.core.$ZodType[]).flatMap((option) => inside(option));
    default:
      throw new Error(`guardedFieldsOf cannot look inside a '${def.type}' schema (at '${path}')`);
  }
}

/** Whether any field of `schema` is guarded. */
export const holdsGuardedField = (schema: z.core.$ZodType) => guardedFieldsOf(schema).length > 0;
