import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  const run = (tool: string, args: string[]) => {
    const [command, commandArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    execFileSync(command, commandArgs, { stdio: 'pipe' });
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
    run('pg_ctl', ['-D', dataDir, '-l', join(dir, 'server.log'), '-w', '-o', options, 'start']);
    return {
      serverUrl: `postgres://postgres@127.0.0.1:${port}`,
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
