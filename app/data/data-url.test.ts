import { describe, expect, it } from 'vitest';
import { dataUrlToBlob } from './data-url';

describe('dataUrlToBlob', () => {
  it('decodes a base64 image with its type', async () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPYosUNAAJ/AOpRUIFHAAAAAElFTkSuQmCC';
    const blob = dataUrlToBlob(png);
    expect(blob.type).toBe('image/png');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    expect(bytes.length).toBe(69);
  });

  it('decodes a percent-encoded payload, and refuses anything else', async () => {
    expect(await dataUrlToBlob('data:text/plain,a%20b').text()).toBe('a b');
    expect(() => dataUrlToBlob('https://example.com/x.png')).toThrow('Not a data URL');
  });
});
