import { z } from 'zod';
import { pageQuerySchema, searchParam } from './list-page';
import { threadSearchMax, threadSortIds } from './thread-sorting';

/**
 * GET /api/forum/threads's query, in the forum pages' own URL words (?category=&q=&sort=popular
 * &page=2&limit=24): one page of threads, searched and sorted by the server.
 */
export const threadsQuerySchema = pageQuerySchema.extend({
  category: z
    .string('category must be text')
    .min(1, 'category must not be empty')
    .max(100, 'category must be at most 100 characters')
    .optional(),
  q: searchParam(threadSearchMax),
  sort: z.enum(threadSortIds, `sort must be one of: ${threadSortIds.join(', ')}`).default('recent'),
});

export type ThreadsQuery = z.output<typeof threadsQuerySchema>;
