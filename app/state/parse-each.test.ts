import { describe, expect, it } from 'vitest';
import { parseEach } from './parse-each';
import { array, int, nullable, object, string } from './stored-shape';

const schema = object<{ lines: { id: string; quantity: number }[]; coupon: string | null }>({
  lines: array(object({ id: string(), quantity: int({ min: 1 }) })),
  coupon: nullable(string()),
});
const fallback = { lines: [], coupon: null };

describe('parseEach', () => {
  it('returns valid data as it is', () => {
    const data = { lines: [{ id: 'a', quantity: 2 }], coupon: 'SMOKE' };
    expect(parseEach(schema, data, fallback)).toEqual(data);
  });

  it('drops each invalid line, keeps every valid one and says which were dropped', () => {
    const dropped: string[] = [];
    const parsed = parseEach(
      schema,
      {
        lines: [{ id: 'a', quantity: 1 }, { id: 'b', quantity: 0 }, 'x', { id: 'c', quantity: 4 }],
        coupon: 'SMOKE',
      },
      fallback,
      (path) => dropped.push(path),
    );
    expect(parsed).toEqual({
      lines: [
        { id: 'a', quantity: 1 },
        { id: 'c', quantity: 4 },
      ],
      coupon: 'SMOKE',
    });
    expect(dropped).toEqual(['lines[1]', 'lines[2]']);
  });

  it('an invalid or missing field takes the fallback; the others are kept', () => {
    expect(parseEach(schema, { lines: [{ id: 'a', quantity: 1 }], coupon: 5 }, fallback)).toEqual({
      lines: [{ id: 'a', quantity: 1 }],
      coupon: null,
    });
    expect(parseEach(schema, { coupon: 'SMOKE' }, fallback)).toEqual({
      lines: [],
      coupon: 'SMOKE',
    });
  });

  it('anything not an object gives the fallback', () => {
    expect(parseEach(schema, 'garbage', fallback)).toEqual(fallback);
    expect(parseEach(schema, [1, 2], fallback)).toEqual(fallback);
  });
});
