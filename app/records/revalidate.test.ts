import { describe, expect, it } from 'vitest';
import { skipFilterOnlyChanges } from './revalidate';

const url = (path: string) => new URL(path, 'http://localhost');

describe('admin list revalidation', () => {
  it('keeps the data when only the filters change', () => {
    expect(
      skipFilterOnlyChanges({
        currentUrl: url('/admin/orders'),
        nextUrl: url('/admin/orders?status=pending'),
        defaultShouldRevalidate: true,
      }),
    ).toBe(false);
  });

  it('reloads after a save (same URL) and on another page, as React Router would', () => {
    expect(
      skipFilterOnlyChanges({
        currentUrl: url('/admin?q=rub'),
        nextUrl: url('/admin?q=rub'),
        defaultShouldRevalidate: true,
      }),
    ).toBe(true);
    expect(
      skipFilterOnlyChanges({
        currentUrl: url('/admin'),
        nextUrl: url('/admin/orders'),
        defaultShouldRevalidate: true,
      }),
    ).toBe(true);
  });
});
