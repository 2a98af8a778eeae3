import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import { expect } from 'vitest';
import type { StandInResponse } from './stripe-stand-in';

/**
 * Stripe's published schemas (a subset of stripe/openapi's spec3.json, see the file's `source`)
 * for the objects the stand-in answers with, so the stand-in cannot drift from Stripe.
 */
const subset = JSON.parse(
  readFileSync(new URL('./stripe-openapi-subset.json', import.meta.url), 'utf8'),
) as { source: unknown; components: { schemas: Record<string, unknown> } };
const { schemas } = subset.components;

type Schema = Record<string, unknown>;

/**
 * OpenAPI 3.0 into JSON Schema: `nullable` becomes a null alternative, and a `$ref` to a
 * schema outside the subset (an object the stand-in never expands) accepts anything.
 */
function jsonSchemaOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(jsonSchemaOf);
  if (!node || typeof node !== 'object') return node;
  const { nullable, ...rest } = node as Schema;
  if (typeof rest.$ref === 'string') {
    const name = rest.$ref.replace('#/components/schemas/', '');
    return name in schemas ? { $ref: `#/definitions/${name}` } : {};
  }
  const converted = Object.fromEntries(
    Object.entries(rest)
      .filter(([key]) => !key.startsWith('x-'))
      .map(([key, value]) =>
        key === 'properties' || key === 'definitions'
          ? [
              key,
              Object.fromEntries(
                Object.entries(value as Schema).map(([k, v]) => [k, jsonSchemaOf(v)]),
              ),
            ]
          : [key, jsonSchemaOf(value)],
      ),
  );
  return nullable ? { anyOf: [converted, { type: 'null' }] } : converted;
}

const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
const root = { definitions: jsonSchemaOf(schemas) };
ajv.addSchema(root, 'stripe');
const validators = new Map<string, ValidateFunction>();
const validatorOf = (name: string) => {
  let validate = validators.get(name);
  if (!validate) {
    validate = ajv.getSchema(`stripe#/definitions/${name}`)!;
    validators.set(name, validate);
  }
  return validate;
};

/** The published schema's complaints about `body` as a `name` (none: it fits). */
export function stripeShapeProblems(name: string, body: unknown): string[] {
  const validate = validatorOf(name);
  if (validate(body)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
}

/** The objects the subset has no schema for yet: their bodies are not checked. */
export const uncheckedStripeObjects = ['customer', 'error'].filter((name) => !(name in schemas));

/** Every stand-in answer fits Stripe's published schema for its object (where the subset has it). */
export function expectStripeShapes(responses: readonly StandInResponse[]): void {
  expect(responses.length).toBeGreaterThan(0);
  const misfits = responses
    .filter(({ schema }) => schema in schemas)
    .map(({ method, path, schema, body }) => ({
      request: `${method} ${path} (${schema})`,
      problems: stripeShapeProblems(schema, body),
    }))
    .filter(({ problems }) => problems.length > 0);
  expect(misfits).toEqual([]);
}
