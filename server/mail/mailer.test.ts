import { describe, expect, it } from 'vitest';
import { senderAddress } from './mailer';

describe('the sender of the store’s e-mail', () => {
  it('keeps the configured address whatever its display name, so the store’s name can replace it', () => {
    expect(senderAddress('Forge & Flame <orders@forgeandflame.example>')).toBe(
      'orders@forgeandflame.example',
    );
    expect(senderAddress('"Shop, Inc." <shop@example.com>')).toBe('shop@example.com');
    expect(senderAddress(' orders@example.com ')).toBe('orders@example.com');
  });
});
