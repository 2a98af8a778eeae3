import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import type { Prerender } from '../seo/prerender';
import type { TestServer } from './server';

/** A built app's index.html, in the shape of the build (vite.config.ts, html.cspNonce). */
export function builtShell(): string {
  const dist = mkdtempSync(join(tmpdir(), 'ff-pages-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <title>Forge &amp; Flame</title>
    <meta property="csp-nonce" nonce="CSP_NONCE_PLACEHOLDER">
  </head>
  <body><div id="root"></div></body>
</html>`,
  );
  return dist;
}

/** A stand-in for the build's prerenderer that counts its paints, by URL. */
export const paintSpy = () =>
  vi.fn<Prerender>(async (url) => ({
    markup: `<main><h1>Painted ${new URL(url).pathname}</h1></main>`,
    data: { loaderData: {} },
  }));

/** GETs a page as a visitor on a public host (the test server's 127.0.0.1 is a gated one). */
export const publicPage = (server: TestServer, path: string) =>
  fetch(`${server.url.replace('127.0.0.1', 'localhost')}${path}`);

/** The title a page's head carries. */
export const titleOf = async (response: Response) =>
  /<title>([^<]*)<\/title>/.exec(await response.text())?.[1];

/** The nonce the response's CSP allows. */
export const cspNonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
