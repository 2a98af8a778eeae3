/**
 * A data URL (a picked image from the file drop) as a Blob, decoded here: `fetch(dataUrl)` is
 * a connection that the CSP's connect-src refuses.
 */
export function dataUrlToBlob(url: string): Blob {
  const match = /^data:([^,]*?)(;base64)?,(.*)$/s.exec(url);
  if (!match) throw new Error('Not a data URL');
  const [, type = '', isBase64, payload = ''] = match;
  const mimeType = type.split(';')[0] || 'text/plain';
  if (!isBase64) return new Blob([decodeURIComponent(payload)], { type: mimeType });
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: mimeType });
}
