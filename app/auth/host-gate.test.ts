import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultHostRules,
  defaultPublicHosts,
  firstHostLabel,
  hostLabelOf,
  hostRulesFrom,
  hostRulesOf,
  isPublicHost,
  matchesHost,
  parsePublicHosts,
  productLabel,
  publicHostLabels,
} from './host-gate';

describe('host gate', () => {
  it('derives the product label from the brand name', () => {
    expect(productLabel).toBe('forgeandflame');
    expect(hostLabelOf('Smoke & Fire BBQ')).toBe('smokeandfirebbq');
  });

  it('treats www, the product label, shop, store and localhost as public by default', () => {
    expect(publicHostLabels).toEqual(['www', 'forgeandflame', 'shop', 'store', 'localhost']);
    expect(defaultPublicHosts).toEqual([
      'www.*',
      'forgeandflame.*',
      'shop.*',
      'store.*',
      'localhost.*',
    ]);
    for (const host of [
      'www.forgeandflame.example',
      'forgeandflame.com',
      'shop.example.com',
      'store.example.com',
      'localhost',
      'WWW.Example.COM',
      'shop.example.com.',
    ]) {
      expect(isPublicHost(host), host).toBe(true);
    }
  });

  it('gates every other host by default, judged by the first label only', () => {
    expect(firstHostLabel('127.0.0.1')).toBe('127');
    for (const host of [
      '127.0.0.1',
      'staging.forgeandflame.com',
      'admin.shop.example.com',
      'example.com',
      'shopping.example.com',
      'main.d1a2b3.amplifyapp.com',
      'd111111abcdef8.cloudfront.net',
      '',
    ]) {
      expect(isPublicHost(host), host).toBe(false);
    }
  });
});

describe('host patterns', () => {
  it('names one host exactly, ignoring case and a trailing dot', () => {
    expect(matchesHost('forgeandflame.co.uk', 'ForgeAndFlame.co.uk.')).toBe(true);
    expect(matchesHost('forgeandflame.co.uk', 'www.forgeandflame.co.uk')).toBe(false);
    expect(matchesHost('127.0.0.1', '127.0.0.1')).toBe(true);
  });

  it('"*.domain" names every host under the domain, not the domain itself', () => {
    expect(matchesHost('*.amplifyapp.com', 'main.d1a2b3.amplifyapp.com')).toBe(true);
    expect(matchesHost('*.cloudfront.net', 'd111111abcdef8.cloudfront.net')).toBe(true);
    expect(matchesHost('*.cloudfront.net', 'cloudfront.net')).toBe(false);
    expect(matchesHost('*.cloudfront.net', 'evilcloudfront.net')).toBe(false);
  });

  it('"label.*" names the hosts whose first label it is, and the bare label', () => {
    expect(matchesHost('shop.*', 'shop.example.com')).toBe(true);
    expect(matchesHost('shop.*', 'shop')).toBe(true);
    expect(matchesHost('shop.*', 'shopping.example.com')).toBe(false);
    expect(matchesHost('shop.*', 'admin.shop.example.com')).toBe(false);
  });

  it('"*" names every host', () => {
    expect(isPublicHost('anything.example', { publicHosts: ['*'], unknownHosts: 'gated' })).toBe(
      true,
    );
  });

  it('parses PUBLIC_HOSTS: comma-separated, trimmed, lower case; empty is the default', () => {
    expect(parsePublicHosts(' Shop.Example.com ,*.amplifyapp.com,, www.* ')).toEqual([
      'shop.example.com',
      '*.amplifyapp.com',
      'www.*',
    ]);
    expect(parsePublicHosts('')).toBe(defaultPublicHosts);
    expect(parsePublicHosts(undefined)).toBe(defaultPublicHosts);
  });

  it('refuses entries that are not host patterns, naming them', () => {
    for (const entry of ['shop.*.com', '*shop.com', 'https://shop.com', 'shop .com', '**.a']) {
      expect(() => parsePublicHosts(entry), entry).toThrow(`"${entry}" is not a host name`);
    }
  });

  it('never throws on any host name, and matches only what parses', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (entry, host) => {
        let patterns: readonly string[];
        try {
          patterns = parsePublicHosts(entry);
        } catch (error) {
          expect((error as Error).message).toMatch(/^PUBLIC_HOSTS: .* is not a host name/);
          return;
        }
        expect(typeof isPublicHost(host, { publicHosts: patterns, unknownHosts: 'gated' })).toBe(
          'boolean',
        );
      }),
    );
  });
});

describe('host rules', () => {
  it('gates unknown hosts in development and lets them through in production', () => {
    expect(hostRulesFrom({}, false)).toEqual(defaultHostRules);
    expect(hostRulesFrom({}, true)).toEqual({
      publicHosts: defaultPublicHosts,
      unknownHosts: 'public',
    });
    expect(hostRulesFrom({ GATE_UNKNOWN_HOSTS: '1' }, true).unknownHosts).toBe('gated');
    expect(hostRulesFrom({ GATE_UNKNOWN_HOSTS: '0' }, false).unknownHosts).toBe('public');
    expect(() => hostRulesFrom({ GATE_UNKNOWN_HOSTS: 'true' }, true)).toThrow(
      'GATE_UNKNOWN_HOSTS must be 1 or 0, not "true"',
    );
  });

  it('a configured host is public under rules that gate the rest', () => {
    const rules = hostRulesFrom(
      { PUBLIC_HOSTS: 'forgeandflame.com,*.amplifyapp.com', GATE_UNKNOWN_HOSTS: '1' },
      true,
    );
    expect(isPublicHost('forgeandflame.com', rules)).toBe(true);
    expect(isPublicHost('main.d1a2b3.amplifyapp.com', rules)).toBe(true);
    expect(isPublicHost('127.0.0.1', rules)).toBe(false);
    expect(isPublicHost('www.forgeandflame.com', rules)).toBe(false);
  });

  it('reads rules sent in a page, refusing anything else', () => {
    const rules = { publicHosts: ['shop.*'], unknownHosts: 'gated' };
    expect(hostRulesOf(JSON.parse(JSON.stringify(rules)))).toEqual(rules);
    expect(hostRulesOf({ publicHosts: 'shop.*', unknownHosts: 'gated' })).toBeUndefined();
    expect(hostRulesOf({ publicHosts: [], unknownHosts: 'open' })).toBeUndefined();
    expect(hostRulesOf(null)).toBeUndefined();
  });
});
