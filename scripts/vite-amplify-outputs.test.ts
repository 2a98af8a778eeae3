import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAmplifyOutputs } from './vite-amplify-outputs';

describe('amplify_outputs.json for virtual:amplify-outputs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'amplify-outputs-'));

  it('parses the file', () => {
    const file = join(dir, 'good.json');
    writeFileSync(file, '{"auth":{"user_pool_id":"local_1"}}');
    expect(readAmplifyOutputs(file)).toEqual({ outputs: { auth: { user_pool_id: 'local_1' } } });
  });

  it('gives null, never an exception, for a missing or broken file', () => {
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{ "auth": ');
    expect(readAmplifyOutputs(join(dir, 'missing.json'))).toMatchObject({ outputs: null });
    expect(readAmplifyOutputs(broken)).toMatchObject({
      outputs: null,
      problem: expect.stringContaining('not valid JSON'),
    });
  });
});
