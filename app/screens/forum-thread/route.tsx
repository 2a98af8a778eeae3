import {
  useLoaderData,
  useLocation,
  useNavigate,
  useRevalidator,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { useAuth } from '../../auth/auth-store';
import { loginHref } from '../../auth/return-path';
import { resolveOwnerId } from '../../commerce/owner';
import {
  addReply,
  deleteReply,
  deleteThread,
  getForumCategory,
  moderateThread,
  postAuthor,
  readThread,
  reportPost,
  setReplyUpvote,
  setThreadUpvote,
} from '../../data/forum';
import { ForumThreadScreen, type ThreadReport } from './ForumThreadScreen';
import { paths } from '@domain/paths';
import { useStoreName } from '@app/layout/store-name';

/** The thread, once the browser's session is known: a signed-in reader never sees the guest view. */
export async function loader({ params }: LoaderFunctionArgs) {
  const [found] = await Promise.all([readThread(params.threadId ?? ''), resolveOwnerId()]);
  if (!found) return { thread: null, category: null, replies: [] };
  const category = await getForumCategory(found.thread.category);
  return { thread: found.thread, category: category ?? null, replies: found.replies };
}
// On a painted thread it still reads once in the browser (over the painted data, which stays on
// screen meanwhile): that read counts the visitor's view.
loader.hydrate = true as const;

export function Component() {
  const storeName = useStoreName();
  const { thread, category, replies } = useLoaderData<typeof loader>();
  const account = useAuth((state) => state.account);
  const isAdmin = useAuth((state) => state.isAdmin);
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();

  async function report({ replyId, reason, details }: ThreadReport) {
    if (!thread) return;
    await reportPost(thread.id, { reason, details, ...(replyId ? { replyId } : {}) });
  }

  return (
    <>
      <title>{`${thread ? thread.title : 'Thread not found'} | Forum | ${storeName}`}</title>
      <ForumThreadScreen
        // Votes and replies shown while saving belong to one thread: start afresh on another.
        key={thread?.id ?? 'not-found'}
        thread={thread}
        category={category}
        replies={replies}
        author={postAuthor(account)}
        isSignedIn={account !== null}
        signInHref={loginHref(`${location.pathname}${location.search}`)}
        isAdmin={isAdmin}
        onThreadUpvote={async (upvoted) => {
          if (!thread) return;
          await setThreadUpvote(thread.id, upvoted);
          await revalidate();
        }}
        onReplyUpvote={async (replyId, upvoted) => {
          await setReplyUpvote(replyId, upvoted);
          await revalidate();
        }}
        onReply={async (draft) => {
          if (!thread) throw new Error('This thread no longer exists.');
          const reply = await addReply(thread.id, draft);
          await revalidate();
          return reply;
        }}
        onReport={report}
        onCopyLink={(url) => navigator.clipboard.writeText(url)}
        onModerate={async (patch) => {
          if (!thread) return;
          await moderateThread(thread.id, patch);
          await revalidate();
        }}
        onDeleteThread={async () => {
          if (!thread) return;
          await deleteThread(thread.id);
          await navigate(paths.forumCategory(thread.category), { replace: true });
        }}
        onDeleteReply={async (replyId) => {
          await deleteReply(replyId);
          await revalidate();
        }}
      />
    </>
  );
}
