import { isRecord, type Check, type ObjectCheck } from './stored-shape';

/**
 * Parses stored data field by field and list item by list item: an invalid line is dropped
 * and every valid one kept; an invalid or missing field takes its value from `fallback`.
 * `onDrop` hears about each thing left out (for the console).
 */
export function parseEach<Data extends object>(
  schema: ObjectCheck<unknown>,
  stored: unknown,
  fallback: Data,
  onDrop: (path: string, issue: string) => void = () => {},
): Data {
  const whole = schema(stored);
  if (whole.ok) return whole.value as Data;
  const record = isRecord(stored) ? stored : {};
  const result: Record<string, unknown> = { ...(fallback as Record<string, unknown>) };
  for (const [key, fieldSchema] of Object.entries(schema.shape)) {
    const value = record[key];
    const field = fieldSchema(value);
    if (field.ok) {
      result[key] = field.value;
    } else if ('element' in fieldSchema && Array.isArray(value)) {
      const item = fieldSchema.element as Check<unknown>;
      result[key] = value.flatMap((line, index) => {
        const parsed = item(line);
        if (parsed.ok) return [parsed.value];
        onDrop(`${key}[${index}]`, parsed.issue);
        return [];
      });
    } else if (value !== undefined) {
      onDrop(key, field.issue);
    }
  }
  return result as Data;
}
