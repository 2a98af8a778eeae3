import { api } from './api';

/** An image the admin picked (a data URL from the file drop) becomes a stored file's URL. */
export async function storedImageUrl(url: string): Promise<string> {
  if (!url.startsWith('data:')) return url;
  const blob = await (await fetch(url)).blob();
  const { url: stored } = await api<{ url: string }>('/uploads', {
    method: 'POST',
    body: blob,
    signedIn: true,
  });
  return stored;
}
