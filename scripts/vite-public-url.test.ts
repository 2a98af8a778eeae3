import { describe, expect, it } from 'vitest';
import { isPublicHost } from '../domain/host-gate';
import { showPublicHost } from './vite-public-url';

describe("the development server's banner", () => {
  it('names the public host, which shows the shop, and returns the gated one', () => {
    const server = { resolvedUrls: { local: ['http://127.0.0.1:5173/'], network: [] } };
    expect(showPublicHost(server)).toEqual(['http://127.0.0.1:5173/']);
    expect(server.resolvedUrls.local).toEqual(['http://localhost:5173/']);
    expect(isPublicHost('localhost')).toBe(true);
    expect(isPublicHost('127.0.0.1')).toBe(false);
  });
});
