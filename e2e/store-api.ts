import type { Page } from 'playwright';
import { inject } from 'vitest';

/** The signed-in account's access token, as Amplify keeps it in this page's storage. */
export function accessTokenIn(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.accessToken'));
    if (!key) throw new Error('No access token in this browser');
    return localStorage.getItem(key)!;
  });
}

/**
 * The store's API as the holder of `token` calls it, outside any page: for setting up and
 * putting back what a test changed, whatever the page did.
 */
export function storeApi(token: string) {
  return (method: string, path: string, body?: unknown) =>
    fetch(new URL(`/api/${path}`, inject('baseUrl')), {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}
