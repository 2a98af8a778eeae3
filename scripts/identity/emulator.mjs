// cognito-local behind a guard, run by start.mjs (cwd: the data directory; HOST, PORT,
// CODE and IDENTITY_SECRET in the environment). cognito-local answers every origin (CORS *)
// and every operation; here it answers only callers that hold the secret (the compatibility
// layer, the seed, the store server through the layer) and no browser page at all: a request
// with an Origin header is refused. The signing keys (JWKS) stay public, as Cognito's are.
import { timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(createRequire(import.meta.url).resolve('cognito-local/package.json'));

export const secretHeader = 'x-identity-secret';

/** True when `given` is the secret (compared in constant time). */
export function holdsSecret(given, secret) {
  if (typeof given !== 'string' || !secret) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

const publicPath = /^\/[\w-]+\/\.well-known\/(jwks\.json|openid-configuration)$|^\/health$/;

/** Why the guard refuses this request, or undefined to let it through. */
export function emulatorRefusal(req, secret) {
  if (req.headers.origin !== undefined) return 'Browser pages may not call the emulator';
  if (req.method === 'GET' && publicPath.test(req.url ?? '')) return undefined;
  if (!holdsSecret(req.headers[secretHeader], secret)) return 'The identity secret is required';
  return undefined;
}

if (process.env.IDENTITY_SECRET) {
  const secret = process.env.IDENTITY_SECRET;
  // Loaded only here, in the emulator's own process: cognito-local brings the AWS SDK v2, which
  // the modules importing the guard's helpers (start.mjs, the test harnesses) need not load.
  const { createDefaultServer } = require('./lib/server');
  const pino = require('pino');
  const logger = pino({ level: process.env.DEBUG ? 'debug' : 'warn' });
  const { application } = await createDefaultServer(logger);
  const server = createServer((req, res) => {
    const refusal = emulatorRefusal(req, secret);
    if (!refusal) return application(req, res);
    res.writeHead(403, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ __type: 'AccessDeniedException', message: refusal }));
  });
  server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1', () => {
    process.stdout.write('ready\n');
  });
}
