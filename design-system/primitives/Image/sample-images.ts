import brandMark from '@public/favicon.svg?raw';

/**
 * The brand mark from /public as a data URL, for stories that need an image that is there.
 * A data URL rather than '/favicon.svg': under the story tests' server that path answers
 * with Vitest's own icon and no content type, so the browser reports it broken.
 */
export const sampleImageSrc = `data:image/svg+xml,${encodeURIComponent(brandMark)}`;

/**
 * Resolves once every image under `root` is decoded, so a screenshot never catches an image
 * mid-rasterisation (images decode asynchronously). Broken images resolve too.
 */
export async function imagesDecoded(root: HTMLElement): Promise<void> {
  const images = [...root.querySelectorAll('img')];
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
}
