import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-aria-components/Link';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { sampleProductImage, type SampleTone } from '../Gallery/sample-images';
import { Carousel } from './Carousel';

interface Category {
  slug: string;
  title: string;
  subcategories: string;
  tone: SampleTone;
}

/** The home page's Shop by Category cards (spec, Home). */
const categories: Category[] = [
  {
    slug: 'fresh-produce',
    title: 'Fresh Produce',
    subcategories: 'Peppers, corn, onions',
    tone: 'success',
  },
  {
    slug: 'soul-food-kitchen',
    title: 'Soul Food Kitchen',
    subcategories: 'Collards, cornbread, mac',
    tone: 'gold',
  },
  { slug: 'bakery', title: 'Bakery', subcategories: 'Brioche buns, biscuits', tone: 'smoke' },
  {
    slug: 'wine-spirits',
    title: 'Wine & Spirits',
    subcategories: 'Bourbon, zinfandel',
    tone: 'royal',
  },
  {
    slug: 'local-seafood',
    title: 'Local Seafood',
    subcategories: 'Salmon, shrimp, catfish',
    tone: 'smoke',
  },
  {
    slug: 'organic-meats',
    title: 'Organic Meats',
    subcategories: 'Brisket, ribs, chicken',
    tone: 'ember',
  },
  {
    slug: 'health-wellness',
    title: 'Health & Wellness',
    subcategories: 'Low-sodium rubs, teas',
    tone: 'charcoal',
  },
];

function CategoryTile({ category }: { category: Category }) {
  return (
    <Link
      href={`/shop?category=${category.slug}`}
      className={cn(
        focusRing,
        'group flex h-full flex-col overflow-hidden rounded-lg border border-line bg-surface text-ink shadow-sm',
        'transition-shadow duration-fast rac-hover:shadow-md',
      )}
    >
      <img
        src={sampleProductImage(category.tone, 480, 300)}
        alt=""
        width={480}
        height={300}
        className="block h-auto w-full"
      />
      <span className="flex flex-col gap-1 p-4">
        <span className="font-display text-lg font-semibold">{category.title}</span>
        <span className="text-sm text-ink-muted">{category.subcategories}</span>
      </span>
    </Link>
  );
}

const trackOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="carousel-track"]')!;

/** How far the track is scrolled, in slides from the start. */
function slidesScrolled(canvasElement: HTMLElement): number {
  const track = trackOf(canvasElement);
  const slides = [...track.querySelectorAll<HTMLElement>('[data-slot="carousel-slide"]')];
  return slides.findIndex((slide) => Math.abs(slide.offsetLeft - track.scrollLeft) <= 1);
}

/**
 * Use Carousel for a row of similar cards that does not need to be seen all at once:
 * the home page's 'Shop by Category'. It scrolls horizontally with snap points (swipe
 * on touch screens), shows 1.2 cards on phones so the next one peeks in, then 2, 3
 * and 4 per view, and has 'Previous slide' / 'Next slide' buttons that are disabled
 * at the ends. When focus is on a card, ArrowLeft and ArrowRight move to the
 * neighbouring card. Each slide is announced as '3 of 7'. Give every slide something
 * focusable (a link) and name the carousel with `label`. For product photos use Gallery.
 */
const meta = {
  title: 'Primitives/Carousel',
  component: Carousel<Category>,
  args: {
    label: 'Shop by Category',
    items: categories,
    getKey: (category: Category) => category.slug,
    renderItem: (category: Category) => <CategoryTile category={category} />,
  },
} satisfies Meta<typeof Carousel<Category>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const carousel = canvas.getByRole('region', { name: 'Shop by Category' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    await expect(slides).toHaveLength(7);
    await expect(slides[2]).toHaveAccessibleName('3 of 7');
    await expect(slides[2]).toHaveAttribute('aria-roledescription', 'slide');

    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();

    // Four per view at 1280 px; each press moves one slide.
    await userEvent.click(next);
    await waitFor(() => expect(slidesScrolled(canvasElement)).toBe(1));
    await waitFor(() => expect(previous).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(slidesScrolled(canvasElement)).toBe(2));
    await userEvent.click(previous);
    await waitFor(() => expect(slidesScrolled(canvasElement)).toBe(1));
    await userEvent.click(previous);
    await waitFor(() => expect(slidesScrolled(canvasElement)).toBe(0));
    await waitFor(() => expect(previous).toBeDisabled());
  },
};

export const ArrowKeys: Story = {
  play: async ({ canvas, canvasElement }) => {
    const link = (name: string) => canvas.getByRole('link', { name: new RegExp(`^${name}`) });
    // Tab passes the disabled Previous button and Next, then lands on the first card.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveFocus();
    await userEvent.tab();
    await expect(link('Fresh Produce')).toHaveFocus();
    for (const name of ['Soul Food Kitchen', 'Bakery', 'Wine & Spirits', 'Local Seafood']) {
      await userEvent.keyboard('{ArrowRight}');
      await expect(link(name)).toHaveFocus();
    }
    // The focused card was scrolled to the start of the track.
    await waitFor(() => expect(slidesScrolled(canvasElement)).toBeGreaterThan(0));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(link('Wine & Spirits')).toHaveFocus();
    await expect(link('Wine & Spirits')).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const AtTheEnd: Story = {
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: 'Next slide' });
    // Seven slides, four in view: three presses reach the end and disable Next.
    for (let press = 0; press < 3; press += 1) {
      await userEvent.click(next);
    }
    await waitFor(() => expect(next).toBeDisabled());
    // Focus is not dropped with the disabled button: it moves to Previous.
    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    await expect(previous).toBeEnabled();
    await waitFor(() => expect(previous).toHaveFocus());
    const last = canvas.getByRole('group', { name: '7 of 7' }).getBoundingClientRect();
    const carousel = canvas
      .getByRole('region', { name: 'Shop by Category' })
      .getBoundingClientRect();
    await expect(Math.round(last.right)).toBe(Math.round(carousel.right));
  },
};

export const AllInView: Story = {
  args: { items: categories.slice(0, 3) },
  play: async ({ canvas }) => {
    // Nothing to scroll: both buttons stay disabled.
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    await expect(canvas.getByRole('group', { name: '3 of 3' })).toBeVisible();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await expect(next).toHaveFocus();
    await expect(next).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeEnabled(),
    );
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const carousel = canvas
      .getByRole('region', { name: 'Shop by Category' })
      .getBoundingClientRect();
    const first = canvas.getByRole('group', { name: '1 of 7' });
    const card = first.firstElementChild!.getBoundingClientRect();
    // 1.2 cards per view: the first card fills most of the row and the next one peeks in.
    await expect(Math.round(card.left)).toBe(Math.round(carousel.left));
    await expect(card.width / carousel.width).toBeGreaterThan(0.75);
    await expect(card.width / carousel.width).toBeLessThan(0.85);
    await expect(
      canvas.getByRole('group', { name: '2 of 7' }).getBoundingClientRect().left,
    ).toBeLessThan(carousel.right);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(slidesScrolled(canvasElement)).toBe(1));
  },
};
