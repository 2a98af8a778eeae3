import { describe, expect, it } from 'vitest';
import { parseDraft, serializeDraft } from './draft-storage';

const defaults = { name: '', email: '', guests: 25, dietary: [] as string[], agree: false };

describe('form drafts', () => {
  it('reads back what it wrote', () => {
    const values = { name: 'Pat', email: 'pat@example.com', guests: 40 };
    expect(JSON.parse(serializeDraft(values))).toEqual({ version: 1, values });
    expect(parseDraft(serializeDraft(values), defaults)).toEqual(values);
  });

  it('migrates a draft stored in the old bare shape instead of dropping it', () => {
    const old = JSON.stringify({ name: 'Pat', email: 'pat@example.com' });
    expect(parseDraft(old, defaults)).toEqual({ name: 'Pat', email: 'pat@example.com' });
  });

  it('drops only the field whose value is of the wrong kind', () => {
    const raw = serializeDraft({ name: 'Pat', dietary: 'vegan', agree: 'yes', guests: '40' });
    expect(parseDraft(raw, defaults)).toEqual({ name: 'Pat', guests: '40' });
  });

  it('gives nothing for corrupted or foreign data', () => {
    expect(parseDraft('{not json', defaults)).toBeUndefined();
    expect(parseDraft('[1,2]', defaults)).toBeUndefined();
    expect(parseDraft(null, defaults)).toBeUndefined();
  });
});
