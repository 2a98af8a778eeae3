import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The built-Storybook test (npm run test:storybook-build, after `storybook build`). Its own
 * config, so the unit tests never look for a build that is not there.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'storybook-build',
    environment: 'node',
    include: ['scripts/storybook-build/*.spec.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
