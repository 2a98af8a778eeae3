import { describe, expect, it } from 'vitest';
import { displayNameOf } from './caller';

describe('displayNameOf: the author line, from verified claims only', () => {
  const base = { sub: 'a1b2', groups: [] };

  it.each([
    [
      'the name claim (ID tokens)',
      { name: '  Casey Customer ', email: 'casey@example.com' },
      'Casey Customer',
    ],
    [
      "the e-mail's local part when there is no name",
      { email: 'pit.boss@example.com' },
      'pit.boss',
    ],
    ['a username that is an e-mail', { username: 'grill@example.com' }, 'grill'],
    [
      'Customer when only the sub and a uuid username are known',
      { username: '6f1c-uuid' },
      'Customer',
    ],
    ['Customer for a blank name and no e-mail', { name: '   ' }, 'Customer'],
  ])('uses %s', (_label, claims, expected) => {
    expect(displayNameOf({ ...base, ...claims })).toBe(expected);
  });

  it('keeps at most 120 characters', () => {
    expect(displayNameOf({ ...base, name: 'x'.repeat(300) })).toHaveLength(120);
  });
});
