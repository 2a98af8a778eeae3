import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

/**
 * The API bench's yardstick (scripts/bench-api.ts): Hono on Node answering one fixed JSON list
 * (BARE_JSON, the product list the real API answered) on PORT, with no database, middleware
 * or cache. Run in its own process, like the real server.
 */
const list: unknown = JSON.parse(readFileSync(process.env.BARE_JSON!, 'utf8'));
const app = new Hono().get('/', (c) => c.json(list));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
