import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  reportReasonLabel,
  type ForumReportEntry,
  type ForumReportInput,
  type ForumReportUpdate,
  type ForumVote,
  type NewThreadFields,
  type ReplyFields,
  type ThreadModeration,
} from '../../domain/forum-schemas';
import { formerMemberName } from '../../domain/constants';
import type { ThreadsQuery } from '../../domain/forum-query';
import { offsetOf, pageCountOf } from '../../domain/list-page';
import type { Page } from '../../domain/paging';
import { threadSearchWords } from '../../domain/thread-sorting';
import { forumModerators } from '../../domain/permissions';
import { toSlug } from '../../domain/slug';
import type {
  ForumAuthor,
  ForumCategory,
  ForumReply,
  ForumStats,
  ForumThread,
} from '../../domain/types';
import { anonymousAuthorName, authorize, displayNameOf, type Caller } from '../caller';
import type { Db, Tx } from '../db/client';
import {
  forumCategories,
  forumMembers,
  forumReplies,
  forumReplyVotes,
  forumReports,
  forumThreads,
  forumThreadVotes,
} from '../db/schema';
import { Conflict, Invalid, NotFound, Unauthorized } from '../errors';
import type { Storage } from '../storage';
import { countThreadView, type ThreadReader } from './forum-views';
import { deleteStoredImages } from './image-uploads';
import { likePattern } from './like-pattern';
import { sendMessage } from './messages';

type ThreadRow = typeof forumThreads.$inferSelect;
type ReplyRow = typeof forumReplies.$inferSelect;
type Reader = Db | Tx;

const threadNotFound = () => new NotFound('Thread not found');
const replyNotFound = () => new NotFound('Reply not found');
const previewLength = 160;

const dateOnly = (date: Date) => date.toISOString().slice(0, 10);

/** The opening words of a post, for lists. */
export function previewOf(content: string): string {
  return content.length > previewLength ? `${content.slice(0, previewLength - 3)}...` : content;
}

/** A deleted account's posts stay, with nothing about who wrote them. */
const formerMember: ForumAuthor = { name: formerMemberName };

/** Each author's name, badge and join date, with their post count worked out from the rows. */
async function authorsOf(db: Reader, subs: readonly string[]): Promise<Map<string, ForumAuthor>> {
  if (subs.length === 0) return new Map();
  const rows = await db
    .select({
      sub: forumMembers.sub,
      name: forumMembers.displayName,
      avatar: forumMembers.avatar,
      badge: forumMembers.badge,
      joinedAt: forumMembers.joinedAt,
      leftAt: forumMembers.leftAt,
      // Spelled out: Drizzle leaves columns unqualified in a one-table select.
      posts: sql<number>`(select count(*)::int from forum_threads t where t.author_sub = forum_members.sub) + (select count(*)::int from forum_replies r where r.author_sub = forum_members.sub)`,
    })
    .from(forumMembers)
    .where(inArray(forumMembers.sub, [...new Set(subs)]));
  return new Map(
    rows.map((row) => {
      if (row.leftAt) return [row.sub, formerMember];
      const author: ForumAuthor = {
        name: row.name,
        badge: row.badge,
        joinDate: dateOnly(row.joinedAt),
        posts: Number(row.posts),
      };
      if (row.avatar) author.avatar = row.avatar;
      return [row.sub, author];
    }),
  );
}

/**
 * An account is deleted: its threads and replies stay, shown as 'Former member'; its name and
 * avatar are wiped from the member row and from the reports it made.
 */
export async function forgetForumMember(tx: Tx, sub: string): Promise<void> {
  await tx
    .update(forumMembers)
    .set({ displayName: formerMemberName, avatar: null, badge: 'Member', leftAt: new Date() })
    .where(eq(forumMembers.sub, sub));
  await tx
    .update(forumReports)
    .set({ reporterName: formerMemberName })
    .where(eq(forumReports.reporterSub, sub));
}

/** Threads as the API shows them: reply counts, last reply and the caller's votes from the rows. */
async function toThreads(db: Reader, rows: ThreadRow[], caller: Caller | null) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [replyCounts, lastReplies, votes] = await Promise.all([
    db
      .select({ threadId: forumReplies.threadId, replies: count() })
      .from(forumReplies)
      .where(inArray(forumReplies.threadId, ids))
      .groupBy(forumReplies.threadId),
    db
      .selectDistinctOn([forumReplies.threadId], {
        threadId: forumReplies.threadId,
        authorSub: forumReplies.authorSub,
        createdAt: forumReplies.createdAt,
      })
      .from(forumReplies)
      .where(inArray(forumReplies.threadId, ids))
      .orderBy(forumReplies.threadId, desc(forumReplies.createdAt), desc(forumReplies.id)),
    caller
      ? db
          .select({ threadId: forumThreadVotes.threadId })
          .from(forumThreadVotes)
          .where(
            and(eq(forumThreadVotes.voterSub, caller.sub), inArray(forumThreadVotes.threadId, ids)),
          )
      : Promise.resolve([]),
  ]);
  const authors = await authorsOf(db, [
    ...rows.map((row) => row.authorSub),
    ...lastReplies.map((reply) => reply.authorSub),
  ]);
  const repliesOf = new Map(replyCounts.map((entry) => [entry.threadId, entry.replies]));
  const lastReplyOf = new Map(lastReplies.map((entry) => [entry.threadId, entry]));
  const voted = new Set(votes.map((vote) => vote.threadId));
  return rows.map((row): ForumThread => {
    const author = authors.get(row.authorSub) ?? formerMember;
    const last = lastReplyOf.get(row.id);
    const thread: ForumThread = {
      id: row.id,
      title: row.title,
      author,
      category: row.categoryId,
      isPinned: row.isPinned,
      isLocked: row.isLocked,
      replies: repliesOf.get(row.id) ?? 0,
      views: row.views,
      lastReply: last
        ? {
            author: (authors.get(last.authorSub) ?? formerMember).name,
            date: last.createdAt.toISOString(),
          }
        : { author: author.name, date: row.createdAt.toISOString() },
      upvotes: row.upvotes,
      createdAt: row.createdAt.toISOString(),
      preview: row.preview,
      content: row.content,
      images: row.images,
    };
    if (caller) thread.userHasUpvoted = voted.has(row.id);
    return thread;
  });
}

async function toReplies(db: Reader, rows: ReplyRow[], caller: Caller | null) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [authors, votes] = await Promise.all([
    authorsOf(
      db,
      rows.map((row) => row.authorSub),
    ),
    caller
      ? db
          .select({ replyId: forumReplyVotes.replyId })
          .from(forumReplyVotes)
          .where(
            and(eq(forumReplyVotes.voterSub, caller.sub), inArray(forumReplyVotes.replyId, ids)),
          )
      : Promise.resolve([]),
  ]);
  const voted = new Set(votes.map((vote) => vote.replyId));
  return rows.map((row): ForumReply => ({
    id: row.id,
    threadId: row.threadId,
    author: authors.get(row.authorSub) ?? formerMember,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    upvotes: row.upvotes,
    isEdited: row.isEdited,
    userHasUpvoted: voted.has(row.id),
    images: row.images,
  }));
}

/**
 * The latest post (thread or reply) in each category, else when the category was made. The
 * subqueries name their tables: Drizzle leaves columns unqualified in a one-table select.
 */
const lastActivity = sql<Date | string>`coalesce((
  select max(greatest(t.created_at, coalesce(
    (select max(r.created_at) from forum_replies r where r.thread_id = t.id), t.created_at)))
  from forum_threads t where t.category_id = forum_categories.id
), forum_categories.created_at)`;

const categoryColumns = {
  id: forumCategories.id,
  name: forumCategories.name,
  description: forumCategories.description,
  threadCount: sql<number>`(select count(*)::int from forum_threads t where t.category_id = forum_categories.id)`,
  lastActivity,
};

function toCategory(row: {
  id: string;
  name: string;
  description: string;
  threadCount: number;
  lastActivity: Date | string;
}): ForumCategory {
  return {
    ...row,
    threadCount: Number(row.threadCount),
    lastActivity: new Date(row.lastActivity).toISOString(),
  };
}

export async function listForumCategories(db: Db): Promise<ForumCategory[]> {
  const rows = await db
    .select(categoryColumns)
    .from(forumCategories)
    .orderBy(asc(forumCategories.position));
  return rows.map(toCategory);
}

export async function getForumCategory(db: Db, id: string): Promise<ForumCategory> {
  const [row] = await db
    .select(categoryColumns)
    .from(forumCategories)
    .where(eq(forumCategories.id, id));
  if (!row) throw new NotFound('Category not found');
  return toCategory(row);
}

/** Threads, members (everyone who has posted), upvotes and photos, counted in the database. */
export async function getForumStats(db: Db): Promise<ForumStats> {
  const result = (await db.execute(
    sql`select
      (select count(*)::int from (
        select ${forumThreads.authorSub} from ${forumThreads}
        union select ${forumReplies.authorSub} from ${forumReplies}) as authors) as members,
      (select count(*)::int from ${forumThreads}) as threads,
      (select coalesce(sum(${forumThreads.upvotes}), 0)::int from ${forumThreads})
        + (select coalesce(sum(${forumReplies.upvotes}), 0)::int from ${forumReplies}) as votes,
      (select coalesce(sum(jsonb_array_length(${forumThreads.images})), 0)::int from ${forumThreads})
        + (select coalesce(sum(jsonb_array_length(${forumReplies.images})), 0)::int from ${forumReplies}) as photos`,
  )) as unknown as { rows: Partial<ForumStats>[] };
  const row = result.rows[0];
  return {
    members: Number(row?.members ?? 0),
    threads: Number(row?.threads ?? 0),
    votes: Number(row?.votes ?? 0),
    photos: Number(row?.photos ?? 0),
  };
}

/**
 * A thread's latest activity: its newest reply, else when it was posted. Raw column names:
 * Drizzle leaves columns unqualified in a one-table select, which the subquery would misread.
 */
const threadActivity = sql`coalesce((select max(r.created_at) from forum_replies r
  where r.thread_id = forum_threads.id), forum_threads.created_at)`;
const threadReplyCount = sql`(select count(*) from forum_replies r
  where r.thread_id = forum_threads.id)`;

/** Accented letters and their plain ones, so 'Jalapeño' in a post matches 'jalapeno'. */
const accented = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿ';
const plain = 'aaaaaaaaaaaacceeeeeeeeiiiiiiiinnoooooooooouuuuuuuuyyy';
const searchable = sql`translate(lower(forum_threads.title || ' ' || forum_threads.preview),
  ${accented}, ${plain})`;

/**
 * One page of threads: Most Recent puts pinned first, then the latest activity; Most Popular
 * the most upvotes, then the most replies, then the latest activity. `q` keeps the threads
 * whose title or preview holds every word of it (any order, case or accent), in the database,
 * so a search covers every thread. One category's when asked (404 for an unknown one).
 */
export async function listForumThreads(
  db: Db,
  caller: Caller | null,
  query: ThreadsQuery,
): Promise<Page<ForumThread>> {
  if (query.category) await getForumCategory(db, query.category);
  const where = and(
    query.category ? eq(forumThreads.categoryId, query.category) : undefined,
    ...threadSearchWords(query.q ?? '').map((word) => sql`${searchable} like ${likePattern(word)}`),
  );
  const order =
    query.sort === 'popular'
      ? [desc(forumThreads.upvotes), desc(threadReplyCount), desc(threadActivity)]
      : [desc(forumThreads.isPinned), desc(threadActivity)];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(forumThreads)
      .where(where)
      .orderBy(...order, desc(forumThreads.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(forumThreads).where(where),
  ]);
  const total = Number(counted?.total ?? 0);
  return {
    items: await toThreads(db, rows, caller),
    total,
    page: query.page,
    limit: query.limit,
    pageCount: pageCountOf(total, query.limit),
  };
}

/** Whether a thread of this id is there (the thread page's status, server/seo/page-heads.ts). */
export async function forumThreadExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: forumThreads.id })
    .from(forumThreads)
    .where(eq(forumThreads.id, id));
  return row !== undefined;
}

/**
 * A thread with its replies, oldest first. Reading it counts a view, once a day per reader
 * (forum-views.ts), unless the reader says it is only refreshing what it shows (`countView: false`).
 */
export async function readForumThread(
  db: Db,
  reader: ThreadReader,
  id: string,
  { countView = true } = {},
): Promise<{ thread: ForumThread; replies: ForumReply[] }> {
  if (countView) await countThreadView(db, id, reader);
  const [row] = await db.select().from(forumThreads).where(eq(forumThreads.id, id));
  if (!row) throw threadNotFound();
  const replyRows = await db
    .select()
    .from(forumReplies)
    .where(eq(forumReplies.threadId, id))
    .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id));
  const [[thread], replies] = await Promise.all([
    toThreads(db, [row], reader.caller),
    toReplies(db, replyRows, reader.caller),
  ]);
  return { thread: thread!, replies };
}

/** The poster's member row: their current name, joined at their first post. */
async function enrol(tx: Tx, caller: Caller): Promise<void> {
  const displayName = displayNameOf(caller);
  await tx
    .insert(forumMembers)
    .values({ sub: caller.sub, displayName })
    .onConflictDoUpdate({ target: forumMembers.sub, set: { displayName } });
}

const newThreadId = (title: string) =>
  `${toSlug(title).slice(0, 60).replace(/-+$/, '')}-${randomBytes(4).toString('hex')}`;

/** A signed-in account starts a thread; `images` are the URLs of its images, already stored. */
export async function createForumThread(
  db: Db,
  caller: Caller | null,
  fields: NewThreadFields,
  images: string[],
): Promise<ForumThread> {
  if (!caller) throw new Unauthorized('Sign in to post');
  const [category] = await db
    .select({ id: forumCategories.id })
    .from(forumCategories)
    .where(eq(forumCategories.id, fields.category));
  if (!category) throw new Invalid({ category: 'Choose a category.' });
  const row = await db.transaction(async (tx) => {
    await enrol(tx, caller);
    const [inserted] = await tx
      .insert(forumThreads)
      .values({
        id: newThreadId(fields.title),
        categoryId: category.id,
        authorSub: caller.sub,
        title: fields.title,
        content: fields.content,
        preview: previewOf(fields.content),
        images,
      })
      .returning();
    return inserted!;
  });
  const [thread] = await toThreads(db, [row], caller);
  return thread!;
}

/** A signed-in account replies; a locked thread takes no replies (409). */
export async function addForumReply(
  db: Db,
  caller: Caller | null,
  threadId: string,
  fields: ReplyFields,
  images: string[],
): Promise<ForumReply> {
  if (!caller) throw new Unauthorized('Sign in to reply');
  const lockedConflict = () => new Conflict('This thread is locked: no new replies.');
  const [thread] = await db
    .select({ isLocked: forumThreads.isLocked })
    .from(forumThreads)
    .where(eq(forumThreads.id, threadId));
  if (!thread) throw threadNotFound();
  if (thread.isLocked) throw lockedConflict();
  const row = await db.transaction(async (tx) => {
    // Locking and replying queue on the thread's row, so no reply slips in after a lock.
    const [current] = await tx
      .select({ isLocked: forumThreads.isLocked })
      .from(forumThreads)
      .where(eq(forumThreads.id, threadId))
      .for('no key update');
    if (!current) throw threadNotFound();
    if (current.isLocked) throw lockedConflict();
    await enrol(tx, caller);
    const [inserted] = await tx
      .insert(forumReplies)
      .values({
        id: `reply-${randomUUID()}`,
        threadId,
        authorSub: caller.sub,
        content: fields.content,
        images,
      })
      .returning();
    return inserted!;
  });
  const [reply] = await toReplies(db, [row], caller);
  return reply!;
}

/**
 * The caller's upvote on a thread: `wanted` sets it (asking twice changes nothing), without it
 * the vote toggles. One vote per account; the count moves with it.
 */
export function voteOnThread(
  db: Db,
  caller: Caller | null,
  threadId: string,
  wanted?: boolean,
): Promise<ForumVote> {
  if (!caller) throw new Unauthorized('Sign in to vote');
  return db.transaction(async (tx) => {
    const [thread] = await tx
      .select({ upvotes: forumThreads.upvotes })
      .from(forumThreads)
      .where(eq(forumThreads.id, threadId))
      .for('no key update');
    if (!thread) throw threadNotFound();
    const mine = and(
      eq(forumThreadVotes.threadId, threadId),
      eq(forumThreadVotes.voterSub, caller.sub),
    );
    const [existing] = await tx
      .select({ at: forumThreadVotes.createdAt })
      .from(forumThreadVotes)
      .where(mine);
    const upvoted = wanted ?? !existing;
    if (upvoted === Boolean(existing)) return { upvotes: thread.upvotes, userHasUpvoted: upvoted };
    if (upvoted) await tx.insert(forumThreadVotes).values({ threadId, voterSub: caller.sub });
    else await tx.delete(forumThreadVotes).where(mine);
    const [updated] = await tx
      .update(forumThreads)
      .set({ upvotes: sql`greatest(${forumThreads.upvotes} + ${upvoted ? 1 : -1}, 0)` })
      .where(eq(forumThreads.id, threadId))
      .returning({ upvotes: forumThreads.upvotes });
    return { upvotes: updated!.upvotes, userHasUpvoted: upvoted };
  });
}

/** The caller's upvote on a reply, as `voteOnThread`. */
export function voteOnReply(
  db: Db,
  caller: Caller | null,
  replyId: string,
  wanted?: boolean,
): Promise<ForumVote> {
  if (!caller) throw new Unauthorized('Sign in to vote');
  return db.transaction(async (tx) => {
    const [reply] = await tx
      .select({ upvotes: forumReplies.upvotes })
      .from(forumReplies)
      .where(eq(forumReplies.id, replyId))
      .for('no key update');
    if (!reply) throw replyNotFound();
    const mine = and(
      eq(forumReplyVotes.replyId, replyId),
      eq(forumReplyVotes.voterSub, caller.sub),
    );
    const [existing] = await tx
      .select({ at: forumReplyVotes.createdAt })
      .from(forumReplyVotes)
      .where(mine);
    const upvoted = wanted ?? !existing;
    if (upvoted === Boolean(existing)) return { upvotes: reply.upvotes, userHasUpvoted: upvoted };
    if (upvoted) await tx.insert(forumReplyVotes).values({ replyId, voterSub: caller.sub });
    else await tx.delete(forumReplyVotes).where(mine);
    const [updated] = await tx
      .update(forumReplies)
      .set({ upvotes: sql`greatest(${forumReplies.upvotes} + ${upvoted ? 1 : -1}, 0)` })
      .where(eq(forumReplies.id, replyId))
      .returning({ upvotes: forumReplies.upvotes });
    return { upvotes: updated!.upvotes, userHasUpvoted: upvoted };
  });
}

/** A signed-in account reports a thread or one of its replies to the moderators. */
export async function reportForumPost(
  db: Db,
  caller: Caller | null,
  threadId: string,
  input: ForumReportInput,
): Promise<{ id: string }> {
  if (!caller) throw new Unauthorized('Sign in to report a post');
  const [thread] = await db
    .select({ id: forumThreads.id, title: forumThreads.title })
    .from(forumThreads)
    .where(eq(forumThreads.id, threadId));
  if (!thread) throw threadNotFound();
  if (input.replyId) {
    const [reply] = await db
      .select({ id: forumReplies.id })
      .from(forumReplies)
      .where(and(eq(forumReplies.id, input.replyId), eq(forumReplies.threadId, threadId)));
    if (!reply) throw replyNotFound();
  }
  const [report] = await db
    .insert(forumReports)
    .values({
      threadId,
      threadTitle: thread.title,
      replyId: input.replyId ?? null,
      reporterSub: caller.sub,
      reporterName: displayNameOf(caller),
      reason: input.reason,
      details: input.details,
    })
    .returning({ id: forumReports.id });
  // The report reaches the admin's Inbox too, where every form's message is read.
  await sendMessage(db, caller, {
    type: 'forum-report',
    body: input.details,
    details: {
      threadId,
      threadTitle: thread.title,
      reason: input.reason,
      ...(input.replyId ? { replyId: input.replyId } : {}),
    },
  });
  return report!;
}

/** Admins: the reports, newest first, with the post they are about while it exists. */
export async function listForumReports(db: Db, caller: Caller | null): Promise<ForumReportEntry[]> {
  authorize(caller, forumModerators);
  const rows = await db
    .select({
      report: forumReports,
      threadTitle: forumThreads.title,
      threadContent: forumThreads.content,
      replyContent: forumReplies.content,
    })
    .from(forumReports)
    .leftJoin(forumThreads, eq(forumThreads.id, forumReports.threadId))
    .leftJoin(forumReplies, eq(forumReplies.id, forumReports.replyId))
    .orderBy(desc(forumReports.createdAt), desc(forumReports.id));
  return rows.map(({ report, threadTitle, threadContent, replyContent }) =>
    toReportEntry(report, {
      threadTitle,
      content: report.replyId ? replyContent : threadContent,
    }),
  );
}

type ReportRow = typeof forumReports.$inferSelect;

function toReportEntry(
  report: ReportRow,
  post: { threadTitle: string | null; content: string | null },
): ForumReportEntry {
  const reason = report.reason as ForumReportEntry['reason'];
  return {
    id: report.id,
    threadId: report.threadId,
    threadTitle: post.threadTitle ?? report.threadTitle,
    replyId: report.replyId,
    excerpt: post.content === null ? null : previewOf(post.content),
    reason,
    reasonLabel: reportReasonLabel(reason),
    details: report.details,
    reporterName: report.reporterName,
    createdAt: report.createdAt.toISOString(),
    status: report.status,
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
    resolvedBy: report.resolvedByName,
  };
}

/** Admins dismiss a report or open it again; one whose post was removed stays so (409). */
export async function updateForumReport(
  db: Db,
  caller: Caller | null,
  id: string,
  update: ForumReportUpdate,
): Promise<ForumReportEntry> {
  const admin = authorize(caller, forumModerators);
  const [current] = await db
    .select({ status: forumReports.status })
    .from(forumReports)
    .where(eq(forumReports.id, id));
  if (!current) throw new NotFound('Report not found');
  if (current.status === 'removed') throw new Conflict('The reported post is already deleted.');
  const resolved = update.status !== 'open';
  await db
    .update(forumReports)
    .set({
      status: update.status,
      resolvedAt: resolved ? new Date() : null,
      resolvedByName: resolved ? resolverName(admin) : null,
    })
    .where(eq(forumReports.id, id));
  const [entry] = (await listForumReports(db, caller)).filter((report) => report.id === id);
  return entry!;
}

/** Who resolved a report: the admin's name from an ID token, else just 'An admin'. */
function resolverName(admin: Caller): string {
  const name = displayNameOf(admin);
  return name === anonymousAuthorName ? 'An admin' : name;
}

/** The reports of a deleted post are resolved by that deletion. */
async function resolveReportsOf(tx: Tx, admin: Caller, where: SQL | undefined) {
  await tx
    .update(forumReports)
    .set({ status: 'removed', resolvedAt: new Date(), resolvedByName: resolverName(admin) })
    .where(where);
}

/** Admins pin or lock a thread (or undo either). */
export async function moderateForumThread(
  db: Db,
  caller: Caller | null,
  threadId: string,
  patch: ThreadModeration,
): Promise<ForumThread> {
  authorize(caller, forumModerators);
  const [row] = await db
    .update(forumThreads)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(forumThreads.id, threadId))
    .returning();
  if (!row) throw threadNotFound();
  const [thread] = await toThreads(db, [row], caller);
  return thread!;
}

/**
 * Admins delete a thread with its replies and votes; its reports (and its replies') stay,
 * resolved as 'removed'. The posts' stored images go too.
 */
export async function deleteForumThread(
  db: Db,
  storage: Storage,
  caller: Caller | null,
  threadId: string,
) {
  const admin = authorize(caller, forumModerators);
  const images = await db.transaction(async (tx) => {
    const replies = await tx
      .select({ images: forumReplies.images })
      .from(forumReplies)
      .where(eq(forumReplies.threadId, threadId));
    const deleted = await tx
      .delete(forumThreads)
      .where(eq(forumThreads.id, threadId))
      .returning({ images: forumThreads.images });
    if (deleted.length === 0) throw threadNotFound();
    await resolveReportsOf(tx, admin, eq(forumReports.threadId, threadId));
    return [...deleted, ...replies].flatMap((row) => row.images);
  });
  await deleteStoredImages(db, storage, images);
}

/** Admins delete one reply with its votes (its reports resolved as 'removed') and images. */
export async function deleteForumReply(
  db: Db,
  storage: Storage,
  caller: Caller | null,
  replyId: string,
) {
  const admin = authorize(caller, forumModerators);
  const images = await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(forumReplies)
      .where(eq(forumReplies.id, replyId))
      .returning({ images: forumReplies.images });
    if (deleted.length === 0) throw replyNotFound();
    await resolveReportsOf(tx, admin, eq(forumReports.replyId, replyId));
    return deleted.flatMap((row) => row.images);
  });
  await deleteStoredImages(db, storage, images);
}
