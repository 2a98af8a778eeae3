import type {
  ForumReportEntry,
  ForumReportInput,
  ForumReportUpdate,
  ForumVote,
  ThreadModeration,
} from '../../domain/forum-schemas';
import type {
  ForumAuthor,
  ForumCategory,
  ForumReply,
  ForumStats,
  ForumThread,
} from '../../domain/types';
import type { Page } from '../../domain/paging';
import { api, apiFind } from './api';
import { dataUrlToBlob } from './data-url';

/**
 * The forum, from the store's API (/api/forum). Reads send the sign-in token when there is one
 * (the server then marks the viewer's votes); posts send the ID token, whose name the server
 * shows as the author.
 */

const threadPath = (id: string) => `/forum/threads/${encodeURIComponent(id)}`;
const replyPath = (id: string) => `/forum/replies/${encodeURIComponent(id)}`;

export const listForumCategories = () => api<ForumCategory[]>('/forum/categories');

export const getForumCategory = (id: string) =>
  apiFind<ForumCategory>(`/forum/categories/${encodeURIComponent(id)}`);

/** Members, threads, votes and photos, counted by the server. */
export const getForumStats = () => api<ForumStats>('/forum/stats');

/**
 * One page of threads, searched and sorted by the server, with the total; `search` is GET
 * /api/forum/threads's query ('' or '?…', app/forum/thread-query.ts).
 */
export const listThreads = (search = '') =>
  api<Page<ForumThread>>(`/forum/threads${search}`, { signedIn: true });

/** The threads this tab has opened: loading one again (after a vote or a reply) is no new view. */
const viewedThreads = new Set<string>();

/**
 * A thread with its replies (oldest first), or undefined for an unknown id. The first load in
 * this tab asks to count a view; the server counts one a day per account or guest address.
 */
export async function readThread(
  id: string,
): Promise<{ thread: ForumThread; replies: ForumReply[] } | undefined> {
  const countView = !viewedThreads.has(id);
  const found = await apiFind<{ thread: ForumThread; replies: ForumReply[] }>(
    `${threadPath(id)}${countView ? '' : '?countView=false'}`,
    { signedIn: true },
  );
  if (found) viewedThreads.add(id);
  return found;
}

/** What a guest is called on the forum's "Posting as" line. */
export const guestAuthorName = 'Guest';

/**
 * Who the "Posting as" line names: the signed-in account (its name, else its e-mail's local
 * part, as the server will show it) or 'Guest'. The server works out the real post count and
 * join date once the post is saved.
 */
export function postAuthor(
  account: { name?: string; email: string } | null | undefined,
  now = new Date(),
): ForumAuthor {
  const joinDate = now.toISOString().slice(0, 10);
  if (!account) return { name: guestAuthorName, joinDate, posts: 0 };
  const name = account.name?.trim() || account.email.split('@')[0] || account.email;
  return { name, badge: 'Member', joinDate, posts: 0 };
}

/** A picked image (the file drop's data URL) as a file to send; stored paths are not sent again. */
async function appendImages(form: FormData, images: readonly string[]) {
  let index = 0;
  for (const url of images) {
    if (!url.startsWith('data:')) continue;
    const blob = dataUrlToBlob(url);
    const extension = blob.type.split('/')[1] ?? 'bin';
    form.append('images', blob, `image-${++index}.${extension}`);
  }
}

export interface NewThread {
  title: string;
  category: string;
  content: string;
  /** Photos as data URLs; up to five. */
  images: string[];
}

export async function createThread(draft: NewThread): Promise<ForumThread> {
  const form = new FormData();
  form.append('title', draft.title);
  form.append('category', draft.category);
  form.append('content', draft.content);
  await appendImages(form, draft.images);
  return api<ForumThread>('/forum/threads', {
    method: 'POST',
    body: form,
    signedIn: true,
    asIdentity: true,
  });
}

export interface NewReply {
  content: string;
  /** Photos as data URLs; up to five. */
  images?: string[];
}

export async function addReply(threadId: string, draft: NewReply): Promise<ForumReply> {
  const form = new FormData();
  form.append('content', draft.content);
  await appendImages(form, draft.images ?? []);
  return api<ForumReply>(`${threadPath(threadId)}/replies`, {
    method: 'POST',
    body: form,
    signedIn: true,
    asIdentity: true,
  });
}

/** Sets the viewer's one vote (pressed or not), so a repeated request changes nothing. */
export const setThreadUpvote = (threadId: string, upvoted: boolean) =>
  api<ForumVote>(`${threadPath(threadId)}/vote?upvoted=${upvoted}`, {
    method: 'POST',
    signedIn: true,
  });

export const setReplyUpvote = (replyId: string, upvoted: boolean) =>
  api<ForumVote>(`${replyPath(replyId)}/vote?upvoted=${upvoted}`, {
    method: 'POST',
    signedIn: true,
  });

/** Reports the thread, or one of its replies, to the moderators. */
export const reportPost = (threadId: string, report: ForumReportInput) =>
  api<{ id: string }>(`${threadPath(threadId)}/reports`, {
    method: 'POST',
    body: report,
    signedIn: true,
    asIdentity: true,
  });

/** Admins: pin or lock a thread, or undo either. */
export const moderateThread = (threadId: string, patch: ThreadModeration) =>
  api<ForumThread>(threadPath(threadId), { method: 'PATCH', body: patch, signedIn: true });

/** Admins delete a thread (with its replies); the ID token names them on its reports. */
export const deleteThread = (threadId: string) =>
  api<undefined>(threadPath(threadId), { method: 'DELETE', signedIn: true, asIdentity: true });

export const deleteReply = (replyId: string) =>
  api<undefined>(replyPath(replyId), { method: 'DELETE', signedIn: true, asIdentity: true });

/** Admins: the reports, newest first. */
export const listReports = () => api<ForumReportEntry[]>('/forum/reports', { signedIn: true });

/** Admins dismiss a report, or open it again; the ID token names who did. */
export const setReportStatus = (reportId: string, update: ForumReportUpdate) =>
  api<ForumReportEntry>(`/forum/reports/${encodeURIComponent(reportId)}`, {
    method: 'PATCH',
    body: update,
    signedIn: true,
    asIdentity: true,
  });
