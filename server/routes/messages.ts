import { Hono } from 'hono';
import { z } from 'zod';
import {
  messageListQuerySchema,
  messageReadInputSchema,
  messageRequestSchema,
} from '../../domain/message-schemas';
import { readers, writers } from '../../domain/permissions';
import { requireGroup } from '../auth';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { listMessages, sendMessage, setMessageRead } from '../services/messages';
import { validate } from '../validate';

const messageIdParam = z.object({ id: z.uuid('Message not found') });

/**
 * /api/messages: anyone sends what a form holds (signed in or not); the admin's Inbox lists
 * them and marks them read or unread.
 */
export const messageRoutes = ({ db }: { db: Db }) =>
  new Hono<AppEnv>()
    .post('/', validate('json', messageRequestSchema), async (c) =>
      c.json(await sendMessage(db, c.get('caller'), c.req.valid('json')), 201),
    )
    .get(
      '/',
      requireGroup(...readers.messages),
      validate('query', messageListQuerySchema),
      async (c) => c.json(await listMessages(db, c.get('caller'), c.req.valid('query'))),
    )
    .put(
      '/:id',
      requireGroup(...writers.messages),
      validate('param', messageIdParam),
      validate('json', messageReadInputSchema),
      async (c) =>
        c.json(
          await setMessageRead(
            db,
            c.get('caller'),
            c.req.valid('param').id,
            c.req.valid('json').read,
          ),
        ),
    );
