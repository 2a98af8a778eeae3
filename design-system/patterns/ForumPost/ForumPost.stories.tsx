import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { forumAuthors } from '@fixtures/forum';
import { imagesDecoded } from '../../primitives/Image/sample-images';
import { ForumPost, type ForumPostProps } from './ForumPost';

/** Holds the vote like the thread screen does, so the count and pressed state follow a press. */
function VotingForumPost(props: ForumPostProps) {
  const [isUpvoted, setUpvoted] = useState(props.isUpvoted);
  const upvotes = props.upvotes + (isUpvoted === props.isUpvoted ? 0 : isUpvoted ? 1 : -1);
  return (
    <ForumPost
      {...props}
      isUpvoted={isUpvoted}
      upvotes={upvotes}
      onUpvoteChange={(next) => {
        setUpvoted(next);
        props.onUpvoteChange?.(next);
      }}
    />
  );
}

/**
 * Use ForumPost for the opening post of a thread: the author's card (avatar, name, badge,
 * join date, post count) beside the text, any quotes and photos, and the Upvote, Share and
 * Report actions. Label it with the thread's heading (`aria-labelledby`); replies use
 * ReplyCard.
 */
const meta = {
  title: 'Patterns/ForumPost',
  component: ForumPost,
  args: {
    author: forumAuthors.carla,
    createdAt: '2024-12-12T20:15:00.000Z',
    content:
      'My 14 lb packer sat at 158 °F for five hours last weekend. I ended up wrapping in foil and the bark went soft.\n\nWhat are you all doing about the stall?',
    upvotes: 45,
    isUpvoted: false,
    onUpvoteChange: fn(),
    onShare: fn(),
    onReport: fn(),
    'aria-label': 'Beating the brisket stall',
  },
  render: (args) => (
    <div className="max-w-4xl">
      <VotingForumPost {...args} />
    </div>
  ),
} satisfies Meta<typeof ForumPost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await imagesDecoded(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Beating the brisket stall' })).toBeVisible();
    await expect(canvas.getByText('Carla Nguyen')).toBeVisible();
    await expect(canvas.getByText('Smoke Master')).toBeVisible();
    await expect(canvas.getByText('Joined').nextElementSibling).toHaveTextContent('May 2022');
    await expect(canvas.getByText('Posts').nextElementSibling).toHaveTextContent('486');
    await expect(canvas.getByText('Dec 12, 2024, 2:15 PM')).toBeVisible();
    // Blank lines make paragraphs.
    await expect(canvas.getByText('What are you all doing about the stall?').tagName).toBe('P');
  },
};

/** Upvoting by pointer: pressed, count up; again: back. */
export const Upvote: Story = {
  play: async ({ args, canvas }) => {
    const upvote = canvas.getByRole('button', { name: 'Upvote thread, 45 upvotes' });
    await expect(upvote).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(upvote);
    await expect(args.onUpvoteChange).toHaveBeenLastCalledWith(true);
    await expect(upvote).toHaveAttribute('aria-pressed', 'true');
    await expect(upvote).toHaveAccessibleName('Upvote thread, 46 upvotes');
    await userEvent.click(upvote);
    await expect(args.onUpvoteChange).toHaveBeenLastCalledWith(false);
    await expect(upvote).toHaveTextContent('45');
    await userEvent.click(upvote);
  },
};

/** Keyboard: Tab reaches Upvote, Share and Report in order; Space and Enter press them. */
export const FocusVisible: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const upvote = canvas.getByRole('button', { name: /^Upvote thread/ });
    await expect(upvote).toHaveFocus();
    await expect(upvote).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onUpvoteChange).toHaveBeenCalledWith(true);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Share' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onShare).toHaveBeenCalledOnce();
    await userEvent.tab();
    const report = canvas.getByRole('button', { name: 'Report thread' });
    await expect(report).toHaveFocus();
    await expect(report).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const ShareAndReport: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.onShare).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Report thread' }));
    await expect(args.onReport).toHaveBeenCalledOnce();
  },
};

/** Photos under the text, named for screen readers; already upvoted by this visitor. */
export const WithPhotos: Story = {
  args: {
    author: forumAuthors.lauren,
    content:
      'Two racks of baby backs with the Memphis Dry Rub, 225 °F over hickory and cherry for five hours. Passed the bend test at 4:50.',
    images: ['/images/recipes/memphis-baby-back-ribs.svg', '/images/products/memphis-dry-rub.svg'],
    upvotes: 15,
    isUpvoted: true,
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => imagesDecoded(canvasElement));
    await expect(
      canvas.getByRole('img', { name: 'Photo 1 of 2 from Lauren Brooks' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Photo 2 of 2 from Lauren Brooks' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Upvote thread/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A guest's post: no photo (their initial), no badge. A quoted member shows as a quote. */
export const GuestWithQuote: Story = {
  args: {
    author: { name: 'Guest', joinDate: '2024-12-15', posts: 1 },
    content:
      '> Paper over foil every time. Foil gives you pot roast.\n> — Dwayne Carter\n\nTried it this weekend and the bark held up. Thanks!',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="forum-author-badge"]')).toBeNull();
    await expect(
      canvas.getByText('Paper over foil every time. Foil gives you pot roast.').tagName,
    ).toBe('BLOCKQUOTE');
    await expect(canvas.getByText('— Dwayne Carter')).toBeVisible();
    await expect(canvas.getByText('Joined').nextElementSibling).toHaveTextContent('Dec 2024');
  },
};

/** A deleted account's post stays: 'Former member', with no badge, join date or post count. */
export const FormerMember: Story = {
  args: { author: { name: 'Former member' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Former member')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="forum-author-badge"]')).toBeNull();
    await expect(canvas.queryByText('Joined')).toBeNull();
    await expect(canvas.queryByText('Posts')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    author: { ...forumAuthors.andre, name: 'Bartholomew Featherstonehaugh-Whittington' },
    content: `${'Low and slow is a discipline, not a temperature. '.repeat(12)}\n\nhttps://forgeandflame.example/forum/thread/a-very-long-link-that-has-no-spaces-at-all-and-must-still-wrap-inside-the-post`,
    upvotes: 123_456,
  },
  play: async ({ canvasElement }) => {
    const post = canvasElement.querySelector<HTMLElement>('[data-slot="forum-post"]')!;
    await expect(post.scrollWidth).toBeLessThanOrEqual(post.clientWidth);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: WithPhotos.args,
  play: async ({ canvasElement }) => {
    await waitFor(() => imagesDecoded(canvasElement));
    const author = canvasElement.querySelector<HTMLElement>('[data-slot="forum-post-author"]')!;
    const body = canvasElement.querySelector<HTMLElement>('[data-slot="forum-post-body"]')!;
    // On a phone the author card sits above the text.
    await expect(author.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      body.getBoundingClientRect().top,
    );
  },
};
