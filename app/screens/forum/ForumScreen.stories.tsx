import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation, useSearchParams } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forumCategories, forumStats, forumThreads } from '@fixtures/forum';
import { ForumScreen, type ForumScreenProps } from './ForumScreen';
import { imagesLoaded } from '../../forum/story-helpers';
import { threadPageOf } from '../../forum/thread-search';
import { expectPageLinksOnPhone } from '../../paging/story-checks';

/** Answers the page the story's URL asks for from the sample threads, as the server would. */
function ForumOnSamples(props: ForumScreenProps) {
  const [params] = useSearchParams();
  return <ForumScreen {...props} threads={threadPageOf(forumThreads, params, 'recent')} />;
}

/** Shows the current URL's query, so a story can prove the search is kept in it. */
function CurrentSearch() {
  const { search } = useLocation();
  return <p data-testid="current-search">{search}</p>;
}

/**
 * The forum's front page on the sample data: stats, Recent Discussions with the pinned
 * announcement first, the four categories; the search filters the discussions and lives in
 * the URL (?q=).
 */
const meta = {
  title: 'Screens/Forum/Forum',
  component: ForumScreen,
  parameters: { layout: 'fullscreen', route: '/forum' },
  render: (args) => <ForumOnSamples {...args} />,
  args: {
    stats: forumStats,
    categories: forumCategories,
    threads: threadPageOf(forumThreads, new URLSearchParams(), 'recent'),
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <CurrentSearch />
      </>
    ),
  ],
} satisfies Meta<typeof ForumScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Talk Smoke With Fellow Pitmasters' }),
    ).toBeVisible();
    for (const text of [
      '1,234',
      '533',
      '2,891',
      '4,567',
      'Members',
      'Threads',
      'Votes',
      'Photos',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'New Thread' })).toHaveAttribute(
      'href',
      '/forum/new',
    );
    const discussions = within(canvas.getByRole('region', { name: 'Recent Discussions' }));
    const titles = discussions.getAllByRole('heading', { level: 3 });
    await expect(titles).toHaveLength(forumThreads.length);
    await expect(titles[0]).toHaveTextContent('Welcome to the Forge & Flame forum');
    await expect(discussions.getAllByText('Pinned')).toHaveLength(1);
    const categories = within(canvas.getByRole('region', { name: 'Categories' }));
    await expect(categories.getByRole('link', { name: 'Smoking Techniques' })).toHaveAttribute(
      'href',
      '/forum/category/smoking-techniques',
    );
    await expect(categories.getByText('198 threads')).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search discussions' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** Typing filters by title and preview; the query goes into the URL; Clear input restores all. */
export const Search: Story = {
  play: async ({ canvas, canvasElement }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search discussions' });
    await userEvent.type(search, 'SMOKE');
    const discussions = within(canvas.getByRole('region', { name: 'Recent Discussions' }));
    // Titles with 'smoker' and 'smoked', and the winter cook-off by its preview (Smokehouse Club).
    await waitFor(() =>
      expect(discussions.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'Winter cook-off meetup, South Side location, January 18',
        'Buying my first offset smoker: what should I look for?',
        'Best wood for smoked salmon?',
      ]),
    );
    await expect(canvas.getByTestId('current-search')).toHaveTextContent('?q=SMOKE');
    await userEvent.clear(search);
    await userEvent.type(search, 'salmon');
    await expect(discussions.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    await expect(
      discussions.getByRole('link', { name: 'Best wood for smoked salmon?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 discussion match “salmon”');
    await imagesLoaded(canvasElement);
  },
};

/** A shared link with ?q= opens already filtered; nothing matching shows 'No results found'. */
export const NoResults: Story = {
  parameters: { route: '/forum?q=kamado' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search discussions' })).toHaveValue(
      'kamado',
    );
    await expect(canvas.getByRole('heading', { level: 3, name: 'No results found' })).toBeVisible();
    await expect(canvas.getByText(/No discussions match “kamado”/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    const discussions = within(canvas.getByRole('region', { name: 'Recent Discussions' }));
    await expect(discussions.getAllByRole('heading', { level: 3 })).toHaveLength(
      forumThreads.length,
    );
    await expect(canvas.getByTestId('current-search')).toBeEmptyDOMElement();
    await imagesLoaded(canvasElement);
  },
};

/** Three to a page: the links under Recent Discussions, page 2 by keyboard, and its URL. */
export const Paged: Story = {
  parameters: { route: '/forum?limit=3' },
  play: async ({ canvas, canvasElement }) => {
    const discussions = within(canvas.getByRole('region', { name: 'Recent Discussions' }));
    await expect(discussions.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const nav = discussions.getByRole('navigation', { name: 'Pagination' });
    const second = within(nav).getByRole('link', { name: 'Page 2' });
    await expect(second).toHaveAttribute('href', '/forum?limit=3&page=2');
    second.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByTestId('current-search')).toHaveTextContent('?limit=3&page=2');
    await expect(discussions.getAllByRole('heading', { level: 3 })[0]).not.toHaveTextContent(
      'Welcome to the Forge & Flame forum',
    );
    await imagesLoaded(canvasElement);
  },
};

export const PagedMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { route: '/forum?limit=3&page=2' },
  play: async ({ canvas, canvasElement }) => {
    await expectPageLinksOnPhone(canvas, 2);
    await imagesLoaded(canvasElement);
  },
};
