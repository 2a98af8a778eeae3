import { Hono } from 'hono';
import { z } from 'zod';
import { reviewModerators } from '../../domain/permissions';
import { reviewInputSchema } from '../../domain/schemas';
import { requireGroup, requireSignIn } from '../auth';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { deleteMyReview, listReviews, removeReview, saveMyReview } from '../services/reviews';
import { validate } from '../validate';
import { idParam } from './params';

/**
 * /api/products/:id/reviews: anyone reads a product's reviews (newest first); a signed-in
 * account writes, changes (PUT …/mine) and deletes (DELETE …/mine) its own one.
 */
export const productReviewRoutes = ({ db }: { db: Db }) =>
  new Hono<AppEnv>()
    .get('/:id/reviews', validate('param', idParam), async (c) =>
      c.json(await listReviews(db, c.get('caller'), c.req.valid('param').id)),
    )
    .put(
      '/:id/reviews/mine',
      requireSignIn('Sign in to write a review'),
      validate('param', idParam),
      validate('json', reviewInputSchema),
      async (c) => {
        const { review, created } = await saveMyReview(
          db,
          c.get('caller'),
          c.req.valid('param').id,
          c.req.valid('json'),
        );
        return c.json(review, created ? 201 : 200);
      },
    )
    .delete('/:id/reviews/mine', requireSignIn(), validate('param', idParam), async (c) => {
      await deleteMyReview(db, c.get('caller'), c.req.valid('param').id);
      return c.body(null, 204);
    });

const reviewIdParam = z.object({ id: z.uuid('Review not found') });
const moderators = requireGroup(...reviewModerators);

/** /api/reviews/:id: an admin removes anyone's review. */
export const reviewRoutes = ({ db }: { db: Db }) =>
  new Hono<AppEnv>().delete('/:id', moderators, validate('param', reviewIdParam), async (c) => {
    await removeReview(db, c.get('caller'), c.req.valid('param').id);
    return c.body(null, 204);
  });
