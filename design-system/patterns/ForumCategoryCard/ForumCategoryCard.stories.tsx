import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDays, ChefHat, Flame, Wrench } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { forumCategories } from '@fixtures/forum';
import { ForumCategoryCard } from './ForumCategoryCard';

/** Shows the router's current path, so a story can prove where a press went. */
function CurrentPage() {
  const { pathname } = useLocation();
  return <p className="mt-4 text-sm text-ink-muted">Current page: {pathname}</p>;
}

/** What a pointer at the middle of `element` really lands on (the stretched link covers the card). */
function hitTarget(element: Element): Element {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (!hit) throw new Error('Nothing under the pointer');
  return hit;
}

const icons = [Flame, ChefHat, Wrench, CalendarDays];

/**
 * Use ForumCategoryCard for each category on the forum's front page: an icon, the name (the
 * card's link to the category), its description, how many threads it holds and when it was
 * last active. The whole card is clickable; list the cards in a `ul`.
 */
const meta = {
  title: 'Patterns/ForumCategoryCard',
  component: ForumCategoryCard,
  args: {
    name: 'Smoking Techniques',
    description: 'Fire management, bark, the stall, wrapping and everything low and slow.',
    threadCount: 198,
    lastActivity: '2024-12-14T16:40:00.000Z',
    href: '/forum/category/smoking-techniques',
    icon: Flame,
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
        <CurrentPage />
      </div>
    ),
  ],
} satisfies Meta<typeof ForumCategoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Smoking Techniques' }),
    ).toBeVisible();
    await expect(canvas.getByText('198 threads')).toBeVisible();
    await expect(canvas.getByText('Dec 14, 2024')).toBeVisible();
    // A press on the description lands on the card's link.
    const hit = hitTarget(canvas.getByText(/Fire management/));
    await expect(hit).toHaveAttribute('data-slot', 'card-link');
    await userEvent.click(hit);
    await expect(
      await canvas.findByText('Current page: /forum/category/smoking-techniques'),
    ).toBeVisible();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Smoking Techniques' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText('Current page: /forum/category/smoking-techniques'),
    ).toBeVisible();
  },
};

/** The four categories as the front page lists them. */
export const CategoryList: Story = {
  render: () => (
    <ul className="grid gap-4">
      {forumCategories.map((category, index) => (
        <li key={category.id}>
          <ForumCategoryCard
            {...category}
            href={`/forum/category/${category.id}`}
            icon={icons[index]}
          />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Smoking Techniques',
      'Recipe Sharing',
      'Equipment Reviews',
      'Member Meetups',
    ]);
    await expect(links[3]).toHaveAttribute('href', '/forum/category/member-meetups');
  },
};

/** One thread reads '1 thread'; without an icon a speech bubble stands in. */
export const SingleThreadDefaultIcon: Story = {
  args: { name: 'Member Meetups', threadCount: 1, icon: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('1 thread')).toBeVisible();
    await expect(
      canvasElement.querySelector('[data-slot="forum-category-icon"] svg'),
    ).toHaveAttribute('aria-hidden', 'true');
  },
};

export const LongText: Story = {
  args: {
    name: 'Competition Barbecue, Sanctioned Cook-offs and Judging Certification Discussions',
    description:
      'Everything about KCBS and MBN contests: turn-in boxes, parsley boxes, timelines, trailer setups, team names, sponsorships, and how to keep your cool when the judges are late.',
    threadCount: 12_345,
  },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="card"]')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="card"]')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvas.getByText('198 threads')).toBeVisible();
  },
};
