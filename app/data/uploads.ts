import { ApiError, api } from './api';
import { dataUrlToBlob } from './data-url';

/**
 * An image the admin picked (a data URL from the file drop) becomes a stored file's URL. A
 * refusal (too large, past the account's quota, uploads in progress) names `field`, the
 * record's image field, so the form shows it under the file drop.
 */
export async function storedImageUrl(url: string, field: string): Promise<string> {
  if (!url.startsWith('data:')) return url;
  const blob = dataUrlToBlob(url);
  try {
    const { url: stored } = await api<{ url: string }>('/uploads', {
      method: 'POST',
      body: blob,
      signedIn: true,
    });
    return stored;
  } catch (failure) {
    if (!(failure instanceof ApiError) || failure.status < 400 || failure.status >= 500) {
      throw failure;
    }
    const { status, code, message, details } = failure;
    throw new ApiError(status, code, message, { [field]: message }, { details: { ...details } });
  }
}
