import { Lock, LockOpen, MessagesSquare, Pin, PinOff, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { ForumPost } from '@ds/patterns/ForumPost/ForumPost';
import { ReplyCard } from '@ds/patterns/ReplyCard/ReplyCard';
import { Alert } from '@ds/primitives/Alert/Alert';
import { AlertDialog } from '@ds/primitives/AlertDialog/AlertDialog';
import { Badge } from '@ds/primitives/Badge/Badge';
import { Button } from '@ds/primitives/Button/Button';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { Heading } from '@ds/primitives/Heading/Heading';
import { BackLink } from '@ds/primitives/Link/Link';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import { showToast } from '@ds/primitives/Toast/toast-queue';
import type { ThreadModeration } from '@domain/forum-schemas';
import type { ForumAuthor, ForumCategory, ForumReply, ForumThread } from '@domain/types';
import { quoteOf } from './quote';
import { ReplyForm, type ReplyFormHandle } from './ReplyForm';
import { ReportDialog, type ReportTarget } from './ReportDialog';
import type { ReportValues } from './reply-schema';
import { countOf } from '@ds/lib/count';
import { paths } from '@domain/paths';
import { SignInToPost } from '../../forum/SignInToPost';

/** A report as the moderators receive it. */
export interface ThreadReport extends ReportValues {
  target: 'thread' | 'reply';
  replyId?: string;
}

export interface ForumThreadScreenProps {
  /** Null when no thread has the id in the URL. */
  thread: ForumThread | null;
  category: ForumCategory | null;
  /** Oldest first. */
  replies: ForumReply[];
  /** Who a reply from this visitor is posted as. */
  author: ForumAuthor;
  isSignedIn: boolean;
  /** Where a guest signs in, coming back to this thread afterwards. */
  signInHref: string;
  /** Admins see Pin, Lock and Delete for the thread and Delete for each reply. */
  isAdmin?: boolean;
  /** Saves this visitor's vote on the thread (true: upvoted). */
  onThreadUpvote: (upvoted: boolean) => Promise<unknown>;
  onReplyUpvote: (replyId: string, upvoted: boolean) => Promise<unknown>;
  /** Posts a reply; resolves with it as saved. */
  onReply: (reply: { content: string; images: string[] }) => Promise<ForumReply>;
  onReport: (report: ThreadReport) => Promise<unknown>;
  /** Puts the thread's address on the clipboard. */
  onCopyLink: (url: string) => Promise<void>;
  /** Admins: pins or locks the thread (or undoes either). */
  onModerate?: (patch: ThreadModeration) => Promise<unknown>;
  /** Admins: deletes the thread with its replies. */
  onDeleteThread?: () => Promise<unknown>;
  /** Admins: deletes one reply. */
  onDeleteReply?: (replyId: string) => Promise<unknown>;
}

/**
 * The vote this visitor asked for, shown at once while it is saved. Once the saved data
 * comes back with the same vote, the count in it already includes it.
 */
function shownVote(wanted: boolean | undefined, saved: boolean, savedCount: number) {
  const isUpvoted = wanted ?? saved;
  const change = isUpvoted === saved ? 0 : isUpvoted ? 1 : -1;
  return { isUpvoted, count: Math.max(0, savedCount + change) };
}

const threadVoteKey = 'thread';

/**
 * /forum/thread/:id: a thread and its replies, to upvote, quote, report and answer (unless
 * locked).
 */
export function ForumThreadScreen({
  thread,
  category,
  replies,
  author,
  isSignedIn,
  signInHref,
  isAdmin = false,
  onThreadUpvote,
  onReplyUpvote,
  onReply,
  onReport,
  onCopyLink,
  onModerate,
  onDeleteThread,
  onDeleteReply,
}: ForumThreadScreenProps) {
  const titleId = useId();
  const repliesId = useId();
  const postReplyId = useId();
  const replyForm = useRef<ReplyFormHandle>(null);
  const [votes, setVotes] = useState<Record<string, boolean>>({});
  const [posted, setPosted] = useState<ForumReply[]>([]);
  const [reportTarget, setReportTarget] = useState<ReportTarget | null>(null);
  const [isDeletingThread, setDeletingThread] = useState(false);
  // The reply stays named while its dialog closes, so the closing dialog keeps its text.
  const [replyToDelete, setReplyToDelete] = useState<ForumReply | null>(null);
  const [isDeletingReply, setDeletingReply] = useState(false);
  const [moderating, setModerating] = useState<keyof ThreadModeration | null>(null);

  if (!thread) {
    return (
      <>
        <Section spacing="lg">
          <EmptyState
            headingLevel={1}
            icon={<MessagesSquare aria-hidden="true" />}
            title="Thread not found"
            description="This discussion does not exist or was removed. Browse the forum for other threads."
            action={
              <LinkButton href={paths.forum()} variant="accent">
                Back to Forum
              </LinkButton>
            }
          />
        </Section>
      </>
    );
  }

  // Replies posted here stay listed even before the saved list comes back with them.
  const allReplies = [
    ...replies,
    ...posted.filter((reply) => !replies.some((saved) => saved.id === reply.id)),
  ];
  const postedIds = new Set(posted.map((reply) => reply.id));
  const threadVote = shownVote(
    votes[threadVoteKey],
    Boolean(thread.userHasUpvoted),
    thread.upvotes,
  );

  /** Votes and reports need an account: a guest is told so instead. */
  function askToSignIn(action: string) {
    showToast({
      title: `Sign in to ${action}`,
      description: 'Use Sign in to post below; you will come back to this thread.',
    });
  }

  async function vote(key: string, wanted: boolean, save: (wanted: boolean) => Promise<unknown>) {
    if (!isSignedIn) return askToSignIn('vote');
    const previous = votes[key];
    setVotes((current) => ({ ...current, [key]: wanted }));
    try {
      await save(wanted);
    } catch {
      setVotes((current) => ({ ...current, [key]: previous ?? !wanted }));
      showToast({
        title: 'Your vote was not saved',
        description: 'Please try again in a moment.',
        tone: 'error',
      });
    }
  }

  async function share(threadId: string) {
    const url = new URL(paths.forumThread(threadId), window.location.origin).href;
    try {
      await onCopyLink(url);
      showToast({ title: 'Link copied', description: url });
    } catch {
      showToast({
        title: 'Could not copy the link',
        description: 'Copy the address from your browser’s address bar instead.',
        tone: 'error',
      });
    }
  }

  async function postReply(values: { content: string; images: { url: string }[] }) {
    const reply = await onReply({
      content: values.content,
      images: values.images.map((image) => image.url),
    });
    setPosted((current) => [...current, reply]);
    showToast({ title: 'Reply posted', description: 'It is now at the end of the thread.' });
  }

  async function sendReport(values: ReportValues, target: ReportTarget) {
    await onReport({ ...values, target: target.kind, replyId: target.replyId });
  }

  function openReport(target: ReportTarget) {
    if (!isSignedIn) return askToSignIn('report a post');
    setReportTarget(target);
  }

  async function moderate(patch: ThreadModeration) {
    if (!onModerate) return;
    setModerating(patch.isPinned !== undefined ? 'isPinned' : 'isLocked');
    try {
      await onModerate(patch);
    } catch (failure) {
      showToast({
        title: 'The thread was not changed',
        description: failure instanceof Error ? failure.message : 'Please try again.',
        tone: 'error',
      });
    } finally {
      setModerating(null);
    }
  }

  return (
    <>
      <Section spacing="md" width="md">
        <Stack gap="xl">
          <Stack gap="sm">
            <BackLink href={category ? paths.forumCategory(category.id) : paths.forum()}>
              {category ? `Back to ${category.name}` : 'Back to Forum'}
            </BackLink>
            {thread.isPinned || thread.isLocked ? (
              <Stack direction="row" gap="sm" wrap>
                {thread.isPinned ? (
                  <Badge tone="gold" icon={Pin}>
                    Pinned
                  </Badge>
                ) : null}
                {thread.isLocked ? (
                  <Badge tone="neutral" icon={Lock}>
                    Locked
                  </Badge>
                ) : null}
              </Stack>
            ) : null}
            <Heading id={titleId} level={1} size="2xl">
              {thread.title}
            </Heading>
            {isAdmin ? (
              <Stack direction="row" gap="sm" wrap role="group" aria-label="Moderation">
                <Button
                  variant="outline"
                  size="sm"
                  isPending={moderating === 'isPinned'}
                  onPress={() => void moderate({ isPinned: !thread.isPinned })}
                >
                  {thread.isPinned ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />}
                  {thread.isPinned ? 'Unpin Thread' : 'Pin Thread'}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  isPending={moderating === 'isLocked'}
                  onPress={() => void moderate({ isLocked: !thread.isLocked })}
                >
                  {thread.isLocked ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
                  {thread.isLocked ? 'Unlock Thread' : 'Lock Thread'}
                </Button>
                <Button variant="destructive" size="sm" onPress={() => setDeletingThread(true)}>
                  <Trash2 aria-hidden="true" />
                  Delete Thread
                </Button>
              </Stack>
            ) : null}
            <Text size="sm" tone="muted">
              {[
                category?.name,
                countOf(allReplies.length, 'reply', 'replies'),
                countOf(thread.views, 'view'),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>

          <ForumPost
            aria-labelledby={titleId}
            author={thread.author}
            createdAt={thread.createdAt}
            content={thread.content}
            images={thread.images}
            upvotes={threadVote.count}
            isUpvoted={threadVote.isUpvoted}
            onUpvoteChange={(wanted) => void vote(threadVoteKey, wanted, onThreadUpvote)}
            onShare={() => void share(thread.id)}
            onReport={() => openReport({ kind: 'thread', authorName: thread.author.name })}
          />

          <Stack as="section" gap="md" aria-labelledby={repliesId}>
            <Heading id={repliesId} level={2} size="lg">
              {countOf(allReplies.length, 'Reply', 'Replies')}
            </Heading>
            {allReplies.length > 0 ? (
              <Stack as="ol" gap="md">
                {allReplies.map((reply) => {
                  const replyVote = shownVote(votes[reply.id], reply.userHasUpvoted, reply.upvotes);
                  return (
                    <li key={reply.id}>
                      <ReplyCard
                        author={reply.author}
                        createdAt={reply.createdAt}
                        content={reply.content}
                        images={reply.images}
                        isEdited={reply.isEdited}
                        upvotes={replyVote.count}
                        isUpvoted={replyVote.isUpvoted}
                        isHighlighted={postedIds.has(reply.id)}
                        onUpvoteChange={(wanted) =>
                          void vote(reply.id, wanted, (upvoted) => onReplyUpvote(reply.id, upvoted))
                        }
                        onQuote={
                          thread.isLocked
                            ? undefined
                            : () =>
                                replyForm.current?.addQuote(
                                  quoteOf(reply.content, reply.author.name),
                                )
                        }
                        onReport={() =>
                          openReport({
                            kind: 'reply',
                            replyId: reply.id,
                            authorName: reply.author.name,
                          })
                        }
                      />
                      {isAdmin ? (
                        <Stack direction="row" justify="end">
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={`Delete reply by ${reply.author.name}`}
                            onPress={() => {
                              setReplyToDelete(reply);
                              setDeletingReply(true);
                            }}
                          >
                            <Trash2 aria-hidden="true" />
                            Delete Reply
                          </Button>
                        </Stack>
                      ) : null}
                    </li>
                  );
                })}
              </Stack>
            ) : (
              <Text tone="muted">No replies yet. Share your experience below.</Text>
            )}
          </Stack>

          <Stack as="section" gap="md" aria-labelledby={postReplyId}>
            <Heading id={postReplyId} level={2} size="lg">
              Post a Reply
            </Heading>
            {thread.isLocked ? (
              <Alert tone="info" title="This thread is locked">
                New replies are turned off for this thread. You can still upvote, share and report
                posts, or start a new thread.
              </Alert>
            ) : isSignedIn ? (
              <ReplyForm
                handleRef={replyForm}
                draftKey={`forum-reply.${thread.id}`}
                author={author}
                isSignedIn={isSignedIn}
                onSubmit={postReply}
              />
            ) : (
              <SignInToPost title="Join the conversation" signInHref={signInHref}>
                Replies, upvotes and reports need an account. Sign in and you will come back to this
                thread.
              </SignInToPost>
            )}
          </Stack>
        </Stack>
      </Section>
      <ReportDialog
        target={reportTarget}
        onClose={() => setReportTarget(null)}
        onSubmit={sendReport}
      />
      {isAdmin ? (
        <>
          <AlertDialog
            isOpen={isDeletingThread}
            onOpenChange={setDeletingThread}
            title="Delete Thread"
            confirmLabel="Delete"
            pendingLabel="Deleting..."
            onConfirm={onDeleteThread}
          >
            {`Are you sure you want to delete "${thread.title}"? Its replies go with it. This action cannot be undone.`}
          </AlertDialog>
          <AlertDialog
            isOpen={isDeletingReply}
            onOpenChange={setDeletingReply}
            title="Delete Reply"
            confirmLabel="Delete"
            pendingLabel="Deleting..."
            onConfirm={
              replyToDelete && onDeleteReply ? () => onDeleteReply(replyToDelete.id) : undefined
            }
          >
            {replyToDelete
              ? `Are you sure you want to delete the reply by ${replyToDelete.author.name}? This action cannot be undone.`
              : null}
          </AlertDialog>
        </>
      ) : null}
    </>
  );
}
