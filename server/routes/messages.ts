import { Hono } from 'hono';
import { z } from 'zod';
import {
  messageListQuerySchema,
  messageReadInputSchema,
  messageReplyInputSchema,
  messageRequestSchema,
} from '../../domain/message-schemas';
import { readers, writers } from '../../domain/permissions';
import { requireGroup } from '../auth';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import type { MessageMail } from '../mail/message-mail';
import type { MailOutbox } from '../mail/outbox';
import { listMessages, replyToMessage, sendMessage, setMessageRead } from '../services/messages';
import { validate } from '../validate';

const messageIdParam = z.object({ id: z.uuid('Message not found') });

/**
 * /api/messages: anyone sends what a form holds (signed in or not); a catering quote, contact or
 * help message earns a receipt by e-mail. The admin's Inbox lists them, marks them read or
 * unread and replies.
 */
export const messageRoutes = ({
  db,
  mailer,
  mail,
}: {
  db: Db;
  mailer: MailOutbox;
  mail: MessageMail;
}) =>
  new Hono<AppEnv>()
    .post('/', validate('json', messageRequestSchema), async (c) => {
      const message = await sendMessage(
        db,
        c.get('caller'),
        c.req.valid('json'),
        undefined,
        (tx, stored) => mail.received(tx, stored),
      );
      mailer.wake();
      return c.json(message, 201);
    })
    .post(
      '/:id/reply',
      requireGroup(...writers.messages),
      validate('param', messageIdParam),
      validate('json', messageReplyInputSchema),
      async (c) =>
        c.json(
          await replyToMessage(
            { db, mailer },
            c.get('caller'),
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        ),
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
