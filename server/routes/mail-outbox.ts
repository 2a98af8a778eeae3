import { Hono } from 'hono';
import { outboxListQuerySchema } from '../../domain/mail-outbox';
import { readers, writers } from '../../domain/permissions';
import { requireGroup } from '../auth';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import type { MailOutbox } from '../mail/outbox';
import { listOutbox, retryMail } from '../services/mail-outbox';
import { validate } from '../validate';
import { uuidParam } from './params';

/** The e-mail outbox for the console: what is waiting or failed and why; send one now. */
export const mailOutboxRoutes = ({ db, mailer }: { db: Db; mailer: MailOutbox }) =>
  new Hono<AppEnv>()
    .get('/', requireGroup(...readers.mail), validate('query', outboxListQuerySchema), async (c) =>
      c.json(await listOutbox(db, c.req.valid('query').status)),
    )
    .post('/:id/retry', requireGroup(...writers.mail), validate('param', uuidParam), async (c) =>
      c.json(await retryMail(db, mailer, c.req.valid('param').id)),
    );
