import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

/** What came back: an HTTP answer, or the network error that stood in for one. */
export type Answer =
  | {
      status: number;
      body: string;
      headers: Record<string, string | string[] | undefined>;
      ms: number;
    }
  | { status: 0; error: string; ms: number };

export interface HttpClient {
  send(
    method: string,
    path: string,
    options?: { headers?: Record<string, string>; json?: unknown },
  ): Promise<Answer>;
  close(): void;
}

/** A request with no answer after this long counts as a network error ('timeout'). */
const timeoutMs = 30_000;

/**
 * Requests to `origin` over one keep-alive agent holding at most `connections` sockets: each
 * shopper is a browser with its connection, and requests beyond the limit queue in the client
 * (their wait is part of their latency, as it is a customer's).
 */
export function httpClient(origin: string, connections: number): HttpClient {
  const agent = new Agent({
    keepAlive: true,
    maxSockets: connections,
    maxFreeSockets: connections,
  });
  const base = new URL(origin);
  return {
    send(method, path, { headers = {}, json } = {}) {
      const body = json === undefined ? undefined : JSON.stringify(json);
      const started = performance.now();
      return new Promise<Answer>((resolve) => {
        const fail = (error: Error & { code?: string }) =>
          resolve({
            status: 0,
            error: error.code ?? error.message,
            ms: performance.now() - started,
          });
        const outgoing = request(
          {
            agent,
            host: base.hostname,
            port: base.port,
            method,
            path,
            headers: {
              accept: 'application/json',
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              ...headers,
            },
            timeout: timeoutMs,
          },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('error', fail);
            // A body cut short (the server killed mid-answer) is a network error, not an answer.
            incoming.on('close', () => {
              if (!incoming.complete) fail(Object.assign(new Error('cut'), { code: 'ECONNRESET' }));
            });
            incoming.on('end', () => {
              if (!incoming.complete) return;
              resolve({
                status: incoming.statusCode ?? 0,
                body: Buffer.concat(chunks).toString('utf8'),
                headers: incoming.headers,
                ms: performance.now() - started,
              });
            });
          },
        );
        outgoing.on('timeout', () =>
          outgoing.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
        );
        outgoing.on('error', fail);
        outgoing.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

/** The JSON of an answer, or undefined when it has none (a network error, a proxy's text). */
export function jsonOf<T>(answer: Answer): T | undefined {
  if ('error' in answer) return undefined;
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    return undefined;
  }
}
