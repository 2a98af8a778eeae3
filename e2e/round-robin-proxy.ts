import { createServer, request, type Server } from 'node:http';

export interface RoundRobinProxy {
  /** How many requests each upstream answered, in the order given. */
  served: number[];
  close(): Promise<void>;
}

/**
 * A load balancer in miniature on 127.0.0.1:`port`: each request goes to the next upstream in
 * turn (whatever connection it came on), with its method, path, headers (Host too) and body.
 */
export function startRoundRobinProxy(port: number, upstreams: string[]): Promise<RoundRobinProxy> {
  const served = upstreams.map(() => 0);
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const index = next++ % upstreams.length;
    served[index]!++;
    const target = new URL(incoming.url ?? '/', upstreams[index]);
    const forwarded = request(
      target,
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`Upstream ${upstreams[index]} failed: ${error.message}`);
    });
    incoming.pipe(forwarded);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        served,
        close: () =>
          new Promise((closed) => {
            server.closeAllConnections();
            server.close(() => closed());
          }),
      }),
    );
  });
}
