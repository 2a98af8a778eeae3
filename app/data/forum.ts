import {
  forumCategories,
  forumReplies as seedReplies,
  forumStats,
  forumThreads as seedThreads,
} from '../../fixtures/forum';
import type {
  ForumAuthor,
  ForumCategory,
  ForumReply,
  ForumStats,
  ForumThread,
} from '../../domain/types';
import { collection } from './collection';

const threads = collection<ForumThread>({
  name: 'forum-threads',
  // 2: sample threads carry photos.
  version: 2,
  seed: () => structuredClone(seedThreads),
});
const replies = collection<ForumReply>({
  name: 'forum-replies',
  version: 1,
  seed: () => structuredClone(seedReplies),
});

const seedThreadIds = new Set(seedThreads.map((thread) => thread.id));
const seedReplyIds = new Set(seedReplies.map((reply) => reply.id));

/**
 * The sample counts stand for the whole community; threads posted in this browser are
 * added on top, and a category's last activity moves forward with them.
 */
function withLiveActivity(category: ForumCategory, all: ForumThread[]): ForumCategory {
  const inCategory = all.filter((thread) => thread.category === category.id);
  const posted = inCategory.filter((thread) => !seedThreadIds.has(thread.id)).length;
  const latest = inCategory
    .map((thread) => thread.lastReply.date)
    .reduce((a, b) => (b > a ? b : a), category.lastActivity);
  return { ...category, threadCount: category.threadCount + posted, lastActivity: latest };
}

export async function listForumCategories(): Promise<ForumCategory[]> {
  const all = await threads.list();
  return forumCategories.map((category) => withLiveActivity(category, all));
}

export async function getForumCategory(id: string): Promise<ForumCategory | undefined> {
  const category = forumCategories.find((entry) => entry.id === id);
  return category ? withLiveActivity(category, await threads.list()) : undefined;
}

/** The sample totals, plus the threads and photos posted in this browser. */
export async function getForumStats(): Promise<ForumStats> {
  const [allThreads, allReplies] = await Promise.all([threads.list(), replies.list()]);
  const newThreads = allThreads.filter((thread) => !seedThreadIds.has(thread.id));
  const newReplies = allReplies.filter((reply) => !seedReplyIds.has(reply.id));
  const newPhotos = [...newThreads, ...newReplies].reduce(
    (sum, post) => sum + (post.images?.length ?? 0),
    0,
  );
  return {
    ...forumStats,
    threads: forumStats.threads + newThreads.length,
    photos: forumStats.photos + newPhotos,
  };
}

/** What a guest is called on the forum. */
export const guestAuthorName = 'Guest';

/**
 * Who a new post is by: the signed-in account (its name, else its e-mail's local part) as a
 * new 'Member' who joined today with this one post, or 'Guest' for a visitor.
 */
export function postAuthor(
  account: { name?: string; email: string } | null | undefined,
  now = new Date(),
): ForumAuthor {
  const joinDate = now.toISOString().slice(0, 10);
  if (!account) return { name: guestAuthorName, joinDate, posts: 1 };
  const name = account.name?.trim() || account.email.split('@')[0] || account.email;
  return { name, badge: 'Member', joinDate, posts: 1 };
}

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

export interface NewReply {
  content: string;
  /** Photos as data URLs; up to five. */
  images?: string[];
}

export async function addReply(
  threadId: string,
  draft: NewReply,
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
    content: draft.content.trim(),
    createdAt,
    upvotes: 0,
    isEdited: false,
    userHasUpvoted: false,
    images: draft.images ?? [],
  });
  await threads.put({
    ...thread,
    replies: thread.replies + 1,
    lastReply: { author: author.name, date: createdAt },
  });
  return reply;
}

/**
 * One vote per visitor. `set…Upvote` says what the visitor wants (pressed or not), so a
 * repeated request changes nothing; `toggle…Upvote` flips the current vote.
 */
export async function setReplyUpvote(replyId: string, upvoted: boolean): Promise<ForumReply> {
  const reply = await replies.get(replyId);
  if (!reply) throw new ForumError('This reply no longer exists.');
  if (reply.userHasUpvoted === upvoted) return reply;
  return replies.put({
    ...reply,
    userHasUpvoted: upvoted,
    upvotes: Math.max(0, reply.upvotes + (upvoted ? 1 : -1)),
  });
}

export async function setThreadUpvote(threadId: string, upvoted: boolean): Promise<ForumThread> {
  const thread = await threads.get(threadId);
  if (!thread) throw new ForumError('This thread no longer exists.');
  if (Boolean(thread.userHasUpvoted) === upvoted) return thread;
  return threads.put({
    ...thread,
    userHasUpvoted: upvoted,
    upvotes: Math.max(0, thread.upvotes + (upvoted ? 1 : -1)),
  });
}

export async function toggleReplyUpvote(replyId: string): Promise<ForumReply> {
  const reply = await replies.get(replyId);
  if (!reply) throw new ForumError('This reply no longer exists.');
  return setReplyUpvote(replyId, !reply.userHasUpvoted);
}

export async function toggleThreadUpvote(threadId: string): Promise<ForumThread> {
  const thread = await threads.get(threadId);
  if (!thread) throw new ForumError('This thread no longer exists.');
  return setThreadUpvote(threadId, !thread.userHasUpvoted);
}
