import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { brand } from '../../../domain/brand';
import { useAuth } from '../../auth/auth-store';
import {
  addReply,
  getForumCategory,
  getThread,
  listReplies,
  postAuthor,
  setReplyUpvote,
  setThreadUpvote,
} from '../../data/forum';
import { sendMessage } from '../../data/messages';
import { ForumThreadScreen, type ThreadReport } from './ForumThreadScreen';

export async function loader({ params }: LoaderFunctionArgs) {
  const thread = await getThread(params.threadId ?? '');
  if (!thread) return { thread: null, category: null, replies: [] };
  const [category, replies] = await Promise.all([
    getForumCategory(thread.category),
    listReplies(thread.id),
  ]);
  return { thread, category: category ?? null, replies };
}

export function Component() {
  const { thread, category, replies } = useLoaderData<typeof loader>();
  const account = useAuth((state) => state.account);
  const { revalidate } = useRevalidator();
  const author = postAuthor(account);

  async function report({ target, replyId, reason, details }: ThreadReport) {
    if (!thread) return;
    // A reply's report names the reply; without one, it is about the opening post.
    const about = target === 'reply' && replyId ? { replyId } : {};
    await sendMessage({
      type: 'forum-report',
      body: details,
      details: { threadId: thread.id, threadTitle: thread.title, ...about, reason },
    });
  }

  return (
    <>
      <title>{`${thread ? thread.title : 'Thread not found'} | Forum | ${brand.name}`}</title>
      <ForumThreadScreen
        // Votes and replies shown while saving belong to one thread: start afresh on another.
        key={thread?.id ?? 'not-found'}
        thread={thread}
        category={category}
        replies={replies}
        author={author}
        isSignedIn={account !== null}
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
          const reply = await addReply(thread.id, draft, postAuthor(account));
          await revalidate();
          return reply;
        }}
        onReport={report}
        onCopyLink={(url) => navigator.clipboard.writeText(url)}
      />
    </>
  );
}
