import pLimit from 'p-limit';
import sharp from 'sharp';
import { imageTypeOf } from '../services/image-type';

// Each image is decoded once: libvips' operation cache would only hold memory.
sharp.cache(false);

/** The longer side of a stored image, at most. */
export const maxImageSide = 2400;
/**
 * Pixels decoded at most, all frames of an animation together (6000 × 4000): a 5 MB file can
 * describe far more, and decoding costs memory by the pixel, not by the byte.
 */
export const maxInputPixels = 24_000_000;
/** Decodes at once in this process, so many uploads together queue instead of adding up in memory. */
const decodes = pLimit(2);

export type StoredImageType = 'image/jpeg' | 'image/webp';

export type Reencoded =
  | { ok: true; bytes: Uint8Array; contentType: StoredImageType }
  | { ok: false; reason: 'not-an-image' | 'too-many-pixels' };

/**
 * Decodes an uploaded image and encodes it anew, so only its pixels are stored: bytes after the
 * image, metadata (EXIF, GPS, XMP, ICC) and anything else a file can smuggle are gone; turned
 * upright by its EXIF orientation; scaled down to `maxImageSide`. A JPEG stays a JPEG (the
 * format of photos, read by every crawler and mail client); PNG, GIF and WebP become WebP, which
 * keeps transparency and a GIF's animation at a fraction of their size (a PNG re-encoded as
 * PNG can come out larger than it went in).
 */
export function reencodeImage(bytes: Uint8Array): Promise<Reencoded> {
  // The signature decides which decoder may run: nothing else (SVG, TIFF, PDF…) reaches libvips.
  const type = imageTypeOf(bytes);
  if (!type) return Promise.resolve({ ok: false, reason: 'not-an-image' });
  return decodes(async () => {
    const image = sharp(bytes, {
      animated: type === 'image/gif' || type === 'image/webp',
      limitInputPixels: maxInputPixels,
      failOn: 'error',
    })
      .autoOrient()
      .resize({
        width: maxImageSide,
        height: maxImageSide,
        fit: 'inside',
        withoutEnlargement: true,
      });
    try {
      if (type === 'image/jpeg') {
        const jpeg = await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
        return { ok: true, bytes: new Uint8Array(jpeg), contentType: 'image/jpeg' };
      }
      const webp = await image.webp({ quality: 82, alphaQuality: 90, effort: 4 }).toBuffer();
      return { ok: true, bytes: new Uint8Array(webp), contentType: 'image/webp' };
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) {
        return { ok: false, reason: 'too-many-pixels' };
      }
      return { ok: false, reason: 'not-an-image' };
    }
  });
}
