import { Hono } from 'hono';
import { z } from 'zod';
import {
  forumReportInputSchema,
  forumReportUpdateSchema,
  forumTitleSchema,
  replyContentSchema,
  threadContentSchema,
  threadModerationSchema,
} from '../../domain/forum-schemas';
import { threadsQuerySchema } from '../../domain/forum-query';
import { forumModerators } from '../../domain/permissions';
import { requireGroup, requireSignIn } from '../auth';
import { systemClock, type Clock } from '../clock';
import type { AppEnv } from '../env';
import {
  addForumReply,
  createForumThread,
  deleteForumReply,
  deleteForumThread,
  getForumCategory,
  getForumStats,
  listForumCategories,
  listForumReports,
  listForumThreads,
  moderateForumThread,
  readForumThread,
  reportForumPost,
  updateForumReport,
  voteOnReply,
  voteOnThread,
} from '../services/forum';
import { clientAddress, type WriteRateLimits } from '../rate-limit';
import type { ImageUploadDeps } from '../services/image-uploads';
import { receivePost, withPostImages } from '../services/post-images';
import { validate } from '../validate';
import { idParam } from './params';

const newThreadForm = z.object({
  title: forumTitleSchema,
  category: z.string('Choose a category.').min(1, 'Choose a category.').max(100),
  content: threadContentSchema,
});

const replyForm = z.object({ content: replyContentSchema });

const readQuery = z.object({ countView: z.enum(['true', 'false']).optional() });
/** `?upvoted=true|false` sets the vote; without it the vote toggles. */
const voteQuery = z.object({ upvoted: z.enum(['true', 'false']).optional() });
const wantedVote = (upvoted: 'true' | 'false' | undefined) =>
  upvoted === undefined ? undefined : upvoted === 'true';

const moderators = requireGroup(...forumModerators);
/** Report ids are UUIDs; anything else names no report (404), and never reaches the database. */
const reportIdParam = z.object({ id: z.uuid('Report not found') });

/**
 * /api/forum: anyone reads categories, threads and statistics (reading a thread counts a
 * view, once a day per account or guest address); a signed-in account posts, replies, votes
 * and reports; admins moderate.
 */
export const forumRoutes = (
  deps: ImageUploadDeps & {
    /** Names the header carrying the client's address behind a proxy (views count per address). */
    writeRateLimits?: WriteRateLimits;
    testClock?: Clock;
  },
) => {
  const { db, storage, writeRateLimits, testClock } = deps;
  return new Hono<AppEnv>()
    .get('/categories', async (c) => c.json(await listForumCategories(db)))
    .get('/categories/:id', validate('param', idParam), async (c) =>
      c.json(await getForumCategory(db, c.req.valid('param').id)),
    )
    .get('/stats', async (c) => c.json(await getForumStats(db)))
    .get('/threads', validate('query', threadsQuerySchema), async (c) =>
      c.json(await listForumThreads(db, c.get('caller'), c.req.valid('query'))),
    )
    .post('/threads', requireSignIn('Sign in to post'), async (c) => {
      const caller = c.get('caller');
      const post = await receivePost(deps, caller, c.req.raw, newThreadForm, 'Sign in to post');
      const thread = await withPostImages(post.images, (images) =>
        createForumThread(db, caller, post.fields, images),
      );
      return c.json(thread, 201);
    })
    .get('/threads/:id', validate('param', idParam), validate('query', readQuery), async (c) => {
      const countView = c.req.valid('query').countView !== 'false';
      const reader = {
        caller: c.get('caller'),
        address: clientAddress(c, writeRateLimits?.clientAddressHeader),
        now: (testClock ?? systemClock).now(),
      };
      return c.json(await readForumThread(db, reader, c.req.valid('param').id, { countView }));
    })
    .patch(
      '/threads/:id',
      moderators,
      validate('param', idParam),
      validate('json', threadModerationSchema),
      async (c) =>
        c.json(
          await moderateForumThread(
            db,
            c.get('caller'),
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        ),
    )
    .delete('/threads/:id', moderators, validate('param', idParam), async (c) => {
      await deleteForumThread(db, storage, c.get('caller'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .post(
      '/threads/:id/replies',
      requireSignIn('Sign in to reply'),
      validate('param', idParam),
      async (c) => {
        const caller = c.get('caller');
        const post = await receivePost(deps, caller, c.req.raw, replyForm, 'Sign in to reply');
        const reply = await withPostImages(post.images, (images) =>
          addForumReply(db, caller, c.req.valid('param').id, post.fields, images),
        );
        return c.json(reply, 201);
      },
    )
    .post(
      '/threads/:id/vote',
      requireSignIn('Sign in to vote'),
      validate('param', idParam),
      validate('query', voteQuery),
      async (c) =>
        c.json(
          await voteOnThread(
            db,
            c.get('caller'),
            c.req.valid('param').id,
            wantedVote(c.req.valid('query').upvoted),
          ),
        ),
    )
    .post(
      '/threads/:id/reports',
      requireSignIn('Sign in to report a post'),
      validate('param', idParam),
      validate('json', forumReportInputSchema),
      async (c) =>
        c.json(
          await reportForumPost(db, c.get('caller'), c.req.valid('param').id, c.req.valid('json')),
          201,
        ),
    )
    .post(
      '/replies/:id/vote',
      requireSignIn('Sign in to vote'),
      validate('param', idParam),
      validate('query', voteQuery),
      async (c) =>
        c.json(
          await voteOnReply(
            db,
            c.get('caller'),
            c.req.valid('param').id,
            wantedVote(c.req.valid('query').upvoted),
          ),
        ),
    )
    .delete('/replies/:id', moderators, validate('param', idParam), async (c) => {
      await deleteForumReply(db, storage, c.get('caller'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .get('/reports', moderators, async (c) => c.json(await listForumReports(db, c.get('caller'))))
    .patch(
      '/reports/:id',
      moderators,
      validate('param', reportIdParam),
      validate('json', forumReportUpdateSchema),
      async (c) =>
        c.json(
          await updateForumReport(
            db,
            c.get('caller'),
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        ),
    );
};
