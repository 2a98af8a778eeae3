/// <reference types="vitest/config" />
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { viteAliases } from './scripts/aliases.mjs';
import { precacheFiles } from './scripts/bench-lib.mjs';
import { amplifyOutputs } from './scripts/vite-amplify-outputs.ts';
import { publicUrlBanner } from './scripts/vite-public-url.ts';
import { chromiumArgs as machineChromiumArgs, chromiumExecutable } from './scripts/chromium.mjs';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** Where this build writes (`--outDir` included), for the service worker's precache list. */
let builtOutDir = path('./dist');
const rememberOutDir = {
  name: 'remember-out-dir',
  configResolved(config: { root: string; build: { outDir: string } }) {
    builtOutDir = resolve(config.root, config.build.outDir);
  },
};

export { chromiumExecutable };
/** The machine's flags; font hinting off so text renders the same in every screenshot. */
export const chromiumArgs = [...machineChromiumArgs, '--font-render-hinting=none'];

// The API tests (server/**/*.api.ts) in Node, one file at a time, each on its own copy of the database.
// Files named *.pg-api.ts need a database server (several processes on one database): PostgreSQL only.
// They do not extend the root config (no React or Tailwind plugins), so they take the aliases here.
const apiTests = (name: string, globalSetup: string, include: string[]) => ({
  resolve: { alias: viteAliases },
  test: {
    name,
    environment: 'node' as const,
    include,
    globalSetup: [globalSetup],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Background work (e-mail) runs on the job queue, whose workers look every half second.
    expect: { poll: { timeout: 15_000 } },
  },
});

export default defineConfig({
  // The public-host rules for pages no store server sends (app/auth/host-rules.ts).
  define: {
    'import.meta.env.PUBLIC_HOSTS': JSON.stringify(process.env.PUBLIC_HOSTS ?? ''),
    'import.meta.env.GATE_UNKNOWN_HOSTS': JSON.stringify(process.env.GATE_UNKNOWN_HOSTS ?? ''),
  },
  plugins: [
    react(),
    tailwindcss(),
    amplifyOutputs(),
    publicUrlBanner(),
    rememberOutDir,
    // The client build ships brotli and gzip copies of its text files, which the production
    // server sends to browsers that accept them (server/static.ts, precompressed).
    {
      ...compression({
        algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
        include: /\.(js|css|svg|json|webmanifest)$/,
        threshold: 1024,
      }),
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    },
    // The service worker (spec: /sw.js, root scope; app/service-worker.ts registers it). An
    // updated worker waits until the visitor reloads (app/app-update.ts), so no tab is reloaded
    // under someone's typing. The app shell is precached; images and fonts are cached as they
    // are first used, for 30 days at most.
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'Forge & Flame',
        short_name: 'Forge & Flame',
        description: 'Rubs, sauces, recipes, catering and the Smokehouse Club.',
        theme_color: '#262422',
        background_color: '#ffffff',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html}'],
        // Only the shell and the pages most visits browse are precached (bench-lib's
        // precachedRoutes); every other chunk is cached when first used (below).
        manifestTransforms: [
          async (entries) => {
            const manifest = JSON.parse(
              await readFile(join(builtOutDir, '.vite', 'manifest.json'), 'utf8'),
            );
            const keep = precacheFiles(manifest, await readFile(path('./app/routes.ts'), 'utf8'));
            return {
              manifest: entries.filter(({ url }) => url.endsWith('.html') || keep.has(url)),
              warnings: [],
            };
          },
        ],
        navigateFallback: '/index.html',
        // The API, uploaded images and the crawlers' files are never answered with the app shell.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/robots\.txt$/, /^\/sitemap\.xml$/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        // The waiting worker takes over on the page's SKIP_WAITING message only.
        skipWaiting: false,
        runtimeCaching: [
          {
            // Built chunks have hashed names, so a cached one never goes stale.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /^\/assets\/.+\.(js|css)$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'chunks',
              expiration: {
                maxEntries: 300,
                maxAgeSeconds: 30 * 24 * 60 * 60,
                purgeOnQuotaError: true,
              },
            },
          },
          {
            urlPattern: ({ request }) => ['image', 'font'].includes(request.destination),
            handler: 'CacheFirst',
            options: {
              cacheName: 'assets',
              expiration: {
                maxEntries: 200,
                maxAgeSeconds: 30 * 24 * 60 * 60,
                purgeOnQuotaError: true,
              },
            },
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: [
      // @ds, @app, @domain, @fixtures, @public: tsconfig.json's `paths` (scripts/aliases.mjs).
      ...viteAliases,
      // zod set up for the CSP wherever it loads, so only pages with schemas carry it.
      { find: /^zod$/, replacement: path('./app/zod-jitless.ts') },
    ],
  },
  // In development the store's API runs beside Vite (scripts/start.sh); the app calls it same-origin.
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
  // The production server puts a fresh nonce in place of this in index.html (server/static.ts):
  // react-aria's injected <style> elements carry it from <meta property="csp-nonce">.
  html: { cspNonce: 'CSP_NONCE_PLACEHOLDER' },
  build: {
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and the router, which every page needs, in one long-cached chunk of their
            // own (otherwise named after whichever app module first shares them).
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{amplify,app,design-system,domain,fixtures,scripts,server}/**/*.test.ts'],
        },
      },
      // The store's API against a real server: once on PGlite, once on PostgreSQL.
      apiTests('api', './server/test/global-setup.pglite.ts', ['server/**/*.api.ts']),
      apiTests('api-pg', './server/test/global-setup.postgres.ts', [
        'server/**/*.api.ts',
        'server/**/*.pg-api.ts',
      ]),
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['./e2e/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // expect.poll waits as long as Playwright's own waits (30 s), not Vitest's 1 s: on a
          // loaded machine a write takes seconds to reach the page. It returns once it holds.
          expect: { poll: { timeout: 30_000 } },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path('./.storybook') })],
        // Scan every story up front for dependencies to pre-bundle; otherwise a dependency met
        // mid-run makes Vite re-optimise and reload, failing the stories of that file.
        optimizeDeps: {
          entries: [
            '.storybook/preview.tsx',
            'design-system/**/*.stories.tsx',
            'app/**/*.stories.tsx',
          ],
          // Loaded by a dynamic import the scan does not follow (app/service-worker.ts): met
          // mid-run, it re-optimised and reloaded the browser, failing the next stories file.
          include: ['workbox-window'],
        },
        test: {
          name: 'storybook',
          setupFiles: ['./.storybook/vitest.setup.ts'],
          // A file's first story also waits for the preview to boot: 25 s at a load average of
          // 26 on 2 cores (measured), so 60 s.
          testTimeout: 60_000,
          // The screenshot after each story waits up to 20 s for a stable capture.
          hookTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            // One address family: on 'localhost' a second run could bind the other family's
            // 63315 and its browser reach the first run's server ("Failed to connect to the
            // browser session"). On 127.0.0.1 a port in use moves the second run to the next.
            api: { host: '127.0.0.1' },
            provider: playwright({
              launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
              // The window is larger than any story viewport, and tall enough for a whole page's
              // screenshot (the setup grows the frame to the story's height), so the story frame
              // is never scaled down.
              contextOptions: {
                viewport: { width: 1440, height: 8200 },
                deviceScaleFactor: 1,
                reducedMotion: 'reduce',
              },
            }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // 0.02 catches a one-step shade change (measured). Up to 12 pixels may differ:
                // Chromium's software rasteriser anti-aliases a few edge pixels (a badge's
                // circle, an icon's curve) differently from run to run under load, while any
                // real change (one letter, a 1 px shift of a border) moves far more.
                comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 12 },
              },
            },
          },
        },
      },
    ],
  },
});
