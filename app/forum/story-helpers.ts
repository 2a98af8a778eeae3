/**
 * Page stories are screenshotted whole: lazy images far down the page would still be blank.
 * Loads every image under `root` now and resolves once each is decoded (or has failed).
 */
export async function imagesLoaded(root: HTMLElement): Promise<void> {
  const images = [...root.querySelectorAll('img')];
  for (const image of images) image.loading = 'eager';
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
}
