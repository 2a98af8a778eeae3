import { describe, expect, it } from 'vitest';
import { isAbsoluteUrl } from './router-href';

describe('isAbsoluteUrl', () => {
  it('tells links that leave the app from routes', () => {
    for (const href of [
      'mailto:support@example.com',
      'tel:+13125550100',
      'https://x.test',
      '//cdn.test/a',
    ]) {
      expect(isAbsoluteUrl(href)).toBe(true);
    }
    for (const href of ['/shop', 'shop/texas-brisket-rub', '?tab=orders', '#main', '../recipes']) {
      expect(isAbsoluteUrl(href)).toBe(false);
    }
  });
});
