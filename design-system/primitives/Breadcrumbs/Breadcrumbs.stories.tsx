import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

/** Shows the router's path, so a story can prove that a crumb navigated in-app. */
function CurrentPage() {
  const { pathname, search } = useLocation();
  return (
    <p className="mt-4 text-sm text-ink-muted">
      Current page: {pathname}
      {search}
    </p>
  );
}

/**
 * Use Breadcrumbs at the top of a page that sits deep in the shop's hierarchy (a product
 * page, a forum thread) so people see where they are and can step back up. The last item
 * is the page itself. Not for the top-level pages the header already links to.
 */
const meta = {
  title: 'Primitives/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Shop', href: '/shop' },
      { label: 'Seasonings', href: '/shop?category=Seasonings' },
      { label: 'Texas Brisket Rub' },
    ],
  },
  render: (args) => (
    <>
      <Breadcrumbs {...args} />
      <CurrentPage />
    </>
  ),
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
    const current = within(nav).getByText('Texas Brisket Rub');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).not.toHaveAttribute('href');

    await userEvent.click(canvas.getByRole('link', { name: 'Seasonings' }));
    await expect(
      await canvas.findByText('Current page: /shop?category=Seasonings'),
    ).toBeInTheDocument();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const home = canvas.getByRole('link', { name: 'Home' });
    await expect(home).toHaveFocus();
    await expect(home).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Shop' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Current page: /shop')).toBeInTheDocument();
  },
};

export const TwoLevels: Story = {
  args: {
    items: [{ label: 'Forum', href: '/forum' }, { label: 'Smoking Techniques' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Forum' })).toHaveAttribute('href', '/forum');
  },
};

export const LongText: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Forum', href: '/forum' },
      { label: 'Smoking Techniques', href: '/forum/category/smoking-techniques' },
      {
        label:
          'Fourteen hours on an offset with post oak: how I finally got a bark that holds and a flat that stays juicy',
      },
    ],
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: LongText.args,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};
