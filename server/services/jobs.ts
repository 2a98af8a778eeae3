import { sql, type SQL } from 'drizzle-orm';
import {
  consoleJobNames,
  jobListLimit,
  type BackgroundJob,
  type ConsoleJobName,
  type JobState,
} from '../../domain/jobs';
import type { Db } from '../db/client';
import { Conflict, NotFound } from '../errors';
import { jobSchema, type JobQueue } from '../jobs/queue';

/** pg-boss's states for each state the console shows (completed and cancelled jobs are not shown). */
const pgBossStates: Record<JobState, readonly string[]> = {
  pending: ['created', 'retry', 'active'],
  failed: ['failed'],
};

interface JobRow {
  id: string;
  name: ConsoleJobName;
  state: string;
  attempts: number | string;
  last_error: string | null;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
}

const listed = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** A timestamp as ISO 8601 in UTC, the same text from PGlite and PostgreSQL. */
const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * pg-boss's job table (its schema beside the store's tables), read with SQL: pg-boss 10 looks a
 * job up by id but lists none. A job's error is its `output`: the worker's `{ message }`, or
 * pg-boss's own `{ value: { message } }` when a run timed out. pg-boss counts retries from the
 * second run on, so a job that started has run retry_count + 1 times.
 */
async function selectJobs(db: Db, where: SQL, limit: number): Promise<BackgroundJob[]> {
  const result = (await db.execute(sql`
    select id::text as id, name, state::text as state,
      case when started_on is null then retry_count else retry_count + 1 end as attempts,
      coalesce(output->>'message', output#>>'{value,message}') as last_error,
      ${iso('created_on')} as created_at,
      ${iso('started_on')} as started_at,
      ${iso('completed_on')} as completed_at
    from ${sql.identifier(jobSchema)}.job
    where name in (${listed(consoleJobNames)}) and ${where}
    order by created_on desc, id
    limit ${limit}
  `)) as unknown as { rows: JobRow[] };
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    state: row.state === 'failed' ? 'failed' : 'pending',
    attempts: Number(row.attempts),
    lastError: row.last_error,
    createdAt: row.created_at,
    startedAt: row.started_at,
    // A pending job may carry the time its last run failed; only a failed one has ended.
    completedAt: row.state === 'failed' ? row.completed_at : null,
  }));
}

const statesOf = (state?: JobState) =>
  state ? pgBossStates[state] : Object.values(pgBossStates).flat();

/** The renewals' and pruning's jobs that are pending or failed (or one of the two), newest first. */
export function listJobs(db: Db, state?: JobState): Promise<BackgroundJob[]> {
  return selectJobs(db, sql`state::text in (${listed(statesOf(state))})`, jobListLimit);
}

async function findJob(db: Db, name: ConsoleJobName, id: string) {
  const [job] = await selectJobs(
    db,
    sql`name = ${name} and id = ${id}::uuid and state::text in (${listed(statesOf())})`,
    1,
  );
  return job;
}

/**
 * Runs a failed job again: pg-boss queues it for one more attempt, and this instance's worker is
 * woken (any instance's may take it). A job that is not failed is refused: a pending one will
 * run anyway, and a completed one is done.
 */
export async function retryJob(
  db: Db,
  jobs: JobQueue,
  name: ConsoleJobName,
  id: string,
): Promise<BackgroundJob> {
  const job = await findJob(db, name, id);
  if (!job) {
    const [done] = (
      (await db.execute(
        sql`select 1 from ${sql.identifier(jobSchema)}.job where name = ${name} and id = ${id}::uuid`,
      )) as unknown as { rows: unknown[] }
    ).rows;
    throw done
      ? new Conflict('This job is not failed: it already ran')
      : new NotFound('No such job');
  }
  if (job.state !== 'failed') throw new Conflict('This job is not failed: it is waiting to run');
  await jobs.retry(name, id);
  return (await findJob(db, name, id)) ?? { ...job, state: 'pending' };
}
