import { z } from 'zod';

/**
 * Parses stored data field by field and list item by list item: an invalid line is dropped
 * and every valid one kept; an invalid or missing field takes its value from `fallback`.
 * `onDrop` hears about each thing left out (for the console).
 */
export function parseEach<Data extends object>(
  schema: z.ZodObject,
  stored: unknown,
  fallback: Data,
  onDrop: (path: string, issues: z.core.$ZodIssue[]) => void = () => {},
): Data {
  const whole = schema.safeParse(stored);
  if (whole.success) return whole.data as Data;
  const record = isRecord(stored) ? stored : {};
  const result: Record<string, unknown> = { ...(fallback as Record<string, unknown>) };
  for (const [key, fieldSchema] of Object.entries(schema.shape)) {
    const value = record[key];
    const field = (fieldSchema as z.ZodType).safeParse(value);
    if (field.success) {
      result[key] = field.data;
    } else if (fieldSchema instanceof z.ZodArray && Array.isArray(value)) {
      const item = fieldSchema.element as z.ZodType;
      result[key] = value.flatMap((line, index) => {
        const parsed = item.safeParse(line);
        if (parsed.success) return [parsed.data];
        onDrop(`${key}[${index}]`, parsed.error.issues);
        return [];
      });
    } else if (value !== undefined) {
      onDrop(key, field.error.issues);
    }
  }
  return result as Data;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
