import { count } from 'drizzle-orm';
import { forumAuthors, forumCategories, forumReplies, forumThreads } from '../../fixtures/forum';
import type { ForumAuthor } from '../../domain/types';
import type { Tx } from './client';
import * as schema from './schema';

/** The sample authors' accounts: fixed subjects no identity service issues. */
const sampleSubOf = (author: ForumAuthor) => {
  const key = Object.entries(forumAuthors).find(([, sample]) => sample.name === author.name)?.[0];
  return `sample:${key ?? author.name}`;
};

/**
 * The forum's categories, and on the first start the sample threads and replies with their
 * authors (whose join dates are the fixtures'; post counts are worked out from the rows).
 * Threads deleted later stay deleted.
 */
export async function seedForum(tx: Tx): Promise<void> {
  const [{ rows }] = (await tx.select({ rows: count() }).from(schema.forumCategories)) as [
    { rows: number },
  ];
  if (rows > 0) return;
  await tx.insert(schema.forumCategories).values(
    forumCategories.map((category) => ({
      id: category.id,
      name: category.name,
      description: category.description,
    })),
  );
  await tx
    .insert(schema.forumMembers)
    .values(
      Object.values(forumAuthors).map((author: ForumAuthor) => ({
        sub: sampleSubOf(author),
        displayName: author.name,
        avatar: author.avatar ?? null,
        badge: author.badge ?? 'Member',
        joinedAt: new Date(`${author.joinDate}T00:00:00.000Z`),
      })),
    )
    .onConflictDoNothing();
  await tx.insert(schema.forumThreads).values(
    forumThreads.map((thread) => ({
      id: thread.id,
      categoryId: thread.category,
      authorSub: sampleSubOf(thread.author),
      title: thread.title,
      content: thread.content,
      preview: thread.preview,
      images: thread.images ?? [],
      isPinned: thread.isPinned,
      isLocked: thread.isLocked,
      views: thread.views,
      upvotes: thread.upvotes,
      createdAt: new Date(thread.createdAt),
      updatedAt: new Date(thread.createdAt),
    })),
  );
  await tx.insert(schema.forumReplies).values(
    forumReplies.map((reply) => ({
      id: reply.id,
      threadId: reply.threadId,
      authorSub: sampleSubOf(reply.author),
      content: reply.content,
      images: reply.images ?? [],
      upvotes: reply.upvotes,
      isEdited: reply.isEdited,
      createdAt: new Date(reply.createdAt),
      updatedAt: new Date(reply.createdAt),
    })),
  );
}
