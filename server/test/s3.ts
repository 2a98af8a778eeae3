import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { s3ClientFor, s3Storage, type S3StorageOptions } from '../storage-s3';

export interface TestS3 {
  /** The bucket's settings, as S3_* would give them, with the server's own credentials. */
  options: S3StorageOptions;
  /** Storage on the bucket under `prefix`; its client is closed by stop(). */
  storage(prefix?: string): ReturnType<typeof s3Storage>;
  /** A client of its own, to look at the bucket behind the storage's back. */
  client: ReturnType<typeof s3ClientFor>;
  stop(): Promise<void>;
}

/** An S3-compatible server (s3rver) on a free loopback port, its files in a fresh temp directory. */
export async function startTestS3(bucket = 'uploads'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'ff-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const options: S3StorageOptions = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver checks signatures against its fixed pair.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  const clients = [s3ClientFor(options)];
  return {
    options,
    client: clients[0]!,
    storage(prefix) {
      const client = s3ClientFor(options);
      clients.push(client);
      return s3Storage({ ...options, ...(prefix === undefined ? {} : { prefix }) }, client);
    },
    async stop() {
      for (const client of clients) client.destroy();
      // The SDK's keep-alive sockets would hold close() open.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
