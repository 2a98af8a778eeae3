import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoryBackend, setBackend } from './backend';
import { collection } from './collection';

interface Rub {
  id: string;
  name: string;
}

const schema = z.object({ id: z.string(), name: z.string() });

const seed = (): Rub[] => [
  { id: 'a', name: 'Texas Brisket Rub' },
  { id: 'b', name: 'Carolina Gold' },
];

describe('collection', () => {
  beforeEach(() => setBackend(memoryBackend()));

  it('starts from the seed and persists changes', async () => {
    const rubs = collection({ name: 'rubs', version: 1, seed, schema });
    expect((await rubs.list()).map((r) => r.name)).toEqual(['Texas Brisket Rub', 'Carolina Gold']);
    await rubs.put({ id: 'c', name: 'Memphis Dry Rub' });
    await rubs.put({ id: 'a', name: 'Texas Brisket Rub XL' });
    await rubs.remove('b');
    const again = collection({ name: 'rubs', version: 1, seed, schema });
    expect(await again.list()).toEqual([
      { id: 'a', name: 'Texas Brisket Rub XL' },
      { id: 'c', name: 'Memphis Dry Rub' },
    ]);
    expect(await again.get('c')).toEqual({ id: 'c', name: 'Memphis Dry Rub' });
  });

  it('migrates stored items through each version step instead of re-seeding', async () => {
    const v1 = collection({ name: 'rubs', version: 1, seed, schema });
    await v1.remove('a');
    await v1.put({ id: 'c', name: ' Memphis Dry Rub ' });
    const withSize = schema.extend({ ounces: z.number() });
    const v3 = collection({
      name: 'rubs',
      version: 3,
      seed: () => [],
      schema: withSize,
      migrations: {
        2: (item) => ({ ...(item as Rub), ounces: 6 }),
        3: (item) => ({ ...(item as Rub), name: (item as Rub).name.trim() }),
      },
    });
    expect(await v3.list()).toEqual([
      { id: 'b', name: 'Carolina Gold', ounces: 6 },
      { id: 'c', name: 'Memphis Dry Rub', ounces: 6 },
    ]);
    // The next write stores them at version 3: read again, nothing is migrated twice.
    await v3.put({ id: 'd', name: 'Kansas City', ounces: 8 });
    expect((await v3.list()).map((rub) => rub.ounces)).toEqual([6, 6, 8]);
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
    expect(await collection({ name: 'rubs', version: 1, seed, schema }).list()).toEqual([
      { id: 'a', name: 'Good' },
    ]);
  });

  it('returns copies, so callers cannot change stored data', async () => {
    const rubs = collection({ name: 'rubs', version: 1, seed, schema });
    await rubs.put({ id: 'z', name: 'Original' });
    const [first] = (await rubs.list()).filter((r) => r.id === 'z');
    first!.name = 'Mutated';
    expect((await rubs.get('z'))?.name).toBe('Original');
  });
});
