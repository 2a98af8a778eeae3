import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { summarizeReviews } from '@domain/reviews';
import type { Product, ProductReview } from '@domain/types';
import { frequentlyBoughtTogether, productById, productDetailSample } from '@fixtures/products';
import { sampleReviewsOf } from '@fixtures/reviews';
import { ProductScreen } from './ProductScreen';
import { clearLiveAnnouncer } from '@ds/lib/live-announcer';

/** A product as the store serves it: its rating and count from its (sample) reviews. */
const withStoredReviews = (product: Product, reviews = sampleReviewsOf(product.id)): Product => ({
  ...product,
  ...summarizeReviews(reviews),
});

const brisketReviews = sampleReviewsOf('texas-brisket-rub');
const memphis = productById('memphis-dry-rub')!;
const guest = { isSignedIn: false, isAdmin: false };
const customer = { isSignedIn: true, isAdmin: false };
const mine: ProductReview = {
  id: '00000000-0000-4000-8000-0000000000aa',
  productId: 'texas-brisket-rub',
  authorName: 'Casey Customer',
  rating: 3,
  body: 'Good bark, a little salty for me.',
  createdAt: '2026-11-03T16:00:00.000Z',
  updatedAt: '2026-11-03T16:00:00.000Z',
  isMine: true,
};

const reviewArgs = (
  reviews: ProductReview[],
  viewer = guest,
  path = '/shop/texas-brisket-rub',
) => ({
  reviews,
  viewer,
  signInHref: `/login?redirect=${encodeURIComponent(path)}`,
  onSaveReview: fn(async () => undefined),
  onDeleteMyReview: fn(async () => undefined),
  onRemoveReview: fn(async () => undefined),
});

/**
 * /shop/{id} on the spec's sample, Texas Brisket Rub (three sizes), with its three sample
 * reviews: 4.7 from 3 reviews, as the store works it out.
 */
const meta = {
  title: 'Screens/Shopping/Product',
  component: ProductScreen,
  parameters: { layout: 'fullscreen', route: '/shop/texas-brisket-rub' },
  args: {
    product: withStoredReviews(productDetailSample),
    frequentlyBoughtTogether: frequentlyBoughtTogether('texas-brisket-rub'),
    favoriteIds: new Set<string>(),
    onToggleFavorite: fn(),
    onAddToCart: fn(),
    onAddSuggestionToCart: fn(),
    reviews: reviewArgs(brisketReviews),
  },
} satisfies Meta<typeof ProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getByRole('link', { name: 'Seasonings' })).toHaveAttribute(
      'href',
      '/shop?category=Seasonings',
    );
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Texas Brisket Rub' }),
    ).toBeVisible();
    const buyBox = canvas.getByRole('region', { name: 'Product' });
    await expect(within(buyBox).getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeVisible();
    await expect(within(buyBox).getByText('(3 reviews)')).toBeVisible();

    // The first size in stock is chosen; the sold-out 24 oz cannot be.
    const sizes = canvas.getByRole('radiogroup', { name: 'Size' });
    await expect(within(sizes).getByRole('radio', { name: /6 oz/ })).toBeChecked();
    await expect(within(sizes).getByRole('radio', { name: /24 oz/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    await expect(within(buyBox).getByText('In Stock')).toBeVisible();

    await expect(canvas.getByText('Free shipping on orders over $75')).toBeVisible();
    await expect(canvas.getByText('30-day money-back guarantee')).toBeVisible();
    await expect(canvas.getByText('Secure payment')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Join Smokehouse Club' })).toHaveAttribute(
      'href',
      '/smokehouse-club',
    );
    await expect(canvas.getByRole('heading', { name: 'Key Features' })).toBeVisible();
    await expect(canvas.getByText('Dimensions')).toBeVisible();
    await expect(canvas.getByText('Keep the lid closed between uses')).toBeVisible();

    const together = canvas.getByRole('region', { name: 'Frequently Bought Together' });
    await expect(within(together).getAllByRole('article')).toHaveLength(3);

    // Reviews, newest first; a guest is offered sign-in, back to this page.
    const reviews = canvas.getByRole('region', { name: 'Reviews' });
    await expect(within(reviews).getByText('(3 reviews)')).toBeVisible();
    await expect(
      within(within(reviews).getByRole('list', { name: 'Reviews' }))
        .getAllByRole('article')
        .map((review) => review.getAttribute('aria-label')),
    ).toEqual(['Review by Marcus T.', 'Review by Dana R.', 'Review by pitmaster_lou']);
    await expect(
      within(reviews).getByRole('link', { name: 'Sign in to write a review' }),
    ).toHaveAttribute('href', '/login?redirect=%2Fshop%2Ftexas-brisket-rub');
    await expect(within(reviews).queryByRole('button', { name: /Remove/ })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Texas Brisket Rub' }),
    ).toBeVisible();
    const buyBox = canvas.getByRole('region', { name: 'Product' });
    await expect(within(buyBox).getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  },
};

export const ChooseSizeAndQuantity: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /12 oz/ }));
    // The 12 oz is on sale: its sale price leads, the regular price is struck through.
    const price = canvasElement.querySelector('[data-slot="price-tag"][data-on-sale]')!;
    await expect(price).toHaveTextContent('Sale price $18.69, regular price $21.99');
    const buyBox = canvas.getByRole('region', { name: 'Product' });

    const quantity = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Quantity' }));
    await expect(quantity).toHaveValue('3');
    await userEvent.click(within(buyBox).getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'texas-brisket-rub' }),
      { sizeId: 'texas-brisket-rub-12oz', quantity: 3 },
    );
  },
};

export const QuantityLimits: Story = {
  play: async ({ canvas }) => {
    const quantity = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '25');
    await userEvent.tab();
    await expect(quantity).toHaveValue('10');
    await userEvent.click(quantity);
    await userEvent.keyboard('{Home}');
    await expect(quantity).toHaveValue('1');
  },
};

export const Favorite: Story = {
  args: { favoriteIds: new Set(['texas-brisket-rub']) },
  play: async ({ args, canvas }) => {
    const saved = canvas.getByRole('button', { name: 'Saved' });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(saved);
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'texas-brisket-rub' }),
    );
  },
};

export const OutOfStock: Story = {
  parameters: { route: '/shop/ghost-pepper-hot-sauce' },
  args: {
    product: withStoredReviews(productById('ghost-pepper-hot-sauce')!),
    frequentlyBoughtTogether: frequentlyBoughtTogether('ghost-pepper-hot-sauce'),
    reviews: reviewArgs([], guest, '/shop/ghost-pepper-hot-sauce'),
  },
  play: async ({ args, canvas }) => {
    const buyBox = canvas.getByRole('region', { name: 'Product' });
    await expect(within(buyBox).getByText('Out of Stock')).toBeVisible();
    const add = within(buyBox).getByRole('button', { name: 'Add to Cart' });
    await expect(add).toBeDisabled();
    await userEvent.click(add, { pointerEventsCheck: 0 });
    await expect(args.onAddToCart).not.toHaveBeenCalled();
    // Saving a sold-out product for later still works.
    await userEvent.click(canvas.getByRole('button', { name: 'Add to favorites' }));
    await expect(args.onToggleFavorite).toHaveBeenCalledOnce();
  },
};

export const WithoutSpecifications: Story = {
  parameters: { route: '/shop/memphis-dry-rub' },
  args: {
    product: withStoredReviews(memphis),
    frequentlyBoughtTogether: frequentlyBoughtTogether('memphis-dry-rub'),
    reviews: reviewArgs([], guest, '/shop/memphis-dry-rub'),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Specifications' })).toBeNull();
    const together = canvas.getByRole('region', { name: 'Frequently Bought Together' });
    const [first] = within(together).getAllByRole('article');
    await userEvent.click(within(first!).getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddSuggestionToCart).toHaveBeenCalledOnce();
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  parameters: { route: '/shop/no-such-rub' },
  args: { product: null, frequentlyBoughtTogether: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Product not found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the Shop' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};

export const NotFoundMobile: Story = {
  ...NotFound,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** No stored reviews: 'No reviews yet' under the name and in Reviews, never a made-up rating. */
export const NoReviewsYet: Story = {
  parameters: { route: '/shop/memphis-dry-rub' },
  args: {
    product: withStoredReviews(memphis),
    frequentlyBoughtTogether: frequentlyBoughtTogether('memphis-dry-rub'),
    reviews: reviewArgs([], guest, '/shop/memphis-dry-rub'),
  },
  play: async ({ canvas }) => {
    const buyBox = canvas.getByRole('region', { name: 'Product' });
    await expect(within(buyBox).getByText('No reviews yet')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /^Rated/ })).toBeNull();
    const reviews = canvas.getByRole('region', { name: 'Reviews' });
    await expect(within(reviews).getByText('No reviews yet')).toBeVisible();
    await expect(within(reviews).queryByRole('list')).toBeNull();
  },
};

/** A signed-in shopper rates with whole stars (keyboard) and writes up to 2,000 characters. */
export const WriteReview: Story = {
  parameters: { route: '/shop/memphis-dry-rub' },
  args: {
    product: withStoredReviews(memphis),
    frequentlyBoughtTogether: frequentlyBoughtTogether('memphis-dry-rub'),
    reviews: reviewArgs([], customer, '/shop/memphis-dry-rub'),
  },
  play: async ({ args, canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Write a review' });
    await userEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    await expect(await within(form).findByText('Choose a rating')).toBeVisible();
    await expect(within(form).getByText('Review is required')).toBeVisible();

    const stars = within(form).getByRole('slider', { name: 'Your rating' });
    stars.focus();
    await userEvent.keyboard('{End}{ArrowLeft}');
    await expect(stars).toHaveAttribute('aria-valuetext', '4 stars');
    const text = within(form).getByRole('textbox', { name: 'Your review' });
    await userEvent.type(text, 'Great on ribs. <b>Not</b> bold.');
    await expect(within(form).getByText('31/2000')).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    await waitFor(() =>
      expect(args.reviews.onSaveReview).toHaveBeenCalledWith({
        rating: 4,
        body: 'Great on ribs. <b>Not</b> bold.',
      }),
    );
  },
};

/** The shopper's own review: marked, with Edit (the form, filled in) and Delete (confirmed). */
export const EditMyReview: Story = {
  args: {
    product: withStoredReviews(productDetailSample, [mine, ...brisketReviews]),
    reviews: reviewArgs([mine, ...brisketReviews], customer),
  },
  play: async ({ args, canvas }) => {
    const reviews = canvas.getByRole('region', { name: 'Reviews' });
    await expect(within(reviews).queryByRole('form')).toBeNull();
    const own = within(reviews).getByRole('article', { name: 'Review by Casey Customer' });
    await expect(within(own).getByText('Your review')).toBeVisible();
    await userEvent.click(within(own).getByRole('button', { name: 'Edit your review' }));
    const form = await within(reviews).findByRole('form', { name: 'Edit your review' });
    await expect(within(form).getByRole('slider', { name: 'Your rating' })).toHaveValue('3');
    const text = within(form).getByRole('textbox', { name: 'Your review' });
    await expect(text).toHaveValue(mine.body);
    await userEvent.clear(text);
    await userEvent.type(text, 'Grew on me.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save review' }));
    await waitFor(() =>
      expect(args.reviews.onSaveReview).toHaveBeenCalledWith({ rating: 3, body: 'Grew on me.' }),
    );
    await waitFor(() => expect(within(reviews).queryByRole('form')).toBeNull());
    clearLiveAnnouncer();
  },
};

export const DeleteMyReview: Story = {
  args: {
    product: withStoredReviews(productDetailSample, [mine, ...brisketReviews]),
    reviews: reviewArgs([mine, ...brisketReviews], customer),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete your review' }));
    const confirm = await screen.findByRole('alertdialog', { name: /Delete Your Review/ });
    await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.reviews.onDeleteMyReview).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    clearLiveAnnouncer();
  },
};

/** An admin removes anyone's review, after a confirmation that names the author. */
export const AdminRemovesReview: Story = {
  args: { reviews: reviewArgs(brisketReviews, { isSignedIn: true, isAdmin: true }) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove review by Dana R.' }));
    const confirm = await screen.findByRole('alertdialog', { name: /Remove Review/ });
    await expect(confirm).toHaveTextContent('Remove the review by Dana R.?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(args.reviews.onRemoveReview).toHaveBeenCalledWith(
        expect.objectContaining({ authorName: 'Dana R.' }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    clearLiveAnnouncer();
  },
};

export const ReviewsMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { reviews: reviewArgs(brisketReviews, customer) },
  play: async ({ canvas }) => {
    const reviews = canvas.getByRole('region', { name: 'Reviews' });
    await expect(
      await within(reviews).findByRole('form', { name: 'Write a review' }),
    ).toBeVisible();
  },
};
