import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, toastQueue } from '@ds/primitives/Toast/Toast';
import { forumCategories, forumThreadById, repliesForThread } from '@fixtures/forum';
import type { ForumAuthor, ForumReply } from '@domain/types';
import { imagesLoaded } from '../../forum/story-helpers';
import { ForumThreadScreen, type ForumThreadScreenProps } from './ForumThreadScreen';

const stall = forumThreadById('beating-the-brisket-stall')!;
const welcome = forumThreadById('welcome-to-the-forum')!;
const ribs = forumThreadById('sunday-rib-cook-log')!;
const categoryOf = (id: string) => forumCategories.find((category) => category.id === id)!;

const guest: ForumAuthor = { name: 'Guest', joinDate: '2024-12-15', posts: 0 };
const member: ForumAuthor = {
  name: 'Pat Smoker',
  badge: 'Member',
  joinDate: '2024-12-15',
  posts: 0,
};
const signInHref = '/login?redirect=%2Fforum%2Fthread%2Fbeating-the-brisket-stall';

/** What the data module hands back for a posted reply, at a fixed time. */
function savedReply(author: ForumAuthor) {
  return async ({
    content,
    images,
  }: {
    content: string;
    images: string[];
  }): Promise<ForumReply> => ({
    id: 'reply-posted-in-story',
    threadId: stall.id,
    author,
    content,
    images,
    createdAt: '2024-12-15T18:00:00.000Z',
    upvotes: 0,
    isEdited: false,
    userHasUpvoted: false,
  });
}

const pngPixel =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPYosUNAAJ/AOpRUIFHAAAAAElFTkSuQmCC';

function pngFile(name: string): File {
  const bytes = Uint8Array.from(atob(pngPixel), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

const replyBox = () => screen.getByRole('textbox', { name: /Your reply/ });
const replyArticle = (name: string) =>
  within(screen.getByRole('article', { name: `Reply by ${name}` }));

/**
 * A thread on the sample data, for a signed-in member: the opening post, its replies and Post
 * Reply. Votes show at once, Quote fills the reply box, Share copies the link, Report opens a
 * dialog, and a posted reply appears at the end of the list. A guest is asked to sign in
 * instead; an admin also gets Pin, Lock and Delete.
 */
const meta = {
  title: 'Screens/Forum/Thread',
  component: ForumThreadScreen,
  parameters: { layout: 'fullscreen', route: '/forum/thread/beating-the-brisket-stall' },
  args: {
    thread: stall,
    category: categoryOf(stall.category),
    replies: repliesForThread(stall.id),
    author: member,
    isSignedIn: true,
    signInHref,
    isAdmin: false,
    onThreadUpvote: fn(async () => undefined),
    onReplyUpvote: fn(async () => undefined),
    onReply: fn(savedReply(member)),
    onReport: fn(async () => undefined),
    onCopyLink: fn(async () => undefined),
    onModerate: fn(async () => undefined),
    onDeleteThread: fn(async () => undefined),
    onDeleteReply: fn(async () => undefined),
  },
  beforeEach: () => {
    // Drafts and toasts outlive a story in the same page: every story starts clean.
    sessionStorage.clear();
    toastQueue.clear();
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof ForumThreadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Beating the brisket stall: wrap or ride it out?',
      }),
    ).toBeVisible();
    const post = within(canvas.getByRole('article', { name: stall.title }));
    await expect(post.getByText('Carla Nguyen')).toBeVisible();
    await expect(post.getByText('Smoke Master')).toBeVisible();
    await expect(post.getByText('Joined').nextElementSibling).toHaveTextContent('May 2022');
    await expect(post.getByText('Posts').nextElementSibling).toHaveTextContent('486');
    await expect(canvas.getByRole('heading', { level: 2, name: '3 Replies' })).toBeVisible();
    await expect(replyArticle('Andre Williams').getByText('(edited)')).toBeVisible();
    await expect(
      replyArticle('Andre Williams').getByRole('button', { name: /^Upvote reply/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('link', { name: 'Back to Smoking Techniques' })).toHaveAttribute(
      'href',
      '/forum/category/smoking-techniques',
    );
    await expect(canvas.getByText(/^Posting as/)).toHaveTextContent('Posting as Pat Smoker Member');
    // Moderation is the admin's alone.
    await expect(canvas.queryByRole('button', { name: 'Pin Thread' })).toBeNull();
    await imagesLoaded(canvasElement);
  },
};

/**
 * A guest reads everything but is asked to sign in to post, with a link that comes back to
 * this thread; pressing Upvote or Report says the same instead of sending anything.
 */
export const Guest: Story = {
  args: { author: guest, isSignedIn: false },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.queryByRole('textbox', { name: /Your reply/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Sign in to post' })).toHaveAttribute(
      'href',
      signInHref,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Upvote thread, 45 upvotes' }));
    await expect(await screen.findByText('Sign in to vote')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upvote thread, 45 upvotes' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(args.onThreadUpvote).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Report thread' }));
    await expect(await screen.findByText('Sign in to report a post')).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
    toastQueue.clear();
    await imagesLoaded(canvasElement);
  },
};

/** An admin pins, locks and deletes the thread, and deletes a reply after confirming. */
export const Admin: Story = {
  args: { isAdmin: true },
  play: async ({ args, canvas, canvasElement }) => {
    const moderation = within(canvas.getByRole('group', { name: 'Moderation' }));
    await userEvent.click(moderation.getByRole('button', { name: 'Pin Thread' }));
    await expect(args.onModerate).toHaveBeenCalledWith({ isPinned: true });
    await userEvent.click(moderation.getByRole('button', { name: 'Lock Thread' }));
    await expect(args.onModerate).toHaveBeenCalledWith({ isLocked: true });

    await userEvent.click(canvas.getByRole('button', { name: 'Delete reply by Dwayne Carter' }));
    const replyDialog = within(await screen.findByRole('alertdialog', { name: 'Delete Reply' }));
    await expect(
      replyDialog.getByText(
        'Are you sure you want to delete the reply by Dwayne Carter? This action cannot be undone.',
      ),
    ).toBeVisible();
    await userEvent.click(replyDialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDeleteReply).toHaveBeenCalledWith('reply-stall-3');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await userEvent.click(moderation.getByRole('button', { name: 'Delete Thread' }));
    const threadDialog = within(await screen.findByRole('alertdialog', { name: 'Delete Thread' }));
    await userEvent.click(threadDialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDeleteThread).not.toHaveBeenCalled();
    // The pending buttons were announced by reference; the announcer keeps pointing at labels
    // that changed back, which axe would flag on this screenshot (as in ReportReply).
    for (const region of document.querySelectorAll('[data-live-announcer] [aria-live]')) {
      region.replaceChildren();
    }
    await imagesLoaded(canvasElement);
  },
};

/** A phone, on a thread with photos. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { thread: ribs, category: categoryOf(ribs.category), replies: repliesForThread(ribs.id) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: ribs.title })).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Photo 2 of 2 from Lauren Brooks' }),
    ).toBeVisible();
    await expect(canvas.getByText('No replies yet. Share your experience below.')).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** Upvotes change at once (count and pressed state) and are handed to the data module. */
export const Upvote: Story = {
  play: async ({ args, canvasElement }) => {
    const lauren = replyArticle('Lauren Brooks');
    const upvote = lauren.getByRole('button', {
      name: 'Upvote reply by Lauren Brooks, 11 upvotes',
    });
    await userEvent.click(upvote);
    await expect(upvote).toHaveAttribute('aria-pressed', 'true');
    await expect(upvote).toHaveTextContent('12');
    await expect(args.onReplyUpvote).toHaveBeenCalledWith('reply-stall-2', true);
    // Taking back the vote on Andre's reply, which this visitor had upvoted.
    const andre = replyArticle('Andre Williams').getByRole('button', { name: /^Upvote reply/ });
    await userEvent.click(andre);
    await expect(andre).toHaveAttribute('aria-pressed', 'false');
    await expect(andre).toHaveTextContent('26');
    await expect(args.onReplyUpvote).toHaveBeenCalledWith('reply-stall-1', false);
    // The thread itself, by keyboard.
    const thread = within(canvasElement).getByRole('button', { name: 'Upvote thread, 45 upvotes' });
    thread.focus();
    await userEvent.keyboard(' ');
    await expect(thread).toHaveAttribute('aria-pressed', 'true');
    await expect(thread).toHaveTextContent('46');
    await expect(args.onThreadUpvote).toHaveBeenCalledWith(true);
    await imagesLoaded(canvasElement);
  },
};

/** A vote that cannot be saved is taken back, with a message. */
export const UpvoteFails: Story = {
  args: { onReplyUpvote: fn(async () => Promise.reject(new Error('Storage is full'))) },
  play: async () => {
    const upvote = replyArticle('Lauren Brooks').getByRole('button', { name: /^Upvote reply/ });
    await userEvent.click(upvote);
    await waitFor(() => expect(upvote).toHaveAttribute('aria-pressed', 'false'));
    await expect(upvote).toHaveTextContent('11');
    await expect(await screen.findByText('Your vote was not saved')).toBeVisible();
    toastQueue.clear();
  },
};

/** Quote puts the first lines and the author into the reply box and focuses it. */
export const QuoteReply: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(replyBox(), 'Agreed.');
    await userEvent.click(
      replyArticle('Dwayne Carter').getByRole('button', { name: 'Quote reply by Dwayne Carter' }),
    );
    await expect(replyBox()).toHaveFocus();
    await expect(replyBox()).toHaveValue(
      'Agreed.\n\n> Paper over foil every time. Foil gives you pot roast.\n> — Dwayne Carter\n\n',
    );
    await imagesLoaded(canvasElement);
  },
};

/** Posting: the reply appears at the end of the list, the box empties, a toast confirms. */
export const PostReply: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(replyBox(), '  Butcher paper at 165 °F, every time.  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Reply' }));
    await expect(args.onReply).toHaveBeenCalledWith({
      content: 'Butcher paper at 165 °F, every time.',
      images: [],
    });
    const replies = within(canvas.getByRole('region', { name: '4 Replies' })).getAllByRole(
      'article',
    );
    await expect(replies.at(-1)).toHaveAccessibleName('Reply by Pat Smoker');
    await expect(replies.at(-1)).toHaveTextContent('Butcher paper at 165 °F, every time.');
    await expect(replyBox()).toHaveValue('');
    await expect(await screen.findByText('Reply posted')).toBeVisible();
    toastQueue.clear();
    await imagesLoaded(canvasElement);
  },
};

/** A signed-in member posts under their name with the 'Member' badge, with a photo. */
export const PostReplyWithImage: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText(/^Posting as/)).toHaveTextContent('Posting as Pat Smoker Member');
    await userEvent.type(replyBox(), 'Here is how my bark came out.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Images' }));
    // Focus moves to the field's own 'Add images' button, which opens the file dialog.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add images' })).toHaveFocus());
    await userEvent.upload(
      canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!,
      pngFile('bark.png'),
    );
    await expect(await canvas.findByRole('img', { name: 'bark.png' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Post Reply' }));
    await waitFor(() => expect(args.onReply).toHaveBeenCalledOnce());
    const [{ images }] = (args.onReply as unknown as { mock: { calls: [{ images: string[] }][] } })
      .mock.calls[0]!;
    await expect(images).toEqual([expect.stringMatching(/^data:image\/png;base64,/)]);
    const posted = replyArticle('Pat Smoker');
    await expect(posted.getByText('Member')).toBeVisible();
    await expect(posted.getByRole('img', { name: 'Photo 1 of 1 from Pat Smoker' })).toBeVisible();
    // The image field closes again, empty.
    await expect(canvas.getByRole('button', { name: 'Add Images' })).toBeVisible();
    toastQueue.clear();
    await imagesLoaded(canvasElement);
  },
};

/** What was typed in the reply box comes back after a reload, until it is posted. */
export const DraftRestored: Story = {
  beforeEach: () => {
    sessionStorage.setItem(
      'ff.draft.forum-reply.beating-the-brisket-stall',
      JSON.stringify({ content: 'Half-written: I wrap at' }),
    );
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(replyBox()).toHaveValue('Half-written: I wrap at'));
    await userEvent.type(replyBox(), ' 170 °F.');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Reply' }));
    await expect(await canvas.findByText('Half-written: I wrap at 170 °F.')).toBeVisible();
    // Posted: the draft is gone.
    await expect(
      sessionStorage.getItem('ff.draft.forum-reply.beating-the-brisket-stall'),
    ).toBeNull();
    toastQueue.clear();
  },
};

/** Empty and too-short replies are refused with a message under the box. */
export const ReplyInvalid: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Post Reply' }));
    await expect(await canvas.findByText('Write a reply before posting.')).toBeVisible();
    await expect(replyBox()).toHaveFocus();
    await userEvent.type(replyBox(), ' k ');
    await userEvent.tab();
    await expect(
      await canvas.findByText('Your reply must be at least 2 characters.'),
    ).toBeVisible();
    await expect(replyBox()).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onReply).not.toHaveBeenCalled();
  },
};

/** A reply that cannot be saved: the banner says so and the text stays. */
export const ReplyFails: Story = {
  args: {
    onReply: fn<ForumThreadScreenProps['onReply']>(async () => {
      throw new Error('This thread is locked: no new replies.');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(replyBox(), 'Wrap in paper.');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Reply' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your reply was not posted: This thread is locked: no new replies. Your text is still here; try again.',
    );
    await expect(replyBox()).toHaveValue('Wrap in paper.');
  },
};

/** Share copies the thread's address and says so; if the clipboard refuses, the toast says what to do. */
export const Share: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.onCopyLink).toHaveBeenCalledWith(
      `${window.location.origin}/forum/thread/beating-the-brisket-stall`,
    );
    await expect(await screen.findByText('Link copied')).toBeVisible();
    toastQueue.clear();
  },
};

export const ShareFails: Story = {
  args: { onCopyLink: fn(async () => Promise.reject(new Error('Not allowed'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(await screen.findByText('Could not copy the link')).toBeVisible();
    await expect(
      screen.getByText('Copy the address from your browser’s address bar instead.'),
    ).toBeVisible();
    toastQueue.clear();
  },
};

/** Report a reply: a reason is required, details optional; then a confirmation. */
export const ReportReply: Story = {
  play: async ({ args }) => {
    await userEvent.click(
      replyArticle('Lauren Brooks').getByRole('button', { name: 'Report reply by Lauren Brooks' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Report reply by Lauren Brooks' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send Report' }));
    await expect(await dialog.findByText('Choose a reason.')).toBeVisible();
    await expect(args.onReport).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: /Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Off-topic' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Details/ }), 'Not about the stall.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Report' }));
    await expect(args.onReport).toHaveBeenCalledWith({
      target: 'reply',
      replyId: 'reply-stall-2',
      reason: 'off-topic',
      details: 'Not about the stall.',
    });
    await expect(await dialog.findByText('Report sent')).toBeVisible();
    // 'Sending...' was announced from the button the confirmation replaced; the announcer
    // keeps pointing at it for a few seconds, which axe would flag on this screenshot.
    for (const region of document.querySelectorAll('[data-live-announcer] [aria-live]')) {
      region.replaceChildren();
    }
    await expect(dialog.getByRole('button', { name: 'Done' })).toHaveFocus();
  },
};

/** Report the thread; Cancel closes without sending. */
export const ReportThreadCancel: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Report thread' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report this thread' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onReport).not.toHaveBeenCalled();
  },
};

/** The locked announcement: a note replaces the reply form, and replies cannot be quoted. */
export const Locked: Story = {
  parameters: { route: '/forum/thread/welcome-to-the-forum' },
  args: {
    thread: welcome,
    category: categoryOf(welcome.category),
    replies: repliesForThread(welcome.id),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Pinned')).toBeVisible();
    await expect(canvas.getByText('Locked')).toBeVisible();
    await expect(canvas.getByText('This thread is locked')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /Your reply/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Quote/ })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^Report reply/ })).toHaveLength(2);
    await imagesLoaded(canvasElement);
  },
};

/** A deleted account's posts stay: 'Former member', with no badge, join date or post count. */
const formerMember = { name: 'Former member' };
const formerMemberArgs = {
  thread: { ...stall, author: formerMember },
  replies: repliesForThread(stall.id).map((reply, index) =>
    index === 0 ? { ...reply, author: formerMember } : reply,
  ),
};

export const FormerMember: Story = {
  args: formerMemberArgs,
  play: async ({ canvas, canvasElement }) => {
    const post = canvas.getByRole('article', { name: stall.title });
    await expect(within(post).getByText('Former member')).toBeVisible();
    await expect(within(post).queryByText('Joined')).toBeNull();
    await expect(within(post).queryByText('Posts')).toBeNull();
    await expect(canvas.getByRole('article', { name: 'Reply by Former member' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

export const FormerMemberMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: formerMemberArgs,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: stall.title })).toBeVisible();
    await expect(canvas.getAllByText('Former member').length).toBeGreaterThanOrEqual(2);
    await imagesLoaded(canvasElement);
  },
};

export const NotFound: Story = {
  parameters: { route: '/forum/thread/no-such-thread' },
  args: { thread: null, category: null, replies: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Thread not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Forum' })).toHaveAttribute(
      'href',
      '/forum',
    );
  },
};
