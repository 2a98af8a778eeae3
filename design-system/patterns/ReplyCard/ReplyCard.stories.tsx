import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { forumAuthors } from '@fixtures/forum';
import { imagesDecoded } from '../../primitives/Image/sample-images';
import { ReplyCard, type ReplyCardProps } from './ReplyCard';

/** Holds the vote like the thread screen does, so the count and pressed state follow a press. */
function VotingReplyCard(props: ReplyCardProps) {
  const [isUpvoted, setUpvoted] = useState(props.isUpvoted);
  const upvotes = props.upvotes + (isUpvoted === props.isUpvoted ? 0 : isUpvoted ? 1 : -1);
  return (
    <ReplyCard
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
 * Use ReplyCard for each reply under a thread's opening post: author with avatar and badge,
 * the date and an '(edited)' marker, the text (quotes of other members shown as quotes) and
 * photos, then Upvote with its count, Quote (puts the reply into the reply box) and Report.
 * Each card is an article named 'Reply by {author}'.
 */
const meta = {
  title: 'Patterns/ReplyCard',
  component: ReplyCard,
  args: {
    author: forumAuthors.andre,
    createdAt: '2024-12-13T08:30:00.000Z',
    content:
      'The stall is evaporative cooling. Wrap in butcher paper at 165 °F once the bark is set and it will push through without steaming the bark soft.',
    upvotes: 27,
    isUpvoted: false,
    onUpvoteChange: fn(),
    onQuote: fn(),
    onReport: fn(),
  },
  render: (args) => (
    <div className="max-w-3xl">
      <VotingReplyCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ReplyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await imagesDecoded(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Reply by Andre Williams' })).toBeVisible();
    await expect(canvas.getByText('Pitmaster')).toBeVisible();
    // 08:30 UTC is 2:30 AM in Chicago.
    await expect(canvas.getByText('Dec 13, 2024, 2:30 AM')).toBeVisible();
    await expect(canvas.queryByText('(edited)')).toBeNull();
  },
};

/** Pointer: the upvote presses and counts; Quote and Report report which reply. */
export const UpvoteQuoteReport: Story = {
  play: async ({ args, canvas }) => {
    const upvote = canvas.getByRole('button', {
      name: 'Upvote reply by Andre Williams, 27 upvotes',
    });
    await userEvent.click(upvote);
    await expect(upvote).toHaveAttribute('aria-pressed', 'true');
    await expect(upvote).toHaveTextContent('28');
    await expect(args.onUpvoteChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Quote reply by Andre Williams' }));
    await expect(args.onQuote).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Report reply by Andre Williams' }));
    await expect(args.onReport).toHaveBeenCalledOnce();
  },
};

/** Edited replies say so; one this visitor upvoted shows pressed. */
export const EditedAndUpvoted: Story = {
  args: { isEdited: true, isUpvoted: true, upvotes: 28 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('(edited)')).toBeVisible();
    const upvote = canvas.getByRole('button', { name: /^Upvote reply by Andre Williams/ });
    await expect(upvote).toHaveAttribute('aria-pressed', 'true');
    // Taking the vote back.
    await userEvent.click(upvote);
    await expect(args.onUpvoteChange).toHaveBeenCalledWith(false);
    await expect(upvote).toHaveTextContent('27');
    await userEvent.click(upvote);
  },
};

export const FocusVisible: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const upvote = canvas.getByRole('button', { name: /^Upvote reply/ });
    await expect(upvote).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    const quote = canvas.getByRole('button', { name: 'Quote reply by Andre Williams' });
    await expect(quote).toHaveFocus();
    await expect(quote).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onQuote).toHaveBeenCalledOnce();
  },
};

/** A new member's reply quoting another, with photos, just posted (gold edge). */
export const NewReplyWithQuoteAndPhotos: Story = {
  args: {
    author: { name: 'Pat Smoker', badge: 'Member' },
    createdAt: '2024-12-15T18:00:00.000Z',
    content:
      '> Paper over foil every time. Foil gives you pot roast.\n> — Dwayne Carter\n\nTried butcher paper this weekend. Here is the bark.',
    images: ['/images/recipes/texas-style-brisket.svg'],
    upvotes: 0,
    isHighlighted: true,
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => imagesDecoded(canvasElement));
    await expect(canvas.getByText('Member')).toBeVisible();
    await expect(canvas.getByText('— Dwayne Carter')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Photo 1 of 1 from Pat Smoker' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Upvote reply by Pat Smoker, 0 upvotes' }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="reply-card"]')).toHaveAttribute(
      'data-highlighted',
      'true',
    );
  },
};

export const LongText: Story = {
  args: {
    author: { ...forumAuthors.dwayne, name: 'Bartholomew Featherstonehaugh-Whittington' },
    content: `${'Keep the fire small and hot; a clean blue smoke beats a big white one. '.repeat(8)}\n\nhttps://forgeandflame.example/forum/thread/an-unbroken-link-that-must-wrap-inside-the-card-without-overflowing`,
    isEdited: true,
    upvotes: 12_345,
  },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="reply-card"]')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { isEdited: true },
  play: async ({ canvas, canvasElement }) => {
    await imagesDecoded(canvasElement);
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="reply-card"]')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvas.getByRole('button', { name: /^Report reply/ })).toBeVisible();
  },
};
