import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { summarizeReviews } from '@domain/reviews';
import { sampleReviewsOf } from '@fixtures/reviews';
import { Button } from '../../primitives/Button/Button';
import { ReviewCard, ReviewList } from './ReviewCard';

const brisketReviews = sampleReviewsOf('texas-brisket-rub');
const [newest] = brisketReviews;

/**
 * Use ReviewCard for one product review: the author, the date (and '(edited)'), the whole
 * stars and the text exactly as typed (markup is shown, never run). The shopper's own review
 * carries a 'Your review' badge with Edit and Delete; admins get Remove on everyone else's.
 * ReviewList shows a product's reviews: the average and count, or 'No reviews yet', the
 * composer the screen passes (the review form or a sign-in link), then the reviews, newest first.
 */
const meta = {
  title: 'Patterns/ReviewCard',
  component: ReviewCard,
  args: {
    authorName: newest!.authorName,
    rating: newest!.rating,
    body: newest!.body,
    createdAt: newest!.createdAt,
    updatedAt: newest!.updatedAt,
  },
  render: (args) => (
    <div className="max-w-3xl">
      <ReviewCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Review by Marcus T.' });
    await expect(within(card).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    // 15:20 UTC on Oct 18 is still Oct 18 in Chicago.
    await expect(within(card).getByText('Oct 18, 2026')).toBeVisible();
    await expect(within(card).queryByText('(edited)')).toBeNull();
    await expect(within(card).queryByRole('button')).toBeNull();
  },
};

/** The shopper's own review, edited since: a gold edge, the badge, Edit and Delete. */
export const Mine: Story = {
  args: {
    authorName: 'Casey',
    rating: 4,
    body: 'Good on pork shoulder too.',
    createdAt: '2026-11-02T14:00:00.000Z',
    updatedAt: '2026-11-03T09:30:00.000Z',
    isMine: true,
    onEdit: fn(),
    onDelete: fn(),
    onRemove: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Your review')).toBeVisible();
    await expect(canvas.getByText('(edited)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit your review' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete your review' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    // Remove is for other people's reviews: your own has Delete.
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
  },
};

/** An admin sees Remove on every review; it says whose. */
export const AdminRemove: Story = {
  args: { onRemove: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove review by Marcus T.' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** Removing: the buttons wait. */
export const Pending: Story = {
  args: { onRemove: fn(), isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove review by Marcus T.' })).toBeDisabled();
  },
};

/** Whatever is typed shows as text: tags are not run or drawn, line breaks stay. */
export const PlainText: Story = {
  args: {
    authorName: '<img src=x onerror=alert(1)>',
    rating: 1,
    body: '<b>Not bold</b> & <script>alert("no")</script>\nSecond line stays a line.',
  },
  play: async ({ canvas, canvasElement }) => {
    const body = canvasElement.querySelector('[data-slot="review-card-body"]')!;
    await expect(body.textContent).toBe(
      '<b>Not bold</b> & <script>alert("no")</script>\nSecond line stays a line.',
    );
    await expect(body.querySelector('b, script')).toBeNull();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await expect(canvas.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
  },
};

/** 2,000 characters without a space still wrap inside the card. */
export const LongContent: Story = {
  args: { body: `${'Smoky '.repeat(200)}${'x'.repeat(300)}` },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="review-card"]')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** A product's reviews with the average and count, and a composer slot. */
export const List: Story = {
  render: () => (
    <div className="max-w-3xl">
      <ReviewList
        reviews={brisketReviews}
        {...summarizeReviews(brisketReviews)}
        composer={<Button variant="outline">Write a review</Button>}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeVisible();
    await expect(canvas.getByText('(3 reviews)')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Reviews' });
    const names = within(list)
      .getAllByRole('article')
      .map((card) => card.getAttribute('aria-label'));
    await expect(names).toEqual([
      'Review by Marcus T.',
      'Review by Dana R.',
      'Review by pitmaster_lou',
    ]);
  },
};

/** An admin's view of the list: Remove on each review. */
export const ListForAdmin: Story = {
  render: () => (
    <div className="max-w-3xl">
      <ReviewList reviews={brisketReviews} {...summarizeReviews(brisketReviews)} onRemove={fn()} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Remove review by/ })).toHaveLength(3);
  },
};

export const ListEmpty: Story = {
  render: () => (
    <div className="max-w-3xl">
      <ReviewList reviews={[]} rating={0} reviewCount={0} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reviews yet')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('img', { name: /Rated/ })).toBeNull();
  },
};

export const ListMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <ReviewList reviews={brisketReviews} {...summarizeReviews(brisketReviews)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};
