import cluster from 'node:cluster';
import { ConfigError, readConfig, type Config } from './config';
import { DatabaseUnreachable } from './db/reach';
import { SchemaOutdated } from './db/schema-version';
import { createLog, routeConsoleTo } from './log';
import { runProcesses, servingMessage } from './processes';

/**
 * The store server's process: `npm run serve` (which execs it, so signals reach it) and
 * `npm run api` (restarting on changes, under tsx watch).
 * A problem the operator must fix is one line on stderr and exit code 1, never a stack.
 */
const refuse = (lines: string[]): never => {
  process.stderr.write(lines.map((line) => `${line}\n`).join(''));
  process.exit(1);
};

let config: Config;
try {
  config = readConfig();
} catch (error) {
  if (error instanceof ConfigError) refuse(error.problems);
  throw error;
}

const log = await createLog({ level: config.logLevel, pretty: !config.production });
routeConsoleTo(log);

// WEB_CONCURRENCY on PostgreSQL: this process only starts and watches the servers.
if (config.processes > 1 && cluster.isPrimary) {
  runProcesses(config.processes, log);
} else {
  await serveHere(config);
}

async function serveHere(config: Config) {
  // The whole server loads only once its settings hold, so a wrong one is said at once.
  const { StartupError, startServer } = await import('./start');

  const operatorErrors = [StartupError, DatabaseUnreachable, SchemaOutdated];
  let server;
  try {
    server = await startServer(config, log);
  } catch (error) {
    if (operatorErrors.some((kind) => error instanceof kind)) refuse([(error as Error).message]);
    log.fatal({ err: error }, 'The server could not start');
    process.exit(1);
  }

  const running = server;
  if (cluster.isWorker) process.send?.(servingMessage);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      // Ctrl+C reaches both tsx watch and the server: one stop is enough.
      if (stopping) return;
      stopping = true;
      log.info(`${signal}: finishing the requests in progress, then stopping`);
      running.stop().then(
        () => {
          log.info('Stopped');
          process.exit(0);
        },
        (error: unknown) => {
          log.error({ err: error }, 'Stopping failed');
          process.exit(1);
        },
      );
    });
  }
}
