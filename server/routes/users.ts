import { Hono } from 'hono';
import { z } from 'zod';
import { readers } from '../../domain/permissions';
import {
  emailUsersInputSchema,
  inviteUserSchema,
  updateUserSchema,
  userListQuerySchema,
} from '../../domain/user-schemas';
import { requireGroup } from '../auth';
import type { AppEnv } from '../env';
import {
  deleteUser,
  emailUsers,
  inviteUser,
  listUsers,
  updateUser,
  type UserDeps,
} from '../services/users';
import { validate } from '../validate';

const subParam = z.object({ sub: z.string().min(1).max(200) });

/** /api/users: the user pool's accounts, managed by admins through the server's credential. */
export const userRoutes = (deps: UserDeps) =>
  new Hono<AppEnv>()
    .use(requireGroup(...readers.accounts))
    .get('/', validate('query', userListQuerySchema), async (c) =>
      c.json(await listUsers(deps, c.get('caller'), c.req.valid('query'))),
    )
    .post('/', validate('json', inviteUserSchema), async (c) =>
      c.json(await inviteUser(deps, c.get('caller'), c.req.valid('json')), 201),
    )
    .post('/email', validate('json', emailUsersInputSchema), async (c) =>
      c.json(await emailUsers(deps, c.get('caller'), c.req.valid('json'))),
    )
    .put('/:sub', validate('param', subParam), validate('json', updateUserSchema), async (c) =>
      c.json(
        await updateUser(deps, c.get('caller'), c.req.valid('param').sub, c.req.valid('json')),
      ),
    )
    .delete('/:sub', validate('param', subParam), async (c) => {
      await deleteUser(deps, c.get('caller'), c.req.valid('param').sub);
      return c.body(null, 204);
    });
