// Builds the prerenderer (app/entry-server.tsx) beside a client build: `<outDir>-prerender/`,
// which the production server reads (server/seo/prerender.ts). Everything is bundled in, so
// the server runs React's production build whatever its NODE_ENV.
// Usage: tsx scripts/build-prerender.ts [clientOutDir=dist]
import { build } from 'vite';
import { prerenderDirOf } from '../server/seo/prerender';

const outDir = prerenderDirOf(process.argv[2] ?? 'dist');
await build({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  mode: 'production',
  ssr: { noExternal: true },
  build: {
    ssr: 'app/entry-server.tsx',
    outDir,
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
  },
});
