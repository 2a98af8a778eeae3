import { cspNoncePlaceholder } from '../security-headers';
import { withPageHead, type PageHead } from './page-head';
import { withPrerendered, type PrerenderedPage } from './prerender';

/** What one response's page holds besides the shell (index.html). */
export interface PagePaint {
  /** This response's CSP nonce (security-headers.ts). */
  nonce: string;
  /** The head of a public page (title, description, Open Graph, JSON-LD); none on gated hosts. */
  head?: PageHead;
  /** The display font file to preload with the head. */
  font?: string;
  /** The public page's first paint and its data (prerender.ts); none when the browser paints it. */
  page?: PrerenderedPage;
}

/**
 * index.html as one response sends it: the nonce first, since the page's own text could spell
 * its placeholder, then the page's head, markup and data.
 */
export function paintPage(shell: string, { nonce, head, font, page }: PagePaint): string {
  let html = shell.replaceAll(cspNoncePlaceholder, () => nonce);
  if (head) html = withPageHead(html, head, { font });
  return page ? withPrerendered(html, page, nonce) : html;
}
