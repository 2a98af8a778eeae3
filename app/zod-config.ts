import { z } from 'zod';

// Zod compiles parsers with `new Function`, which the CSP (script-src 'self') refuses; its probe
// alone reports a violation. Imported first by main.tsx, before any schema is built.
z.config({ jitless: true });
