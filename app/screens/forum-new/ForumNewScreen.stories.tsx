import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Toaster, toastQueue } from '@ds/primitives/Toast/Toast';
import { forumCategories } from '@fixtures/forum';
import type { ForumAuthor } from '@domain/types';
import { ApiError } from '../../data/api';
import { ForumNewScreen, type ForumNewScreenProps } from './ForumNewScreen';

const guest: ForumAuthor = { name: 'Guest', joinDate: '2024-12-15', posts: 0 };
const member: ForumAuthor = {
  name: 'Pat Smoker',
  badge: 'Member',
  joinDate: '2024-12-15',
  posts: 0,
};
const signInHref = '/login?redirect=%2Fforum%2Fnew';

/** Shows the router's current path, so a story can prove where a submit went. */
function CurrentPage() {
  const { pathname } = useLocation();
  return <p data-testid="current-page">{pathname}</p>;
}

const pngPixel =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPYosUNAAJ/AOpRUIFHAAAAAElFTkSuQmCC';

function pngFile(name: string): File {
  const bytes = Uint8Array.from(atob(pngPixel), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function chooseCategory(name: string) {
  await userEvent.click(screen.getByRole('button', { name: /Category/ }));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
}

/**
 * New Thread: title (5–120 characters), category (preset from ?category=), content (20+
 * characters) and up to five images; errors under the fields, a failure in the banner, and
 * a posted thread opens on its page. A guest is asked to sign in instead of seeing the form.
 */
const meta = {
  title: 'Screens/Forum/New Thread',
  component: ForumNewScreen,
  parameters: { layout: 'fullscreen', route: '/forum/new' },
  args: {
    categories: forumCategories,
    author: member,
    isSignedIn: true,
    signInHref,
    onSubmit: fn(async () => ({ id: 'thread-posted-in-story' })),
  },
  beforeEach: () => {
    sessionStorage.clear();
    toastQueue.clear();
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <CurrentPage />
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof ForumNewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Start a New Thread' }),
    ).toBeVisible();
    await expect(canvas.getByText(/^Posting as/)).toHaveTextContent('Posting as Pat Smoker Member');
    await expect(canvas.getByText('PNG, JPG, GIF up to 5MB')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Category/ })).toHaveTextContent(
      'Choose a category',
    );
    await expect(canvas.getByRole('link', { name: 'Back to Forum' })).toHaveAttribute(
      'href',
      '/forum',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Post Thread' })).toBeVisible();
  },
};

/** A guest gets 'Sign in to post', which comes back to this form, instead of the form. */
export const Guest: Story = {
  args: { author: guest, isSignedIn: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sign in to start a thread')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in to post' })).toHaveAttribute(
      'href',
      signInHref,
    );
    await expect(canvas.queryByRole('button', { name: 'Post Thread' })).toBeNull();
  },
};

/** From a category's New Thread link: the category is chosen already. */
export const PresetCategory: Story = {
  parameters: { route: '/forum/new?category=recipe-sharing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Category/ })).toHaveTextContent(
      'Recipe Sharing',
    );
    await expect(canvas.getByRole('link', { name: 'Back to Recipe Sharing' })).toHaveAttribute(
      'href',
      '/forum/category/recipe-sharing',
    );
    await expect(canvas.getByText(/^Posting as/)).toHaveTextContent('Posting as Pat Smoker Member');
  },
};

/** An empty submit: every rule's message under its field, focus on the first. */
export const InvalidEmpty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Post Thread' }));
    await expect(await canvas.findByText('Enter a title for your thread.')).toBeVisible();
    await expect(canvas.getByText('Choose a category.')).toBeVisible();
    await expect(canvas.getByText('Write the content of your thread.')).toBeVisible();
    await expect(field(/^Title/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Too short a title and content, checked as each field is left. */
export const InvalidLengths: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(field(/^Title/), 'Ribs');
    await userEvent.type(field(/^Content/), 'Too short.');
    await expect(await canvas.findByText('Title must be at least 5 characters.')).toBeVisible();
    await userEvent.tab();
    await expect(await canvas.findByText('Content must be at least 20 characters.')).toBeVisible();
    await userEvent.clear(field(/^Title/));
    await userEvent.type(field(/^Title/), 'x'.repeat(121));
    await userEvent.click(canvas.getByRole('button', { name: 'Post Thread' }));
    await expect(await canvas.findByText('Title must be 120 characters or fewer.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Six images at once: five are kept, the sixth refused, and the add control goes away. */
export const SixthImageRefused: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(
      canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!,
      [1, 2, 3, 4, 5, 6].map((index) => pngFile(`cook-${index}.png`)),
    );
    await expect(await canvas.findByText('You can add up to 5 images.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: /^Remove cook-/ })).toHaveLength(5),
    );
    await expect(canvas.queryByRole('button', { name: 'Remove cook-6.png' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add images' })).toBeNull();
  },
};

/** A valid thread is handed over trimmed, the draft is dropped and its page opens. */
export const Success: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(field(/^Title/), '  Pellet grill or kamado for a small patio?  ');
    await chooseCategory('Equipment Reviews');
    await userEvent.type(
      field(/^Content/),
      'Trying to choose between the two. Mostly ribs and chicken, some pizza.',
    );
    await userEvent.upload(
      canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!,
      pngFile('patio.png'),
    );
    await expect(await canvas.findByRole('img', { name: 'patio.png' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Post Thread' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const [values] = (
      args.onSubmit as unknown as { mock: { calls: Parameters<ForumNewScreenProps['onSubmit']>[] } }
    ).mock.calls[0]!;
    await expect(values).toMatchObject({
      title: 'Pellet grill or kamado for a small patio?',
      category: 'equipment-reviews',
      content: 'Trying to choose between the two. Mostly ribs and chicken, some pizza.',
    });
    await expect(values.images.map((image) => image.name)).toEqual(['patio.png']);
    // The page changes once the handed-over submit has resolved: wait for it, not for the line.
    await waitFor(() =>
      expect(screen.getByTestId('current-page')).toHaveTextContent(
        '/forum/thread/thread-posted-in-story',
      ),
    );
    await expect(await screen.findByText('Thread posted')).toBeVisible();
    await expect(sessionStorage.getItem('ff.draft.forum-new-thread')).toBeNull();
    toastQueue.clear();
  },
};

/** A failure shows in the banner above the buttons; nothing typed is lost. */
export const SubmitFails: Story = {
  parameters: { route: '/forum/new?category=smoking-techniques' },
  args: {
    onSubmit: fn<ForumNewScreenProps['onSubmit']>(async () => {
      throw new Error('The forum could not be reached.');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(field(/^Title/), 'Best charcoal for long cooks?');
    await userEvent.type(field(/^Content/), 'Lump or briquettes for a 12 hour overnight cook?');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Thread' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your thread was not posted: The forum could not be reached. Nothing you typed was lost; try again.',
    );
    await expect(field(/^Title/)).toHaveValue('Best charcoal for long cooks?');
    await expect(canvas.getByTestId('current-page')).toHaveTextContent('/forum/new');
  },
};

const quotaMessage =
  'These images would take your account past its 50 MB of image storage (49.2 MB used). Post without images, or with fewer or smaller ones.';

/** The store refuses the images (the account's storage is full): the message shows under them, and nothing is lost. */
export const ImageQuotaReached: Story = {
  parameters: { route: '/forum/new?category=smoking-techniques' },
  args: {
    onSubmit: fn<ForumNewScreenProps['onSubmit']>(async () => {
      throw new ApiError(413, 'storage_quota_exceeded', quotaMessage, { images: quotaMessage });
    }),
  },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(field(/^Title/), 'Twelve hours of pork shoulder');
    await userEvent.type(field(/^Content/), 'The bark at hour ten, and the pull at twelve.');
    await userEvent.upload(
      canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!,
      pngFile('shoulder.png'),
    );
    await expect(await canvas.findByRole('img', { name: 'shoulder.png' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Post Thread' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const images = canvas.getByRole('group', { name: 'Images' });
    await waitFor(() =>
      expect(images).toHaveAccessibleDescription(expect.stringContaining(quotaMessage)),
    );
    await expect(await canvas.findByText(quotaMessage)).toBeVisible();
    await expect(canvas.queryByText(/Your thread was not posted/)).toBeNull();
    await expect(canvas.getByRole('img', { name: 'shoulder.png' })).toBeVisible();
    await expect(field(/^Title/)).toHaveValue('Twelve hours of pork shoulder');
  },
};

/** What was typed comes back after a reload (the draft), images aside. */
export const DraftRestored: Story = {
  beforeEach: () => {
    sessionStorage.setItem(
      'ff.draft.forum-new-thread',
      JSON.stringify({
        title: 'Cold smoking cheese in winter',
        category: 'smoking-techniques',
        content: 'Which cheeses hold up best, and how long do you leave them in?',
      }),
    );
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(field(/^Title/)).toHaveValue('Cold smoking cheese in winter'));
    await expect(canvas.getByRole('button', { name: /Category/ })).toHaveTextContent(
      'Smoking Techniques',
    );
    await expect(field(/^Content/)).toHaveValue(
      'Which cheeses hold up best, and how long do you leave them in?',
    );
  },
};
