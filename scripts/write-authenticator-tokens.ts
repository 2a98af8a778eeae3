import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { authenticatorTokensCss } from '../design-system/patterns/AuthenticatorTheme/authenticator-tokens';

/** Writes the Authenticator theme's stylesheet (authenticator-tokens.test.ts checks it is current). */
const target = fileURLToPath(
  new URL('../design-system/patterns/AuthenticatorTheme/authenticator-tokens.css', import.meta.url),
);
writeFileSync(target, authenticatorTokensCss());
process.stdout.write(`Wrote ${target}\n`);
