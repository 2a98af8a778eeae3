import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { requestId } from 'hono/request-id';
import type { ApiError } from '../domain/schemas';
import { authenticate, type TokenVerifier } from './auth';
import type { Db } from './db/client';
import type { AppEnv } from './env';
import { onError, PayloadTooLarge } from './errors';
import { categoryRoutes } from './routes/categories';
import { productRoutes } from './routes/products';
import { recipeRoutes } from './routes/recipes';
import { uploadRoutes } from './routes/uploads';
import type { Storage } from './storage';

export interface AppDeps {
  db: Db;
  storage: Storage;
  verifier: TokenVerifier;
}

/** JSON bodies are small records; images go to /api/uploads, which has its own limit. */
const maxJsonBodyBytes = 1024 * 1024;
const jsonBodyLimit = bodyLimit({
  maxSize: maxJsonBodyBytes,
  onError: () => {
    throw new PayloadTooLarge('The request body can be at most 1 MB');
  },
});

/** The store's API, ready for any server (tests, main.ts, a Lambda adapter): it never listens. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.onError(onError);
  app.notFound((c) => {
    if (!c.req.path.startsWith('/api/') && c.req.path !== '/api') return c.text('Not found', 404);
    const body: ApiError = { error: 'not_found', message: 'There is no such API endpoint' };
    return c.json(body, 404);
  });
  app.use('/api/*', authenticate(deps.verifier));
  app.use('/api/*', except('/api/uploads', jsonBodyLimit));
  return app
    .get('/api/health', (c) => c.json({ ok: true as const }))
    .route('/api/products', productRoutes(deps))
    .route('/api/categories', categoryRoutes(deps))
    .route('/api/recipes', recipeRoutes(deps))
    .route('/api/uploads', uploadRoutes(deps));
}

export type AppType = ReturnType<typeof createApp>;
