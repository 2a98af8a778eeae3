import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StorageProblem } from '../state/storage-problems';
import { indexedDbBackend, memoryBackend, withMemoryBackup, type KeyValueBackend } from './backend';

/** An IndexedDB whose open() fails, as in a browser that blocks it (some private modes). */
function indexedDbThatWillNotOpen() {
  return {
    open: () => {
      const request: Record<string, unknown> = {
        error: new DOMException(
          'The operation failed for reasons unrelated to the database itself.',
          'UnknownError',
        ),
      };
      setTimeout(() => (request.onerror as (() => void) | undefined)?.(), 0);
      return request;
    },
  };
}

const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('the data backend with memory behind it', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('where IndexedDB will not open: keeps data in memory and reports it once', async () => {
    vi.stubGlobal('indexedDB', indexedDbThatWillNotOpen());
    const problems: StorageProblem[] = [];
    const backend = withMemoryBackup(indexedDbBackend('ff-test'), (p) => problems.push(p));
    expect(await backend.read('orders')).toBeUndefined();
    await backend.update<string[]>('orders', (current) => [...(current ?? []), 'FF-1001']);
    await backend.update<string[]>('orders', (current) => [...(current ?? []), 'FF-1002']);
    expect(await backend.read('orders')).toEqual(['FF-1001', 'FF-1002']);
    expect(problems).toEqual(['unavailable']);
  });

  it('when a write exceeds the quota: applies it in memory over what was stored, says "full"', async () => {
    const stored = memoryBackend();
    await stored.update('orders', () => ['FF-1001']);
    const full: KeyValueBackend = {
      read: stored.read,
      update: () => Promise.reject(quotaExceeded()),
    };
    const problems: StorageProblem[] = [];
    const backend = withMemoryBackup(full, (p) => problems.push(p));
    await backend.update<string[]>('orders', (current) => [...(current ?? []), 'FF-1002']);
    expect(await backend.read('orders')).toEqual(['FF-1001', 'FF-1002']);
    // Other keys still read from the browser's store.
    await stored.update('settings', () => ({ theme: 'dark' }));
    expect(await backend.read('settings')).toEqual({ theme: 'dark' });
    expect(problems).toEqual(['full']);
  });
});
