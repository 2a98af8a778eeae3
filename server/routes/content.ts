import { Hono } from 'hono';
import { z } from 'zod';
import { contentKeysQuery } from '../../domain/content-schemas';
import { writers } from '../../domain/permissions';
import { requireGroup } from '../auth';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { getContent, getContents, putContent } from '../services/content';
import { validate } from '../validate';

const contentWriters = requireGroup(...writers.content);
const keyParam = z.object({ key: z.string().min(1).max(80) });

/** 'home-categories, testimonials' → ['home-categories', 'testimonials']. */
const keyList = (keys: string | undefined) =>
  keys === undefined
    ? undefined
    : keys
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean);

/** The site's content: anyone reads it; admins and editors replace one document at a time. */
export const contentRoutes = ({ db }: { db: Db }) =>
  new Hono<AppEnv>()
    .get('/', validate('query', contentKeysQuery), async (c) =>
      c.json(await getContents(db, keyList(c.req.valid('query').keys))),
    )
    .get('/:key', validate('param', keyParam), async (c) =>
      c.json(await getContent(db, c.req.valid('param').key)),
    )
    .put(
      '/:key',
      contentWriters,
      validate('param', keyParam),
      validate('json', z.unknown()),
      async (c) =>
        c.json(
          await putContent(db, c.get('caller'), c.req.valid('param').key, c.req.valid('json')),
        ),
    );
