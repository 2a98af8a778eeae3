import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './ports';

const postgresRoot = '/usr/lib/postgresql';

/** The newest installed PostgreSQL server's bin directory (Debian's layout). */
function serverBinaries(): string {
  const versions = existsSync(postgresRoot)
    ? readdirSync(postgresRoot)
        .filter((version) => existsSync(join(postgresRoot, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      `The PostgreSQL server is not installed (no ${postgresRoot}/*/bin/initdb): run \`bash scripts/setup.sh\` to install it.`,
    );
  }
  return join(postgresRoot, versions[0]!, 'bin');
}

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port> (add '/<database>'). */
  serverUrl: string;
  /**
   * `pg_ctl restart -m fast`, as a failover or an upgrade would: every connection is cut.
   * Resolves once the server accepts connections again; the caller's event loop keeps running.
   */
  restart(): Promise<void>;
  stop(): void;
}

/**
 * A throwaway PostgreSQL cluster in a temp directory, on a free loopback port, trusting local
 * connections. PostgreSQL refuses to run as root, so as root it runs as the postgres user.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = serverBinaries();
  const dir = mkdtempSync(join(tmpdir(), 'ff-api-pg-'));
  const dataDir = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const commandFor = (tool: string, args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
  const run = (tool: string, args: string[]) => {
    execFileSync(...commandFor(tool, args), { stdio: 'pipe' });
  };
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    mkdirSync(dataDir, { mode: 0o700 });
    if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
    run('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const port = await freePort();
    // Durability is pointless for a test cluster that is deleted afterwards.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    const log = join(dir, 'server.log');
    run('pg_ctl', ['-D', dataDir, '-l', log, '-w', '-o', options, 'start']);
    return {
      serverUrl: `postgres://postgres@127.0.0.1:${port}`,
      async restart() {
        const args = ['-D', dataDir, '-l', log, '-m', 'fast', '-w', '-o', options, 'restart'];
        await promisify(execFile)(...commandFor('pg_ctl', args));
      },
      stop() {
        try {
          run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
        } finally {
          remove();
        }
      },
    };
  } catch (error) {
    remove();
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw stderr ? new Error(`PostgreSQL test cluster: ${stderr}`, { cause: error }) : error;
  }
}
