import { describe, expect, it } from 'vitest';
import {
  firstHostLabel,
  hostLabelOf,
  isPublicHost,
  productLabel,
  publicHostLabels,
} from './host-gate';

describe('host gate', () => {
  it('derives the product label from the brand name', () => {
    expect(productLabel).toBe('forgeandflame');
    expect(hostLabelOf('Smoke & Fire BBQ')).toBe('smokeandfirebbq');
  });

  it('treats www, the product label, shop, store and localhost as public', () => {
    expect(publicHostLabels).toEqual(['www', 'forgeandflame', 'shop', 'store', 'localhost']);
    for (const host of [
      'www.forgeandflame.example',
      'forgeandflame.com',
      'shop.example.com',
      'store.example.com',
      'localhost',
      'WWW.Example.COM',
    ]) {
      expect(isPublicHost(host), host).toBe(true);
    }
  });

  it('gates every other host, judged by the first label only', () => {
    expect(firstHostLabel('127.0.0.1')).toBe('127');
    for (const host of [
      '127.0.0.1',
      'staging.forgeandflame.com',
      'admin.shop.example.com',
      'example.com',
      'shopping.example.com',
      '',
    ]) {
      expect(isPublicHost(host), host).toBe(false);
    }
  });

  it('takes another list of public labels', () => {
    expect(isPublicHost('preview.example.com', ['preview'])).toBe(true);
    expect(isPublicHost('www.example.com', ['preview'])).toBe(false);
  });
});
