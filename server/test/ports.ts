import { createServer } from 'node:net';

/** Listens on `port` (0: any) at 127.0.0.1 and releases it; resolves the port, or undefined if taken. */
function tryPort(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        resolve(typeof address === 'object' && address ? address.port : undefined),
      );
    });
  });
}

export async function freePort(): Promise<number> {
  const port = await tryPort(0);
  if (!port) throw new Error('No free port on 127.0.0.1');
  return port;
}

/** A free port whose next port is free too (the identity service uses both). */
export async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = await freePort();
    if (port < 65535 && (await tryPort(port + 1))) return port;
  }
  throw new Error('No two adjacent free ports on 127.0.0.1');
}
