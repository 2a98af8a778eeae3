import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { amplifyOutputsProblem } from './check-amplify-outputs';

const dir = mkdtempSync(join(tmpdir(), 'ff-outputs-'));
const missing = join(dir, 'missing.json');

describe('npm run build without amplify_outputs.json', () => {
  it('refuses a production build in one line', () => {
    const found = amplifyOutputsProblem({ NODE_ENV: 'production', AMPLIFY_OUTPUTS: missing });
    expect(found?.fatal).toBe(true);
    expect(found?.line).toMatch(
      /^The build needs the user pool's settings: .*missing\.json does not exist/,
    );
    expect(found?.line).not.toContain('\n');
  });

  it('warns in development, naming what the site will say', () => {
    const found = amplifyOutputsProblem({ AMPLIFY_OUTPUTS: missing });
    expect(found?.fatal).toBe(false);
    expect(found?.line).toMatch(/^Warning: .*"Sign-in unavailable"/);
  });

  it('refuses a file that is not JSON, and accepts one that is', () => {
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{');
    expect(
      amplifyOutputsProblem({ NODE_ENV: 'production', AMPLIFY_OUTPUTS: broken })?.line,
    ).toMatch(/not valid JSON/);
    const good = join(dir, 'good.json');
    writeFileSync(good, '{"auth":{}}');
    expect(amplifyOutputsProblem({ NODE_ENV: 'production', AMPLIFY_OUTPUTS: good })).toBeNull();
  });
});
