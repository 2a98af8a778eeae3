import { Hono } from 'hono';
import { z } from 'zod';
import { writers } from '../../domain/permissions';
import { requireGroup } from '../auth';
import type { AppEnv } from '../env';
import type { ImageUploadDeps } from '../services/image-uploads';
import { readUpload, saveUpload } from '../services/uploads';
import { validate } from '../validate';

const keyParam = z.object({ key: z.string().min(1).max(100) });

/** The body is the image itself (no multipart), read as it streams up to maxImageFileBytes. */
export const uploadRoutes = (deps: ImageUploadDeps) =>
  new Hono<AppEnv>()
    .post('/', requireGroup(...writers.uploads), async (c) => {
      const body = { stream: c.req.raw.body, contentLength: c.req.header('content-length') };
      return c.json(await saveUpload(deps, c.get('caller'), body), 201);
    })
    .get('/:key', validate('param', keyParam), async (c) => {
      const file = await readUpload(deps.storage, c.req.valid('param').key);
      return c.body(file.bytes, 200, {
        'Content-Type': file.contentType,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
        // Keys are random and never reused, so a stored image never changes.
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
    });
