import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, freePortPair } from '../server/test/ports';
import { outDir } from './out-dir';

/**
 * README's "Run it like production", run as written: its shell blocks (comments dropped, lines
 * joined), with free ports for the documented ones, a scratch directory for the identity
 * service's files and the store's data, and the e2e build for the client half of `npm run build`
 * (its server half, the compiled server in dist-server/, is compiled here as the recipe does).
 */
function recipeCommands(readme: string): string[] {
  const start = readme.indexOf('## Run it like production');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map(([, block]) =>
    block!
      .split('\n')
      .filter((line) => !line.trimStart().startsWith('#'))
      .join('\n')
      .replace(/\\\n/g, ' ')
      .trim(),
  );
}

interface Running {
  child: ChildProcess;
  output: () => string;
}

/**
 * A block in bash as a newcomer's terminal runs it: the test runner's environment (NODE_ENV=test,
 * the e2e settings) left out, in its own process group so that it stops whole.
 */
function run(command: string, env: NodeJS.ProcessEnv): Running {
  const child = spawn('bash', ['-c', command], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Whether any process of the group is left (bash exits at once; npm and its program after it). */
function groupAlive(pid: number) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to a block's whole group, then waits until it is gone (SIGKILL if it outlasts 30 s). */
async function stop({ child }: Running) {
  if (!child.pid || !groupAlive(child.pid)) return;
  process.kill(-child.pid, 'SIGTERM');
  const deadline = Date.now() + 30_000;
  while (groupAlive(child.pid)) {
    if (Date.now() > deadline) {
      process.kill(-child.pid, 'SIGKILL');
      return;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

async function until(what: string, check: () => boolean | Promise<boolean>, block: Running) {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    if (block.child.exitCode !== null) break;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${what} did not happen:\n${block.output()}`);
}

/** A GET as a browser on `host` sends it (the server serves both hosts on 127.0.0.1). */
function get(port: number, host: string, path: string) {
  return new Promise<{ status: number; body: string }>((done, fail) => {
    request({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    })
      .on('error', fail)
      .end();
  });
}

const ports = { mail: 0, mailWeb: 0, identity: 0, shop: 0 };
const scratch = mkdtempSync(join(tmpdir(), 'production-recipe-'));
const identityDir = join(scratch, 'identity');
const outputs = join(scratch, 'amplify_outputs.json');
const running: Running[] = [];
/** The address the recipe's MAIL_FROM names. */
let sender = '';

/** A recipe block with this run's ports and files in place of the documented ones. */
function localised(command: string) {
  return command
    .replace(/\b1025\b/g, String(ports.mail))
    .replace(/\b1080\b/g, String(ports.mailWeb))
    .replace(/\b9229\b/g, String(ports.identity))
    .replace(/\b3000\b/g, String(ports.shop))
    .replaceAll('.cognito-data/', `${identityDir}/`)
    .replace(/^npm run build$/m, 'node scripts/build-server.mjs');
}

beforeAll(async () => {
  ports.mail = await freePort();
  ports.mailWeb = await freePort();
  ports.identity = await freePortPair();
  ports.shop = await freePort();
  const [mail, identity, shop] = recipeCommands(readFileSync('README.md', 'utf8')).map(localised);
  expect(shop).toContain('npm run serve');
  sender = /MAIL_FROM='[^'<]*<([^>]+)>'/.exec(shop!)?.[1] ?? '';
  expect(sender).not.toBe('');

  const files = {
    IDENTITY_DATA_DIR: identityDir,
    IDENTITY_OUTPUTS: outputs,
    AMPLIFY_OUTPUTS: outputs,
    STATIC_DIR: resolve(outDir),
    DATA_DIR: join(scratch, 'data'),
  };
  const mailer = run(mail!, files);
  running.push(mailer);
  await until('MailDev started', () => mailer.output().includes('Mail is caught'), mailer);
  const identityService = run(identity!, files);
  running.push(identityService);
  await until(
    'The identity service started',
    () => identityService.output().includes('Wrote '),
    identityService,
  );
  const server = run(shop!, files);
  running.push(server);
  await until(
    'The server answered',
    async () => (await get(ports.shop, '127.0.0.1', '/api/health')).status === 200,
    server,
  );
}, 300_000);

// Runs after a failed setup or test too.
afterAll(async () => {
  await Promise.all(running.map(stop));
  rmSync(scratch, { recursive: true, force: true });
});

type Inbox = { subject: string; from: { address: string }[] }[];

const identityCall = (target: string, body: object, origin = `http://localhost:${ports.shop}`) =>
  fetch(`http://127.0.0.1:${ports.identity}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      origin,
    },
    body: JSON.stringify(body),
  });

describe("README's Run it like production", () => {
  it('shows the shop on localhost and the sign-in layer on 127.0.0.1', async () => {
    const shop = await get(ports.shop, 'localhost', '/shop');
    expect(shop.status).toBe(200);
    expect(shop.body).toMatch(/<h1[^>]*>Shop/);
    const gated = await get(ports.shop, '127.0.0.1', '/shop');
    expect(gated.status).toBe(200);
    expect(gated.body).not.toMatch(/<h1/);
  });

  it('signs in from the shop, manages accounts with the secret file and sends e-mail', async () => {
    const { auth } = JSON.parse(readFileSync(outputs, 'utf8')) as {
      auth: { user_pool_client_id: string };
    };
    const signIn = await identityCall('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: auth.user_pool_client_id,
      AuthParameters: { USERNAME: 'admin@example.com', PASSWORD: 'Smokehouse#Admin1' },
    });
    expect(signIn.status).toBe(200);
    const { AuthenticationResult } = (await signIn.json()) as {
      AuthenticationResult: { IdToken: string };
    };
    // Only the origins in IDENTITY_ALLOWED_ORIGINS may call it.
    const elsewhere = await identityCall('InitiateAuth', {}, 'http://localhost:5173');
    expect(elsewhere.status).toBe(403);

    const api = `http://127.0.0.1:${ports.shop}/api/users`;
    const authorization = `Bearer ${AuthenticationResult.IdToken}`;
    // The list answers a page of users; the search narrows it to the one wanted.
    const { items: users } = (await (
      await fetch(`${api}?q=customer%40example.com`, { headers: { authorization } })
    ).json()) as { items: { id: string; email: string }[] };
    const customer = users.find((user) => user.email === 'customer@example.com');
    expect(customer).toBeDefined();

    const subject = 'The recipe sends e-mail';
    const sent = await fetch(`${api}/email`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ recipientIds: [customer!.id], subject, message: 'Hello' }),
    });
    expect(await sent.json()).toEqual({ sent: 1, skipped: 0 });
    const inbox = `http://127.0.0.1:${ports.mailWeb}/api/email`;
    await expect
      .poll(
        async () =>
          ((await (await fetch(inbox)).json()) as Inbox).map(
            (mail) => `${mail.subject} from ${mail.from[0]?.address}`,
          ),
        { timeout: 30_000 },
      )
      .toContain(`${subject} from ${sender}`);
  });
});
