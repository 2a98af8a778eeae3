import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productInputSchema } from '../domain/schemas';
import { brokenCharacterMessage, fieldMessages, nulMessage, unstorableText } from './validate';

describe('fieldMessages', () => {
  it('keys each message by the path joined with dots, first message per field', () => {
    const result = productInputSchema.safeParse({
      name: 'x'.repeat(121),
      brand: 'Forge & Flame',
      category: 'Sauces',
      description: 'A sauce.',
      images: [{ url: 'data:image/png;base64,AAAA', alt: '' }],
      sizes: [{ size: '1 lb', priceCents: 1e14, stock: -1 }],
      features: [],
    });
    expect(result.success).toBe(false);
    expect(fieldMessages(result.error!.issues)).toEqual({
      name: 'Name must be at most 120 characters',
      'images.0.url': 'Upload the image first: only stored images can be saved',
      'sizes.0.priceCents': 'Price must be at most $100,000',
      'sizes.0.stock': 'Stock cannot be negative',
    });
  });

  it('leaves out issues about the body as a whole', () => {
    const result = productInputSchema.safeParse('not an object');
    expect(fieldMessages(result.error!.issues)).toEqual({});
  });
});

/** encodeURIComponent refuses exactly the strings with half a surrogate pair. */
function isWellFormed(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** The paths `unstorableText` must name, worked out recursively (fine for small values). */
function expectedPaths(value: unknown, path = ''): string[] {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  const bad = (text: string) => text.includes('\u0000') || !isWellFormed(text);
  if (typeof value === 'string') return bad(value) ? [path || 'body'] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => expectedPaths(item, at(index)));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(bad(key) ? [at(key)] : []),
      ...expectedPaths(item, at(key)),
    ]);
  }
  return [];
}

describe('unstorableText, the one string rule', () => {
  const text = fc.string({ unit: 'binary', maxLength: 8 });
  const value = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small' },
      text,
      fc.integer(),
      fc.constant(null),
      fc.array(tie('node'), { maxLength: 3 }),
      fc.dictionary(text, tie('node'), { maxKeys: 3 }),
    ),
  })).node;

  it('names every string and key holding NUL or half a surrogate pair, by its path, and nothing else', () => {
    fc.assert(
      fc.property(value, (input) => {
        expect(Object.keys(unstorableText(input)).sort()).toEqual(
          [...new Set(expectedPaths(input))].sort(),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('says which character cannot be saved', () => {
    expect(unstorableText({ name: 'a\u0000b', items: [{ title: 'half \ud83d' }] })).toEqual({
      name: nulMessage,
      'items.0.title': brokenCharacterMessage,
    });
    expect(unstorableText({ ok: 'Jalapeño 🔥', n: 1 })).toEqual({});
  });

  it('reads form records without a prototype, and skips their files', () => {
    const form = Object.assign(Object.create(null) as Record<string, unknown>, {
      title: '\u0000',
      images: [new File(['\u0000'], 'a.png')],
    });
    expect(unstorableText(form)).toEqual({ title: nulMessage });
  });

  it('walks a body nested deeper than the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`) as unknown;
    expect(Object.values(unstorableText(deep))).toEqual([nulMessage]);
  });
});
