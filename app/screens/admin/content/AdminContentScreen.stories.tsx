import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer } from '@ds/lib/live-announcer';
import { Toaster, toastQueue } from '@ds/primitives/Toast/Toast';
import type { ContentKey } from '@domain/content-schemas';
import { siteContent } from '@fixtures/site-content';
import {
  AdminContentScreen,
  type AdminContentScreenProps,
  type ContentSaveResult,
} from './AdminContentScreen';
import { writableContentKeys } from './content-keys';

/** Like the store: the document as sent comes back as saved. */
const saveLikeTheStore = async (_key: ContentKey, doc: unknown): Promise<ContentSaveResult> => ({
  saved: doc,
});

/**
 * /admin/content: the list of the content this account may write (an admin here: the copy
 * and the keys that set prices, percents or links), the chosen key's fields and its preview.
 */
const meta = {
  title: 'Screens/Admin/Site Content',
  component: AdminContentScreen,
  parameters: { layout: 'fullscreen', route: '/admin/content' },
  render: (args) => (
    <>
      <AdminContentScreen {...args} />
      <Toaster />
    </>
  ),
  beforeEach: () => {
    for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith('ff.draft.admin-content.')) sessionStorage.removeItem(key);
    }
  },
  args: {
    keys: writableContentKeys(['admin']),
    content: structuredClone(siteContent),
    storeName: 'Forge & Flame',
    onSave: fn(saveLikeTheStore),
  },
} satisfies Meta<typeof AdminContentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const contentList = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('navigation', { name: 'Content' }));

/** The list opens on the home page hero, its fields filled with what the page shows. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Site Content' })).toBeVisible();
    const list = contentList(canvas);
    await expect(list.getAllByRole('link')).toHaveLength(18);
    await expect(list.getByRole('link', { name: 'Home page hero' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Ignite Your Taste Buds',
    );
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Ignite Your Taste Buds' }),
    ).toBeVisible();
  },
};

/** An editor's list: the copy only; prices, percents and links stay the admin's. */
export const EditorList: Story = {
  args: { keys: writableContentKeys(['editor']) },
  play: async ({ canvas }) => {
    const names = contentList(canvas)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(names).toEqual([
      'Home page hero',
      'Home page categories',
      'Testimonials',
      'Store locations',
      'About',
      'FAQ',
      'Careers',
      'Press releases',
      'Recipe categories',
    ]);
  },
};

/** Typing the title redraws the preview's hero; Save sends the document and says so. */
export const EditingWithPreview: Story = {
  play: async ({ args, canvas }) => {
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Smoke Season Is Here');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Smoke Season Is Here' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith('home-hero', {
        ...siteContent['home-hero'],
        title: 'Smoke Season Is Here',
      }),
    );
    await expect(
      await screen.findByRole('alertdialog', { name: 'Home page hero saved' }),
    ).toBeVisible();
    clearLiveAnnouncer();
    window.scrollTo(0, 0);
  },
};

/** About's preview is the About page itself, with the store's name in its heading. */
export const AboutPreview: Story = {
  parameters: { route: '/admin/content?key=about' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'About Forge & Flame' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Paragraph 1' })).toHaveValue(
      siteContent.about.story[0]!,
    );
  },
};

/** An empty title is refused by the schema the server applies, next to the field; nothing is sent. */
export const ValidationError: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Title' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveAccessibleDescription('Title is required'));
    await expect(title).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

const refuseEyebrow: AdminContentScreenProps['onSave'] = async () => ({
  error: 'Some fields need attention',
  fields: { eyebrow: 'This text contains a NUL character, which cannot be saved' },
});

/** The server's refusal lands next to its field too (a rule only the server knows). */
export const ServerRefusal: Story = {
  args: {
    onSave: fn(refuseEyebrow),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Eyebrow' })).toHaveAccessibleDescription(
        'This text contains a NUL character, which cannot be saved',
      ),
    );
    await expect(canvas.getByText('Some fields need attention')).toBeVisible();
  },
};

const mobile = { viewport: { value: 'mobile', isRotated: false } };

export const MobileList: Story = { ...List, globals: mobile };
export const MobileEditingWithPreview: Story = { ...EditingWithPreview, globals: mobile };
export const MobileValidationError: Story = { ...ValidationError, globals: mobile };
