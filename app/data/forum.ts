import {
  forumCategories,
  forumReplies as seedReplies,
  forumStats,
  forumThreads as seedThreads,
} from '../../fixtures/forum';
import type { ForumAuthor, ForumReply, ForumThread } from '../../fixtures/types';
import { collection } from './collection';

const threads = collection<ForumThread>({
  name: 'forum-threads',
  version: 1,
  seed: () => structuredClone(seedThreads),
});
const replies = collection<ForumReply>({
  name: 'forum-replies',
  version: 1,
  seed: () => structuredClone(seedReplies),
});

export const listForumCategories = async () => structuredClone(forumCategories);
export const getForumCategory = async (id: string) =>
  structuredClone(forumCategories.find((category) => category.id === id));
export const getForumStats = async () => ({ ...forumStats });

/** Pinned first, then the most recent activity. */
export async function listThreads(categoryId?: string): Promise<ForumThread[]> {
  const all = await threads.list();
  return all
    .filter((thread) => !categoryId || thread.category === categoryId)
    .sort(
      (a, b) =>
        Number(b.isPinned) - Number(a.isPinned) || b.lastReply.date.localeCompare(a.lastReply.date),
    );
}

export const getThread = (id: string) => threads.get(id);

export async function listReplies(threadId: string): Promise<ForumReply[]> {
  return (await replies.list())
    .filter((reply) => reply.threadId === threadId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export class ForumError extends Error {
  override name = 'ForumError';
}

export interface NewThread {
  title: string;
  category: string;
  content: string;
  images: string[];
}

export async function createThread(
  draft: NewThread,
  author: ForumAuthor,
  now = new Date(),
): Promise<ForumThread> {
  if (!forumCategories.some((category) => category.id === draft.category)) {
    throw new ForumError('Choose a category.');
  }
  const createdAt = now.toISOString();
  const content = draft.content.trim();
  return threads.put({
    id: `thread-${crypto.randomUUID()}`,
    title: draft.title.trim(),
    author,
    category: draft.category,
    isPinned: false,
    isLocked: false,
    replies: 0,
    views: 0,
    lastReply: { author: author.name, date: createdAt },
    upvotes: 0,
    createdAt,
    preview: content.length > 160 ? `${content.slice(0, 157)}...` : content,
    content,
    images: draft.images,
  });
}

export async function addReply(
  threadId: string,
  content: string,
  author: ForumAuthor,
  now = new Date(),
): Promise<ForumReply> {
  const thread = await threads.get(threadId);
  if (!thread) throw new ForumError('This thread no longer exists.');
  if (thread.isLocked) throw new ForumError('This thread is locked: no new replies.');
  const createdAt = now.toISOString();
  const reply = await replies.put({
    id: `reply-${crypto.randomUUID()}`,
    threadId,
    author,
    content: content.trim(),
    createdAt,
    upvotes: 0,
    isEdited: false,
    userHasUpvoted: false,
  });
  await threads.put({
    ...thread,
    replies: thread.replies + 1,
    lastReply: { author: author.name, date: createdAt },
  });
  return reply;
}

/** One vote per visitor: a second press takes the vote back. */
export async function toggleReplyUpvote(replyId: string): Promise<ForumReply> {
  const reply = await replies.get(replyId);
  if (!reply) throw new ForumError('This reply no longer exists.');
  const upvoted = !reply.userHasUpvoted;
  return replies.put({
    ...reply,
    userHasUpvoted: upvoted,
    upvotes: reply.upvotes + (upvoted ? 1 : -1),
  });
}

export async function toggleThreadUpvote(threadId: string): Promise<ForumThread> {
  const thread = await threads.get(threadId);
  if (!thread) throw new ForumError('This thread no longer exists.');
  const upvoted = !thread.userHasUpvoted;
  return threads.put({
    ...thread,
    userHasUpvoted: upvoted,
    upvotes: thread.upvotes + (upvoted ? 1 : -1),
  });
}
