// What `import … from 'zod'` resolves to in Vite builds (vite.config.ts, resolve.alias): zod,
// configured before any schema is built wherever it loads. Zod compiles parsers with
// `new Function`, which the CSP (script-src 'self') refuses; its probe alone reports a
// violation. An alias rather than an import in main.tsx keeps zod off pages that use no schema.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
