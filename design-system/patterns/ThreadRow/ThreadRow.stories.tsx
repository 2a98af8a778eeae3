import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forumAuthors } from '@fixtures/forum';
import { imagesDecoded } from '../../primitives/Image/sample-images';
import { ThreadRow } from './ThreadRow';

/** What a pointer at the middle of `element` really lands on (the stretched link covers the row). */
function hitTarget(element: Element): Element {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (!hit) throw new Error('Nothing under the pointer');
  return hit;
}

/** Shows the router's current path, so a story can prove where a press went. */
function CurrentPage() {
  const { pathname } = useLocation();
  return <p className="mt-4 text-sm text-ink-muted">Current page: {pathname}</p>;
}

/**
 * Use ThreadRow for each thread in a forum list: the front page's Recent Discussions and a
 * category's threads. The whole row links to the thread (its title is the link); pinned
 * announcements get a gold edge and a 'Pinned' badge, locked threads a 'Locked' badge. Pass
 * `categoryName` where threads of several categories are mixed. Put rows in a `ul` > `li`.
 */
const meta = {
  title: 'Patterns/ThreadRow',
  component: ThreadRow,
  args: {
    href: '/forum/thread/beating-the-brisket-stall',
    title: 'Beating the brisket stall: wrap or ride it out?',
    preview:
      'My 14 lb packer sat at 158 °F for five hours. What are you all doing about the stall?',
    author: forumAuthors.carla,
    replies: 3,
    views: 864,
    upvotes: 45,
    lastReply: { author: 'Dwayne Carter', date: '2024-12-14T16:40:00.000Z' },
  },
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
        <CurrentPage />
      </div>
    ),
  ],
} satisfies Meta<typeof ThreadRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await imagesDecoded(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 3,
        name: 'Beating the brisket stall: wrap or ride it out?',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Carla Nguyen')).toBeVisible();
    await expect(canvas.getByText('Smoke Master')).toBeVisible();
    await expect(canvas.getByText('Dec 14, 2024')).toBeVisible();
    // Each count is a term and its value.
    const stats = within(
      canvasElement.querySelector<HTMLElement>('[data-slot="thread-row-stats"]')!,
    );
    await expect(stats.getByText('Replies').nextElementSibling).toHaveTextContent('3');
    await expect(stats.getByText('Views').nextElementSibling).toHaveTextContent('864');
    await expect(stats.getByText('Upvotes').nextElementSibling).toHaveTextContent('45');
    await expect(canvas.queryByText('Pinned')).toBeNull();
  },
};

/** A press anywhere on the row follows the title's link. */
export const OpensThread: Story = {
  play: async ({ canvas, canvasElement }) => {
    await imagesDecoded(canvasElement);
    const hit = hitTarget(canvas.getByText(/What are you all doing about the stall/));
    await expect(hit).toHaveAttribute('data-slot', 'thread-row-link');
    await userEvent.click(hit);
    await expect(
      await canvas.findByText('Current page: /forum/thread/beating-the-brisket-stall'),
    ).toBeVisible();
  },
};

/** The announcement: pinned, locked, gold. */
export const PinnedAndLocked: Story = {
  args: {
    href: '/forum/thread/welcome-to-the-forum',
    title: 'Welcome to the Forge & Flame forum: read this first',
    preview: 'House rules, how badges work, and how to post your first cook log.',
    author: forumAuthors.andre,
    replies: 2,
    views: 5230,
    upvotes: 142,
    lastReply: { author: 'Carla Nguyen', date: '2024-01-06T09:45:00.000Z' },
    isPinned: true,
    isLocked: true,
  },
  play: async ({ canvas, canvasElement }) => {
    await imagesDecoded(canvasElement);
    await expect(canvas.getByText('Pinned')).toBeVisible();
    await expect(canvas.getByText('Locked')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="thread-row"]')).toHaveAttribute(
      'data-pinned',
      'true',
    );
    await expect(canvas.getByText('5,230')).toBeVisible();
  },
};

/** On the front page, where categories mix, each row names its category. */
export const WithCategory: Story = {
  args: { categoryName: 'Smoking Techniques' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Smoking Techniques')).toBeVisible();
  },
};

/** An author without a photo gets their initial; singular counts read 'Reply', 'View'. */
export const NoPhotoAndSingleCounts: Story = {
  args: {
    author: { name: 'Guest' },
    replies: 1,
    views: 1,
    upvotes: 0,
    lastReply: { author: 'Guest', date: '2024-12-15T18:00:00.000Z' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="avatar"]')).toHaveAttribute(
      'data-state',
      'initial',
    );
    await expect(canvas.getByText('Reply')).toBeVisible();
    await expect(canvas.getByText('View')).toBeVisible();
    await expect(canvas.getByText('Upvotes')).toBeVisible();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas, canvasElement }) => {
    await imagesDecoded(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: /Beating the brisket stall/ });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText('Current page: /forum/thread/beating-the-brisket-stall'),
    ).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title:
      'Competition brisket timeline for an overnight cook on a 1,000 gallon offset with a reverse-flow baffle and a water pan',
    preview:
      'I am trying to work backwards from a noon turn-in. Trim Friday at six, fire at ten, meat on at midnight, wrap at 165 °F, rest in a cooler for four hours. Am I missing anything important about the firebox management overnight, and how do you all stay awake?',
    author: { ...forumAuthors.andre, name: 'Bartholomew Featherstonehaugh-Whittington' },
    replies: 12_480,
    views: 1_204_551,
    upvotes: 98_765,
  },
  play: async ({ canvasElement }) => {
    await imagesDecoded(canvasElement);
    const row = canvasElement.querySelector<HTMLElement>('[data-slot="thread-row"]')!;
    // Nothing spills out of the row.
    await waitFor(() => expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth));
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { isPinned: true, categoryName: 'Smoking Techniques' },
  play: async ({ canvasElement }) => {
    await imagesDecoded(canvasElement);
    const row = canvasElement.querySelector<HTMLElement>('[data-slot="thread-row"]')!;
    const stats = canvasElement.querySelector<HTMLElement>('[data-slot="thread-row-stats"]')!;
    const meta = canvasElement.querySelector<HTMLElement>('[data-slot="thread-row-meta"]')!;
    // On a phone the counts sit under the text, not beside it.
    await expect(stats.getBoundingClientRect().top).toBeGreaterThan(
      meta.getBoundingClientRect().bottom - 1,
    );
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};
