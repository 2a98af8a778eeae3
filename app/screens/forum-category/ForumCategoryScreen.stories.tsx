import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation, useSearchParams } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import type { ForumThread } from '@domain/types';
import { forumCategories, forumThreads } from '@fixtures/forum';
import { imagesLoaded } from '../../forum/story-helpers';
import { threadPageOf } from '../../forum/thread-search';
import { parseThreadSort } from './category-view';
import { ForumCategoryScreen, type ForumCategoryScreenProps } from './ForumCategoryScreen';
import { expectPageLinksOnPhone } from '../../paging/story-checks';

const smokingTechniques = forumCategories[0]!;
const smokingThreads = forumThreads.filter((thread) => thread.category === smokingTechniques.id);

/** Shows the current URL's query, so a story can prove the sort and search are kept in it. */
function CurrentSearch() {
  const { search } = useLocation();
  return <p data-testid="current-search">{search}</p>;
}

function threadTitles(canvasElement: HTMLElement): string[] {
  return within(canvasElement)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

/** Answers the page the story's URL asks for from `all`, as GET /api/forum/threads would. */
function CategoryOnSamples({ all, ...props }: ForumCategoryScreenProps & { all: ForumThread[] }) {
  const [params] = useSearchParams();
  const threads = props.threads && threadPageOf(all, params, parseThreadSort(params.get('sort')));
  return <ForumCategoryScreen {...props} threads={threads} />;
}

const pageOfAll = (threads: ForumThread[]) =>
  threadPageOf(threads, new URLSearchParams(), 'recent');

/**
 * A forum category: title from the slug, search, Filters with a real sort (Most Recent or
 * Most Popular), New Thread preset to this category, and the category's threads.
 */
const meta = {
  title: 'Screens/Forum/Category',
  component: ForumCategoryScreen,
  parameters: { layout: 'fullscreen', route: '/forum/category/smoking-techniques' },
  render: (args, { parameters }) => (
    <CategoryOnSamples {...args} all={(parameters.threads as ForumThread[]) ?? smokingThreads} />
  ),
  args: {
    slug: smokingTechniques.id,
    category: smokingTechniques,
    threads: pageOfAll(smokingThreads),
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <CurrentSearch />
      </>
    ),
  ],
} satisfies Meta<typeof ForumCategoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Smoking Techniques' }),
    ).toBeVisible();
    await expect(canvas.getByText('198 threads')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New Thread' })).toHaveAttribute(
      'href',
      '/forum/new?category=smoking-techniques',
    );
    await expect(canvas.getByRole('link', { name: 'Back to Forum' })).toHaveAttribute(
      'href',
      '/forum',
    );
    // Most recent: the pinned announcement, then the latest activity.
    await expect(threadTitles(canvasElement)).toEqual([
      'Welcome to the Forge & Flame forum: read this first',
      'Beating the brisket stall: wrap or ride it out?',
      'Best wood for smoked salmon?',
    ]);
    await expect(
      canvas.getByRole('link', { name: 'Beating the brisket stall: wrap or ride it out?' }),
    ).toHaveAttribute('href', '/forum/thread/beating-the-brisket-stall');
    await expect(canvas.getByText('Locked')).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Smoking Techniques' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** Filters opens the sort; Most Popular really reorders (upvotes, then replies) and goes into the URL. */
export const SortMostPopular: Story = {
  parameters: {
    threads: [
      ...smokingThreads,
      {
        ...smokingThreads[1]!,
        id: 'reverse-sear-tomahawk',
        title: 'Reverse sear on a tomahawk: worth it?',
        isPinned: false,
        isLocked: false,
        upvotes: 300,
        replies: 1,
        lastReply: { author: 'Mike Kowalski', date: '2024-11-02T12:00:00.000Z' },
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const filters = canvas.getByRole('button', { name: 'Filters' });
    await expect(filters).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByRole('radiogroup', { name: 'Sort by' })).toBeNull();
    await userEvent.click(filters);
    await expect(filters).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('radio', { name: 'Most Recent' })).toBeChecked();
    await expect(threadTitles(canvasElement)[0]).toBe(
      'Welcome to the Forge & Flame forum: read this first',
    );
    await userEvent.click(canvas.getByText('Most Popular'));
    await expect(canvas.getByRole('radio', { name: 'Most Popular' })).toBeChecked();
    await expect(threadTitles(canvasElement)).toEqual([
      'Reverse sear on a tomahawk: worth it?',
      'Welcome to the Forge & Flame forum: read this first',
      'Beating the brisket stall: wrap or ride it out?',
      'Best wood for smoked salmon?',
    ]);
    await expect(canvas.getByTestId('current-search')).toHaveTextContent('?sort=popular');
    // Keyboard: back to Most Recent with the arrow keys.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Most Recent' })).toBeChecked();
    await expect(canvas.getByTestId('current-search')).toBeEmptyDOMElement();
    await userEvent.keyboard('{ArrowRight}');
    await imagesLoaded(canvasElement);
  },
};

/** Search filters by title and preview, within the category; keyboard reaches the search first. */
export const Search: Story = {
  play: async ({ canvas, canvasElement }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search threads' });
    await userEvent.type(search, 'alder');
    await expect(threadTitles(canvasElement)).toEqual(['Best wood for smoked salmon?']);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 thread match “alder”');
    await userEvent.type(search, ' pitmaster');
    await expect(canvas.getByRole('heading', { level: 2, name: 'No results found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(threadTitles(canvasElement)).toHaveLength(3);
    await imagesLoaded(canvasElement);
  },
};

/** A category with nothing posted yet invites the first thread. */
export const Empty: Story = {
  parameters: { route: '/forum/category/member-meetups', threads: [] },
  args: { slug: 'member-meetups', category: forumCategories[3]!, threads: pageOfAll([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Member Meetups' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'No threads yet' })).toBeVisible();
    const links = canvas.getAllByRole('link', { name: 'New Thread' });
    for (const link of links) {
      await expect(link).toHaveAttribute('href', '/forum/new?category=member-meetups');
    }
  },
};

export const NotFound: Story = {
  parameters: { route: '/forum/category/brisket-bbq' },
  args: { slug: 'brisket-bbq', category: null, threads: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Category not found' }),
    ).toBeVisible();
    await expect(canvas.getByText(/no forum category called “Brisket Bbq”/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Forum' })).toHaveAttribute(
      'href',
      '/forum',
    );
  },
};

/** Two to a page: page 2 of the category by its link (in the URL), and a search starts again at page 1. */
export const Paged: Story = {
  parameters: { route: '/forum/category/smoking-techniques?limit=2' },
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    const second = within(nav).getByRole('link', { name: 'Page 2' });
    await expect(second).toHaveAttribute(
      'href',
      '/forum/category/smoking-techniques?limit=2&page=2',
    );
    await expect(threadTitles(canvasElement)).toHaveLength(2);
    second.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(threadTitles(canvasElement)).toEqual(['Best wood for smoked salmon?']);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search threads' }), 'brisket');
    await expect(canvas.getByTestId('current-search')).toHaveTextContent('?limit=2&q=brisket');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 thread match “brisket”');
    await imagesLoaded(canvasElement);
  },
};

export const PagedMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { route: '/forum/category/smoking-techniques?limit=1&page=2' },
  play: async ({ canvas, canvasElement }) => {
    await expectPageLinksOnPhone(canvas, 2);
    await imagesLoaded(canvasElement);
  },
};

/** A page past the end (an old link): says so and links to page 1. */
export const PastTheEnd: Story = {
  parameters: { route: '/forum/category/smoking-techniques?page=4' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'There is no page 4' }),
    ).toBeVisible();
    await expect(canvas.getByText('These 3 threads fill 1 page.')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to the first page' }));
    await expect(threadTitles(canvasElement)).toHaveLength(3);
  },
};
