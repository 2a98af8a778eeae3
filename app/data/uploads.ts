import { api } from './api';
import { dataUrlToBlob } from './data-url';

/** An image the admin picked (a data URL from the file drop) becomes a stored file's URL. */
export async function storedImageUrl(url: string): Promise<string> {
  if (!url.startsWith('data:')) return url;
  const blob = dataUrlToBlob(url);
  const { url: stored } = await api<{ url: string }>('/uploads', {
    method: 'POST',
    body: blob,
    signedIn: true,
  });
  return stored;
}
