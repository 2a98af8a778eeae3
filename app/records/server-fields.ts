/**
 * Where a server's field message belongs in a form: the API names fields by the record's
 * path ('sizes.0.priceCents', 'ingredients.3'), a form by its own ('sizes.0.price',
 * 'ingredients'). Segments are renamed first, then trailing segments are dropped until the
 * path names something the form holds.
 */
export function formFieldFor(
  serverField: string,
  values: unknown,
  renames: Readonly<Record<string, string>> = {},
): string | undefined {
  const segments = serverField
    .split('.')
    .flatMap((segment) => (renames[segment] ?? segment).split('.'))
    .filter(Boolean);
  while (segments.length > 0) {
    if (valueAt(values, segments) !== undefined) return segments.join('.');
    segments.pop();
  }
  return undefined;
}

function valueAt(values: unknown, path: readonly string[]): unknown {
  let current = values;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
