import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localDirectoryStorage, storedKeyOf } from './storage';

const directories: string[] = [];
afterEach(async () => {
  for (const directory of directories.splice(0)) await rm(directory, { recursive: true });
});

async function freshStorage() {
  const directory = await mkdtemp(join(tmpdir(), 'storage-test-'));
  directories.push(directory);
  return { directory, storage: localDirectoryStorage(directory) };
}

describe('local directory storage', () => {
  it('deletes a stored file: get then answers null, and a second delete is no error', async () => {
    const { directory, storage } = await freshStorage();
    const { key, url } = await storage.put(new Uint8Array([1, 2, 3]), 'image/png');
    expect(storedKeyOf(url)).toBe(key);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    expect(await readdir(directory)).toEqual([]);
  });

  it('deletes nothing outside its own keys', async () => {
    const { directory, storage } = await freshStorage();
    const { key } = await storage.put(new Uint8Array([1]), 'image/gif');
    for (const bad of ['../storage.ts', `../${key}`, key.replace('.gif', ''), '']) {
      await storage.delete(bad);
    }
    expect(await readdir(directory)).toEqual([key]);
  });

  it('reads keys only from its own upload URLs, never from seed paths or other hosts', () => {
    expect(storedKeyOf('/images/forum/brisket.jpg')).toBeUndefined();
    expect(storedKeyOf('https://example.com/api/uploads/abc.png')).toBeUndefined();
    expect(storedKeyOf('/api/uploads/../../etc/passwd')).toBeUndefined();
  });
});
