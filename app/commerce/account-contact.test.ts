import { describe, expect, it } from 'vitest';
import { splitName } from './account-contact';

describe('splitName', () => {
  it('splits at the last space', () => {
    expect(splitName('Pat van der Smoke')).toEqual({ firstName: 'Pat van der', lastName: 'Smoke' });
    expect(splitName('  Pat   Pitmaster ')).toEqual({ firstName: 'Pat', lastName: 'Pitmaster' });
  });

  it('keeps a single name as the first name, and nothing for no name', () => {
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitName(undefined)).toEqual({ firstName: '', lastName: '' });
    expect(splitName('  ')).toEqual({ firstName: '', lastName: '' });
  });
});
