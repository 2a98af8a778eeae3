import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoryBackend, setBackend } from './backend';
import { collection } from './collection';

interface Rub {
  id: string;
  name: string;
}

const seed = (): Rub[] => [
  { id: 'a', name: 'Texas Brisket Rub' },
  { id: 'b', name: 'Carolina Gold' },
];

describe('collection', () => {
  beforeEach(() => setBackend(memoryBackend()));

  it('starts from the seed and persists changes', async () => {
    const rubs = collection({ name: 'rubs', version: 1, seed });
    expect((await rubs.list()).map((r) => r.name)).toEqual(['Texas Brisket Rub', 'Carolina Gold']);
    await rubs.put({ id: 'c', name: 'Memphis Dry Rub' });
    await rubs.put({ id: 'a', name: 'Texas Brisket Rub XL' });
    await rubs.remove('b');
    const again = collection({ name: 'rubs', version: 1, seed });
    expect(await again.list()).toEqual([
      { id: 'a', name: 'Texas Brisket Rub XL' },
      { id: 'c', name: 'Memphis Dry Rub' },
    ]);
    expect(await again.get('c')).toEqual({ id: 'c', name: 'Memphis Dry Rub' });
  });

  it('re-seeds when the version changes', async () => {
    await collection({ name: 'rubs', version: 1, seed }).remove('a');
    expect(await collection({ name: 'rubs', version: 2, seed }).list()).toHaveLength(2);
  });

  it('drops stored records that fail the schema instead of crashing', async () => {
    const backend = memoryBackend();
    setBackend(backend);
    await backend.update('rubs', () => ({
      version: 1,
      items: [
        { id: 'a', name: 'Good' },
        { id: 7, name: null },
      ],
    }));
    const schema = z.object({ id: z.string(), name: z.string() });
    expect(await collection({ name: 'rubs', version: 1, seed, schema }).list()).toEqual([
      { id: 'a', name: 'Good' },
    ]);
  });

  it('returns copies, so callers cannot change stored data', async () => {
    const rubs = collection({ name: 'rubs', version: 1, seed });
    await rubs.put({ id: 'z', name: 'Original' });
    const [first] = (await rubs.list()).filter((r) => r.id === 'z');
    first!.name = 'Mutated';
    expect((await rubs.get('z'))?.name).toBe('Original');
  });
});
