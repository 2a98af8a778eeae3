import { Hono } from 'hono';
import { z } from 'zod';
import type { SettableClock } from '../clock';
import type { AppEnv } from '../env';
import { validate } from '../validate';

const setClockSchema = z.object({
  at: z.iso.datetime({ offset: true, error: 'Give an ISO date' }),
});

/**
 * /api/test/clock: moves the server's clock (memberships, renewals, the member discount) so a
 * test can pass a renewal date. Mounted only on a server started with TEST_CLOCK=1.
 */
export const testClockRoutes = (clock: SettableClock) =>
  new Hono<AppEnv>()
    .get('/', (c) => c.json({ now: clock.now().toISOString() }))
    .post('/', validate('json', setClockSchema), (c) => {
      clock.set(new Date(c.req.valid('json').at));
      return c.json({ now: clock.now().toISOString() });
    })
    .delete('/', (c) => {
      clock.reset();
      return c.json({ now: clock.now().toISOString() });
    });
