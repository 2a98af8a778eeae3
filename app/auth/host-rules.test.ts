import { describe, expect, it, vi } from 'vitest';
import { defaultHostRules } from '@domain/host-gate';
import { pageHostRules } from './host-rules';

/** A page whose `host-rules` block holds `text`, or none. */
const pageWith = (text?: string) =>
  ({
    getElementById: (id: string) =>
      id === 'host-rules' && text !== undefined ? { textContent: text } : null,
  }) as unknown as Document;

describe('pageHostRules', () => {
  it('takes the rules the server put in the page', () => {
    const rules = { publicHosts: ['*.amplifyapp.com'], unknownHosts: 'public' };
    expect(pageHostRules(pageWith(JSON.stringify(rules)))).toEqual(rules);
  });

  it('falls back to the build’s rules without a block, or with a broken one', () => {
    expect(pageHostRules(pageWith())).toEqual(defaultHostRules);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(pageHostRules(pageWith('{"publicHosts":'))).toEqual(defaultHostRules);
    expect(pageHostRules(pageWith('{"publicHosts":[],"unknownHosts":"open"}'))).toEqual(
      defaultHostRules,
    );
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});
