import { Lock, MessagesSquare, Pin } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { ForumPost } from '../../../design-system/patterns/ForumPost/ForumPost';
import { countOf } from '../../../design-system/patterns/ForumPost/forum-format';
import { ReplyCard } from '../../../design-system/patterns/ReplyCard/ReplyCard';
import { Alert } from '../../../design-system/primitives/Alert/Alert';
import { Badge } from '../../../design-system/primitives/Badge/Badge';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState';
import { Heading } from '../../../design-system/primitives/Heading/Heading';
import { BackLink } from '../../../design-system/primitives/Link/Link';
import { LinkButton } from '../../../design-system/primitives/LinkButton/LinkButton';
import { Section } from '../../../design-system/primitives/Section/Section';
import { Stack } from '../../../design-system/primitives/Stack/Stack';
import { Text } from '../../../design-system/primitives/Text/Text';
import { showToast } from '../../../design-system/primitives/Toast/Toast';
import type { ForumAuthor, ForumCategory, ForumReply, ForumThread } from '../../../domain/types';
import { forumCategoryPath, forumThreadPath } from '../forum/forum-links';
import { quoteOf } from './quote';
import { ReplyForm, type ReplyFormHandle } from './ReplyForm';
import { ReportDialog, type ReportTarget } from './ReportDialog';
import type { ReportValues } from './reply-schema';

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
  /** Saves this visitor's vote on the thread (true: upvoted). */
  onThreadUpvote: (upvoted: boolean) => Promise<unknown>;
  onReplyUpvote: (replyId: string, upvoted: boolean) => Promise<unknown>;
  /** Posts a reply; resolves with it as saved. */
  onReply: (reply: { content: string; images: string[] }) => Promise<ForumReply>;
  onReport: (report: ThreadReport) => Promise<unknown>;
  /** Puts the thread's address on the clipboard. */
  onCopyLink: (url: string) => Promise<void>;
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
 * A thread: the opening post with Upvote, Share and Report; the replies with Upvote, Quote
 * and Report; and Post Reply (or a note when the thread is locked). An unknown thread shows
 * 'Thread not found'.
 */
export function ForumThreadScreen({
  thread,
  category,
  replies,
  author,
  isSignedIn,
  onThreadUpvote,
  onReplyUpvote,
  onReply,
  onReport,
  onCopyLink,
}: ForumThreadScreenProps) {
  const titleId = useId();
  const repliesId = useId();
  const postReplyId = useId();
  const replyForm = useRef<ReplyFormHandle>(null);
  const [votes, setVotes] = useState<Record<string, boolean>>({});
  const [posted, setPosted] = useState<ForumReply[]>([]);
  const [reportTarget, setReportTarget] = useState<ReportTarget | null>(null);

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
              <LinkButton href="/forum" variant="accent">
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

  async function vote(key: string, wanted: boolean, save: (wanted: boolean) => Promise<unknown>) {
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
    const url = new URL(forumThreadPath(threadId), window.location.origin).href;
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

  return (
    <>
      <Section spacing="md" width="md">
        <Stack gap="xl">
          <Stack gap="sm">
            <BackLink href={category ? forumCategoryPath(category.id) : '/forum'}>
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
            onReport={() => setReportTarget({ kind: 'thread', authorName: thread.author.name })}
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
                          setReportTarget({
                            kind: 'reply',
                            replyId: reply.id,
                            authorName: reply.author.name,
                          })
                        }
                      />
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
            ) : (
              <ReplyForm
                handleRef={replyForm}
                draftKey={`forum-reply.${thread.id}`}
                author={author}
                isSignedIn={isSignedIn}
                onSubmit={postReply}
              />
            )}
          </Stack>
        </Stack>
      </Section>
      <ReportDialog
        target={reportTarget}
        onClose={() => setReportTarget(null)}
        onSubmit={sendReport}
      />
    </>
  );
}
