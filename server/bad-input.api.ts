import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiErrorSchema } from '../domain/schemas';
import type { Sender } from './test/client';
import { productInput, recipeInput } from './test/inputs';
import { startTestServer, type TestServer } from './test/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const nul = 'a\u0000';

/** What a path parameter is given: NUL, the wrong type, too long, nothing; as admin also bytes that are not UTF-8. */
const badSegments: Record<string, string> = {
  NUL: 'a%00',
  'a non-UUID': 'not-a-uuid',
  'a 10 KB id': 'a'.repeat(10 * 1024),
  'an empty id': '',
};
const brokenSegments: Record<string, string> = {
  'a lone surrogate': '%ED%A0%80',
  'broken percent-encoding': '%E0%A4%A',
};

/** A well-formed value for the parameters not under test. */
const wellFormed = (name: string) =>
  name === 'type' ? 'product' : '00000000-0000-4000-8000-000000000000';

/** Every query parameter the API reads, each with NUL. */
const nulQuery = ['category', 'keys', 'key', 'q', 'status', 'type', 'countView', 'upvoted']
  .map((name) => `${name}=a%00`)
  .join('&');

/** The string fields JSON bodies and forms carry, each with NUL; nested where records nest. */
const nulFields = Object.fromEntries(
  [
    'name',
    'title',
    'body',
    'content',
    'description',
    'email',
    'subject',
    'type',
    'category',
    'code',
    'token',
    'status',
    'reason',
    'language',
    'currency',
    'timezone',
    'address',
    'city',
    'state',
    'zip',
    'tierId',
    'threadId',
  ].map((name) => [name, nul]),
);
const nulBody = {
  ...nulFields,
  lines: [{ productId: nul, sizeId: nul, quantity: 1 }],
  items: [{ type: 'product', refId: nul }],
  details: { ...nulFields },
};
// Deeper than any stack: a recursive check of the body would overflow on it.
const deepBody = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;

function nulForm() {
  const form = new FormData();
  for (const [name, value] of Object.entries(nulFields)) form.append(name, value);
  return form;
}

/** Valid bodies of the writes people make most, sent once per string field with NUL in it. */
const validBodies: { method: string; path: string; body: Record<string, unknown>; form?: true }[] =
  [
    { method: 'POST', path: '/products', body: productInput() },
    { method: 'PUT', path: '/products/texas-brisket-rub', body: productInput() },
    { method: 'POST', path: '/recipes', body: recipeInput() },
    {
      method: 'PUT',
      path: '/products/texas-brisket-rub/reviews/mine',
      body: { rating: 4, body: 'Good bark.' },
    },
    {
      method: 'POST',
      path: '/messages',
      body: {
        type: 'contact',
        name: 'Casey',
        email: 'casey@example.com',
        subject: 'Opening hours',
        body: 'When do you open on Sundays?',
      },
    },
    {
      method: 'POST',
      path: '/me/addresses',
      body: { type: 'Home', address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
    },
    {
      method: 'PUT',
      path: '/me/settings',
      body: {
        language: 'English',
        currency: 'USD',
        timezone: 'UTC',
        newsletter: false,
        twoFactor: false,
      },
    },
    {
      method: 'POST',
      path: '/forum/threads',
      form: true,
      body: {
        title: 'Bark on a pellet grill',
        category: 'smoking-techniques',
        content: 'How do you get a real bark on a pellet grill?',
      },
    },
  ];

/** The body with NUL in its string at `path`. */
function withNulAt(body: Record<string, unknown>, path: (string | number)[]) {
  const copy = structuredClone(body);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  parent[last] = `${String(parent[last])}\u0000`;
  return copy;
}

function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

interface Probe {
  label: string;
  method: string;
  /** From the server's root: /api/…, /robots.txt. */
  path: string;
  as: Sender;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
}

/**
 * One request on a connection of its own: a server may close a connection after answering
 * before reading a body, and a reused one would then fail the next probe, not this one.
 */
async function send(probe: Probe): Promise<{ status: number; text: string }> {
  const { method, path, as, json, body, headers = {} } = probe;
  const sent: Record<string, string> = { ...headers };
  if (typeof as === 'object') sent.authorization = as.authorization;
  else if (as !== 'anonymous') sent.authorization = `Bearer ${inject('accessTokens')[as]}`;
  const request = new Request(`${server.url}${path}`, {
    method,
    headers: json === undefined ? sent : { ...sent, 'content-type': 'application/json' },
    body: json === undefined ? body : JSON.stringify(json),
  });
  const bytes = Buffer.from(await request.arrayBuffer());
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(request.url, {
      method,
      agent: false,
      headers: { ...Object.fromEntries(request.headers), 'content-length': bytes.length },
    });
    outgoing.on('response', async (response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      resolve({ status: response.statusCode!, text: Buffer.concat(chunks).toString('utf8') });
    });
    outgoing.on('error', reject);
    outgoing.end(bytes);
  });
}

/** Runs the probes a few at a time; returns those the server answered with a 5xx or an unclear error. */
async function failuresOf(probes: Probe[]): Promise<string[]> {
  const failures: string[] = [];
  const queue = [...probes];
  const worker = async () => {
    for (let probe = queue.shift(); probe; probe = queue.shift()) {
      const who = typeof probe.as === 'string' ? probe.as : 'token';
      const sent = `${probe.method} ${probe.path.slice(0, 80)} as ${who} (${probe.label})`;
      const answer = await send(probe).catch((error: Error) => error);
      if (answer instanceof Error) {
        failures.push(`no answer: ${sent}: ${answer.message}`);
        continue;
      }
      const line = `${answer.status} ${sent}: ${answer.text.slice(0, 160)}`;
      if (answer.status >= 500) failures.push(line);
      else if (answer.status >= 400 && probe.path.startsWith('/api/')) {
        const parsed = apiErrorSchema.safeParse(JSON.parse(answer.text || 'null'));
        if (!parsed.success || !parsed.data.message) failures.push(`unclear: ${line}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return failures;
}

/** The app's handlers, from its own route list: middleware ('*' paths, 'ALL') left out. */
function handlers() {
  const seen = new Map<string, { method: string; path: string }>();
  for (const { method, path } of server.routes) {
    if (method === 'ALL' || path.includes('*')) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const senders: Sender[] = ['anonymous', 'admin'];

describe('bad input on every route answers 400 or 404, never 500', () => {
  it('lists the routes from the app itself', () => {
    const routes = handlers().map(({ method, path }) => `${method} ${path}`);
    expect(routes.length).toBeGreaterThan(90);
    expect(routes).toContain('GET /api/products/:id');
    expect(routes).toContain('PUT /api/me/addresses/:id');
  });

  it('path parameters holding NUL, a non-UUID, 10 KB, nothing or broken bytes', async () => {
    const segments = [
      ...Object.entries(badSegments).flatMap(([label, segment]) =>
        senders.map((as) => ({ label, segment, as })),
      ),
      ...Object.entries(brokenSegments).map(([label, segment]) => ({
        label,
        segment,
        as: 'admin' as Sender,
      })),
    ];
    const probes: Probe[] = handlers().flatMap(({ method, path }) =>
      [...path.matchAll(/:(\w+)/g)].flatMap(([, name]) =>
        segments.map(({ label, segment, as }) => ({
          label: `${label} in :${name}`,
          method,
          path: path.replace(/:(\w+)/g, (_, other: string) =>
            other === name ? segment : wellFormed(other),
          ),
          as,
          ...(writes.has(method) && method !== 'DELETE' ? { json: {} } : {}),
        })),
      ),
    );
    expect(await failuresOf(probes)).toEqual([]);
  }, 120_000);

  it('NUL in every query parameter the API reads, and in JSON, form and nested bodies', async () => {
    const probes: Probe[] = [];
    for (const { method, path } of handlers()) {
      const filled = path.replace(/:(\w+)/g, (_, name: string) => wellFormed(name));
      // Writes are refused to the anonymous before any input is read.
      for (const as of writes.has(method) ? (['admin'] as const) : senders) {
        probes.push({ label: 'NUL in the query', method, path: `${filled}?${nulQuery}`, as });
        if (!writes.has(method) || method === 'DELETE') continue;
        probes.push({ label: 'NUL in a JSON body', method, path: filled, as, json: nulBody });
        probes.push({ label: 'NUL in a form', method, path: filled, as, body: nulForm() });
        probes.push({
          label: 'a JSON body 20,000 arrays deep',
          method,
          path: filled,
          as,
          body: deepBody,
          headers: { 'content-type': 'application/json' },
        });
      }
    }
    expect(await failuresOf(probes)).toEqual([]);
  }, 120_000);

  it('NUL in each string of a valid product, recipe, review, message, address, settings and thread', async () => {
    const probes: Probe[] = validBodies.flatMap(({ method, path, body, form }) =>
      stringPaths(body).map((at) => {
        const sent = withNulAt(body, at);
        const probe: Probe = {
          label: `NUL in ${at.join('.')}`,
          method,
          path: `/api${path}`,
          as: 'admin',
        };
        if (!form) return { ...probe, json: sent };
        const data = new FormData();
        for (const [name, value] of Object.entries(sent)) data.append(name, String(value));
        return { ...probe, body: data };
      }),
    );
    expect(probes.length).toBeGreaterThan(40);
    expect(await failuresOf(probes)).toEqual([]);
  });
});

/** Text of any code points, lone surrogates and NUL included, with the characters paths and SQL treat specially. */
const anyText = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.constantFrom('\u0000', '\ud83d', '%', '/', '..', "'", '\\', '$1', '🔥'),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(''));

/** `text` percent-encoded as a path segment, a lone surrogate as the bytes a client could send. */
function segmentOf(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
      }
      return encodeURIComponent(char);
    })
    .join('');
}

describe('open-ended input never answers 500 (fast-check)', () => {
  it('any id in the path of a record is found or not found', async () => {
    await fc.assert(
      fc.asyncProperty(anyText, async (id) => {
        const segment = segmentOf(id);
        for (const [method, path] of [
          ['GET', `/api/products/${segment}`],
          ['GET', `/api/forum/threads/${segment}`],
          ['PUT', `/api/me/favorites/recipe/${segment}`],
          ['DELETE', `/api/me/addresses/${segment}`],
        ] as const) {
          const { status } = await send({ label: 'any id', method, path, as: 'customer' });
          expect([200, 404], `${method} ${path}`).toContain(status);
        }
      }),
      { numRuns: 20 },
    );
  }, 120_000);

  it('any thread title is posted or refused with a message on the title', async () => {
    await fc.assert(
      fc.asyncProperty(anyText, async (title) => {
        const form = new FormData();
        form.append('title', title);
        form.append('category', 'smoking-techniques');
        form.append('content', 'Long enough content for a thread about smoke and time.');
        const answer = await send({
          label: 'any title',
          method: 'POST',
          path: '/api/forum/threads',
          as: 'customer',
          body: form,
        });
        if (answer.status === 201) return;
        expect(answer.status, answer.text).toBe(400);
        expect(Object.keys(apiErrorSchema.parse(JSON.parse(answer.text)).fields ?? {})).toEqual([
          'title',
        ]);
      }),
      { numRuns: 20 },
    );
  }, 120_000);

  it('any review body is saved as sent or refused with a message on the body', async () => {
    await fc.assert(
      fc.asyncProperty(anyText, async (body) => {
        const answer = await send({
          label: 'any review',
          method: 'PUT',
          path: '/api/products/texas-brisket-rub/reviews/mine',
          as: 'shopper',
          json: { rating: 4, body },
        });
        if (answer.status === 400) {
          const error = apiErrorSchema.parse(JSON.parse(answer.text));
          expect(Object.keys(error.fields ?? {}), answer.text).toEqual(['body']);
          return;
        }
        expect([200, 201], answer.text).toContain(answer.status);
        expect((JSON.parse(answer.text) as { body: string }).body).toBe(body.trim());
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});
