import { maxImageFileBytes, maxUploadsInFlight } from '../../domain/constants';
import { HttpError, Invalid, PayloadTooLarge } from '../errors';

/** How much one account may store, and send at once (UPLOAD_QUOTA_MB in config.ts). */
export interface UploadLimits {
  /** Bytes of stored images per account, counted as stored (after re-encoding). */
  quotaBytes: number;
  /** Uploads one account may have in progress at the same time; another gets 429. */
  inFlightPerAccount: number;
}

export const defaultUploadLimits: UploadLimits = {
  quotaBytes: 50 * 1024 * 1024,
  inFlightPerAccount: maxUploadsInFlight,
};

/** '50 MB', '150 KB', '12 KB': whole units the way the hint under the field writes them. */
export function formatBytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return `${Math.round(megabytes * 10) / 10} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

/** Where a refusal's message goes in the form that sent the images ('images'); none for a bare upload. */
export type ImageField = string | undefined;

const onField = (field: ImageField, message: string) => (field ? { [field]: message } : undefined);

export const imageTooLarge = (field: ImageField) => {
  const message = `Each image can be at most ${formatBytes(maxImageFileBytes)}`;
  return new PayloadTooLarge(message, onField(field, message));
};

export const notAnImage = (field: ImageField, name?: string) => {
  const message = name
    ? `“${name}” is not a PNG, JPEG, GIF or WebP image.`
    : 'Only PNG, JPEG, GIF and WebP images can be uploaded';
  return field ? new Invalid({ [field]: message }) : new HttpError(400, 'bad_request', message);
};

export const tooManyPixels = (field: ImageField, maxPixels: number, name?: string) => {
  const megapixels = Math.round(maxPixels / 1_000_000);
  const message = `${name ? `“${name}”` : 'This image'} has too many pixels: at most ${megapixels} megapixels (for example 6000 × 4000).`;
  return field ? new Invalid({ [field]: message }) : new HttpError(400, 'bad_request', message);
};

/** The account's images would pass its quota: 413, with what is used, next to the field. */
export class StorageQuotaExceeded extends PayloadTooLarge {
  constructor(quotaBytes: number, usedBytes: number, field: ImageField) {
    const message = `These images would take your account past its ${formatBytes(quotaBytes)} of image storage (${formatBytes(usedBytes)} used). Post without images, or with fewer or smaller ones.`;
    super(message, onField(field, message), 'storage_quota_exceeded');
  }
}

/** The account already has its uploads in progress: 429, before any of this one is read. */
export class UploadsInProgress extends HttpError {
  constructor(inFlight: number, field: ImageField) {
    const message = `You already have ${inFlight} uploads in progress. Wait for one to finish, then try again.`;
    super(429, 'uploads_in_progress', message, onField(field, message));
  }
}
