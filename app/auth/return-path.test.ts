import { describe, expect, it } from 'vitest';
import { loginHref, rememberPage, returnPathAfterSignIn, safeReturnPath } from './return-path';

describe('return path after signing in', () => {
  it('keeps paths inside the app', () => {
    expect(safeReturnPath('/admin-console')).toBe('/admin-console');
    expect(safeReturnPath('/shop?category=rubs#top')).toBe('/shop?category=rubs#top');
  });

  it('refuses other sites, odd values and the account screens', () => {
    for (const value of [
      null,
      '',
      'admin',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/login',
      '/register?x=1',
      '/forgot-password',
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });

  it("prefers the guard's redirect, then the last page, then the profile", () => {
    expect(returnPathAfterSignIn('/admin/orders', '/shop')).toBe('/admin/orders');
    expect(returnPathAfterSignIn(null, '/shop')).toBe('/shop');
    expect(returnPathAfterSignIn('//evil.example', null)).toBe('/profile');
  });

  it('remembers the last page outside the account screens', () => {
    rememberPage({ pathname: '/recipes', search: '?q=brisket' });
    rememberPage({ pathname: '/login', search: '' });
    expect(returnPathAfterSignIn(null)).toBe('/recipes?q=brisket');
  });

  it('builds the login link with the page to come back to', () => {
    expect(loginHref('/admin/orders')).toBe('/login?redirect=%2Fadmin%2Forders');
    expect(loginHref(null)).toBe('/login');
  });
});
