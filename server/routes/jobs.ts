import { Hono } from 'hono';
import { jobListQuerySchema, jobParamSchema } from '../../domain/jobs';
import { readers, writers } from '../../domain/permissions';
import { requireGroup } from '../auth';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import type { JobQueue } from '../jobs/queue';
import { listJobs, retryJob } from '../services/jobs';
import { validate } from '../validate';

/** The background jobs for the console (renewals, pruning): what is waiting or failed and why; retry one. */
export const jobRoutes = ({ db, jobs }: { db: Db; jobs: JobQueue }) =>
  new Hono<AppEnv>()
    .get('/', requireGroup(...readers.jobs), validate('query', jobListQuerySchema), async (c) =>
      c.json(await listJobs(db, c.req.valid('query').state)),
    )
    .post(
      '/:name/:id/retry',
      requireGroup(...writers.jobs),
      validate('param', jobParamSchema),
      async (c) => {
        const { name, id } = c.req.valid('param');
        return c.json(await retryJob(db, jobs, name, id));
      },
    );
