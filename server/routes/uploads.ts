import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { maxImageFileBytes } from '../../domain/constants';
import { writers } from '../../domain/permissions';
import { requireGroup } from '../auth';
import type { AppEnv } from '../env';
import { readUpload, saveUpload, uploadTooLarge } from '../services/uploads';
import type { Storage } from '../storage';
import { validate } from '../validate';

const keyParam = z.object({ key: z.string().min(1).max(100) });

/** The body is the image itself (no multipart), at most maxImageFileBytes, counted as it streams. */
const imageBodyLimit = bodyLimit({
  maxSize: maxImageFileBytes,
  onError: () => {
    throw uploadTooLarge();
  },
});

export const uploadRoutes = ({ storage }: { storage: Storage }) =>
  new Hono<AppEnv>()
    .post('/', requireGroup(...writers.uploads), imageBodyLimit, async (c) => {
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      return c.json(await saveUpload(storage, c.get('caller'), bytes), 201);
    })
    .get('/:key', validate('param', keyParam), async (c) => {
      const file = await readUpload(storage, c.req.valid('param').key);
      return c.body(file.bytes, 200, {
        'Content-Type': file.contentType,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
        // Keys are random and never reused, so a stored image never changes.
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
    });
