/**
 * Checks for data read back from localStorage: hand-written, because the stores load on every
 * page and a schema library there cost 25 KB gz of first load. Each check returns the
 * value as zod would (unknown keys left out, strings trimmed where asked) or why it failed.
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; issue: string };
export type Check<T> = (value: unknown) => Checked<T>;
export type ArrayCheck<T> = Check<T[]> & { element: Check<T> };
export type ObjectCheck<T> = Check<T> & { shape: Record<string, Check<unknown>> };

const pass = <T>(value: T): Checked<T> => ({ ok: true, value });
const fail = (issue: string): Checked<never> => ({ ok: false, issue });

// The same patterns zod 4.6 uses for z.email() and z.iso.datetime({ offset: true }).
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const datePattern =
  '(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))';
const dateTimeWithOffset = new RegExp(
  `^${datePattern}T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$`,
);

interface StringRules {
  min?: number;
  max?: number;
  /** Trimmed before the length is checked, as zod's `.trim()`. */
  trim?: boolean;
  format?: 'email-or-empty' | 'datetime';
}

export function string({ min = 0, max = Infinity, trim = false, format }: StringRules = {}) {
  return (value: unknown): Checked<string> => {
    if (typeof value !== 'string') return fail('expected a string');
    const text = trim ? value.trim() : value;
    if (text.length < min || text.length > max) return fail('length out of range');
    if (format === 'email-or-empty' && text !== '' && !emailPattern.test(text)) {
      return fail('not an email address');
    }
    if (format === 'datetime' && !dateTimeWithOffset.test(text)) return fail('not a date-time');
    return pass(text);
  };
}

export function int({ min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = {}) {
  return (value: unknown): Checked<number> =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max
      ? pass(value)
      : fail(`expected a whole number from ${min} to ${max}`);
}

export const boolean = (value: unknown): Checked<boolean> =>
  typeof value === 'boolean' ? pass(value) : fail('expected true or false');

export function oneOf<const T extends string>(options: readonly T[]) {
  return (value: unknown): Checked<T> =>
    options.includes(value as T) ? pass(value as T) : fail(`expected ${options.join(' or ')}`);
}

export function optional<T>(check: Check<T>): Check<T | undefined> {
  return (value) => (value === undefined ? pass(undefined) : check(value));
}

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value) => (value === null ? pass(null) : check(value));
}

export function array<T>(element: Check<T>): ArrayCheck<T> {
  const check = (value: unknown): Checked<T[]> => {
    if (!Array.isArray(value)) return fail('expected a list');
    const items: T[] = [];
    for (const [index, item] of value.entries()) {
      const checked = element(item);
      if (!checked.ok) return fail(`[${index}]: ${checked.issue}`);
      items.push(checked.value);
    }
    return pass(items);
  };
  return Object.assign(check, { element });
}

export function object<T>(shape: { [K in keyof T]-?: Check<T[K]> }): ObjectCheck<T> {
  const check = (value: unknown): Checked<T> => {
    if (!isRecord(value)) return fail('expected an object');
    const result: Record<string, unknown> = {};
    for (const [key, field] of Object.entries<Check<unknown>>(shape)) {
      const checked = field(value[key]);
      if (!checked.ok) return fail(`${key}: ${checked.issue}`);
      // Unknown keys are left out; an absent optional key stays absent.
      if (key in value || checked.value !== undefined) result[key] = checked.value;
    }
    return pass(result as T);
  };
  return Object.assign(check, { shape: shape as Record<string, Check<unknown>> });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
