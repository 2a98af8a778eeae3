import type { StoreDetails } from './store';

/**
 * What the server sends beside a painted public page so the browser's app hydrates it instead
 * of painting it again: the page's loader data (by route id) and the store's details its
 * loaders read (currency, time zone, name: app/data/store.ts). A JSON data block, which the
 * browser never runs, so the CSP needs no script for it.
 */
export interface PaintedData {
  loaderData: Record<string, unknown>;
  store?: StoreDetails;
}

/** The data block's element id in the page's head. */
export const paintedDataId = 'painted-data';

/**
 * The data as the text of a `<script type="application/json">` element: every `<` escaped
 * (`\u003c`, still the same JSON), so no text in it can close the element or open a comment.
 */
export function paintedDataJson(data: PaintedData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The data block's element, as the painted page's head carries it. */
export const paintedDataElement = (data: PaintedData) =>
  `<script type="application/json" id="${paintedDataId}">${paintedDataJson(data)}</script>`;

/** The painted page's data, or undefined when the page has none (or it cannot be read). */
export function readPaintedData(doc: Pick<Document, 'getElementById'>): PaintedData | undefined {
  const text = doc.getElementById(paintedDataId)?.textContent;
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null && 'loaderData' in data
      ? (data as PaintedData)
      : undefined;
  } catch {
    return undefined;
  }
}
