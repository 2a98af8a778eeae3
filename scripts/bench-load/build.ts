import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { outDir, serverOutDir } from '../../e2e/out-dir';

/**
 * The bench's own build, as e2e/global-setup.ts makes one: the client in `outDir`
 * (.cache/bench-load/dist, set by scripts/bench-load.ts through E2E_OUT_DIR) and the compiled
 * server in `serverOutDir`. The compiled server is made at every run (about a second), so the
 * numbers are always this checkout's; the client build (1 to 3 minutes) only when missing or with
 * --rebuild: the bench never loads a page, the server only needs one to serve and be ready.
 */
export function buildStore({
  rebuild,
  amplifyOutputs,
}: {
  rebuild: boolean;
  amplifyOutputs: string;
}) {
  const env = { ...process.env, NODE_ENV: 'production', AMPLIFY_OUTPUTS: amplifyOutputs };
  if (rebuild || !existsSync(join(outDir, 'index.html'))) {
    console.log(`Building the client into ${outDir}/ (once; --rebuild makes it again)…`);
    execFileSync(
      'npx',
      ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        stdio: 'inherit',
        env,
      },
    );
    execFileSync('npx', ['tsx', 'scripts/build-prerender.ts', outDir], { stdio: 'inherit', env });
  }
  execFileSync(process.execPath, ['scripts/build-server.mjs', serverOutDir], { stdio: 'inherit' });
}
