import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ApiSend, Prerender, PrerenderedPage } from './prerender';

/**
 * The worker's code, plain JavaScript evaluated as is (so it runs the same under tsx and in the
 * compiled server): it loads the prerenderer and paints each page asked for, its API calls
 * sent back to the server's thread, which answers them in-process as before.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const answers = new Map();
let next = 0;
const send = (url, init) =>
  new Promise((resolve, reject) => {
    const id = next++;
    answers.set(id, { resolve, reject });
    parentPort.postMessage({ kind: 'api', id, url, init: { method: init?.method, headers: init?.headers ? Object.fromEntries(new Headers(init.headers)) : undefined } });
  });
const loaded = import(workerData.entry).then((module) => module.createPrerender(send));
parentPort.on('message', async (message) => {
  if (message.kind === 'answer') {
    const waiting = answers.get(message.id);
    answers.delete(message.id);
    waiting?.resolve(new Response(message.body, { status: message.status, headers: message.headers }));
    return;
  }
  try {
    const page = await (await loaded)(message.url);
    parentPort.postMessage({ kind: 'painted', id: message.id, page });
  } catch (error) {
    parentPort.postMessage({ kind: 'painted', id: message.id, error: String(error?.stack ?? error) });
  }
});
`;

interface Thread {
  worker: Worker;
  paintings: Map<number, Painting>;
}

interface Painting {
  resolve: (page: PrerenderedPage | undefined) => void;
  reject: (error: Error) => void;
}

/**
 * The prerenderer in `dir` (the build's entry-server.js) run on `threads` worker threads, so
 * a page's React render (16–58 ms of CPU) never holds the thread that answers the API: each
 * page goes to the thread with the fewest under way. Undefined when the build has none.
 */
export function loadPrerenderThreads(
  dir: string,
  send: ApiSend,
  threads: number,
): { prerender: Prerender; close: () => Promise<void> } | undefined {
  const entry = join(dir, 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  let next = 0;
  let closing = false;
  const start = (): Thread => {
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { entry: pathToFileURL(entry).href },
    });
    // The server's process ends without waiting for idle painters.
    worker.unref();
    const thread: Thread = { worker, paintings: new Map() };
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'api') {
        void answer(worker, message, send);
        return;
      }
      const painting = thread.paintings.get(message.id);
      thread.paintings.delete(message.id);
      if (message.error !== undefined) painting?.reject(new Error(message.error));
      else painting?.resolve(message.page);
    });
    // A thread that dies (an error, or code that ends it) fails the pages it held, which are
    // sent unpainted, and a new thread takes its place.
    worker.on('exit', (code) => {
      for (const painting of thread.paintings.values())
        painting.reject(new Error(`The painting thread stopped (exit code ${code})`));
      thread.paintings.clear();
      if (!closing) pool[pool.indexOf(thread)] = start();
    });
    worker.on('error', () => {});
    return thread;
  };
  const pool = Array.from({ length: Math.max(1, threads) }, start);
  return {
    prerender(url) {
      const thread = pool.reduce((least, one) =>
        one.paintings.size < least.paintings.size ? one : least,
      );
      const id = next++;
      return new Promise<PrerenderedPage | undefined>((resolve, reject) => {
        thread.paintings.set(id, { resolve, reject });
        thread.worker.postMessage({ kind: 'paint', id, url });
      });
    },
    async close() {
      closing = true;
      await Promise.all(pool.map(({ worker }) => worker.terminate()));
    },
  };
}

type WorkerMessage =
  | { kind: 'api'; id: number; url: string; init: RequestInit }
  | { kind: 'painted'; id: number; page?: PrerenderedPage; error?: string };

async function answer(
  worker: Worker,
  { id, url, init }: { id: number; url: string; init: RequestInit },
  send: ApiSend,
) {
  try {
    const response = await send(url, init);
    worker.postMessage({
      kind: 'answer',
      id,
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: await response.text(),
    });
  } catch (error) {
    worker.postMessage({
      kind: 'answer',
      id,
      status: 500,
      headers: {},
      body: JSON.stringify({ error: 'internal', message: String(error) }),
    });
  }
}
