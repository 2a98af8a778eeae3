import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { BackLink, Link } from './Link';

/** Shows the router's current path, so a story can prove the link navigated in-app. */
function CurrentPage() {
  const { pathname } = useLocation();
  return <p className="mt-4 text-sm text-ink-muted">Current page: {pathname}</p>;
}

/**
 * Use Link for navigation that reads as text: links inside sentences (`inline`, ember),
 * standalone text links such as footer columns or 'Clear all filters' (`quiet`), links on
 * charcoal sections (`inverse`), the header navigation (`nav`, with `isCurrent` for the page
 * you are on) and 'Back to …' links (`BackLink`). It routes client-side. For a link that
 * looks like a button use LinkButton; for an action use Button.
 */
const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/recipes', children: 'Browse all recipes' },
  argTypes: {
    variant: { control: 'select', options: ['inline', 'quiet', 'inverse', 'nav', 'navInverse'] },
    size: { control: 'inline-radio', options: ['inherit', 'sm', 'md'] },
  },
  render: (args) => (
    <>
      <p className="max-w-prose text-base text-ink">
        Need inspiration for the weekend? <Link {...args} /> and find your next cook.
      </p>
      <CurrentPage />
    </>
  ),
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Browse all recipes' });
    await expect(link).toHaveAttribute('href', '/recipes');
    await userEvent.click(link);
    await expect(await canvas.findByText('Current page: /recipes')).toBeInTheDocument();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Browse all recipes' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(link).outlineWidth).toBe('2px');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Current page: /recipes')).toBeInTheDocument();
  },
};

export const Variants: Story = {
  render: () => (
    <div className="flex flex-col items-start gap-4">
      <Link href="/help" variant="quiet" size="sm">
        Help &amp; FAQ
      </Link>
      <div className="flex gap-6 rounded-md bg-charcoal-900 p-4">
        <Link href="/careers" variant="inverse" size="sm">
          Careers
        </Link>
        <Link href="/press" variant="inverse" size="sm">
          Press
        </Link>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Careers' })).toHaveClass('text-charcoal-100');
  },
};

/** Header navigation: the current page is marked for screen readers and by style. */
export const Navigation: Story = {
  parameters: { route: '/recipes' },
  render: () => (
    <div className="flex flex-col gap-8">
      <nav aria-label="Main" className="flex gap-6">
        <Link href="/shop" variant="nav" size="sm">
          Shop
        </Link>
        <Link href="/recipes" variant="nav" size="sm" isCurrent>
          Recipes
        </Link>
        <Link href="/catering" variant="nav" size="sm">
          Catering
        </Link>
        <Link href="/contact" variant="nav" size="sm">
          Contact
        </Link>
      </nav>
      <nav aria-label="Main on charcoal" className="flex gap-6 bg-charcoal-900 px-4 py-3">
        <Link href="/shop" variant="navInverse" size="sm" isCurrent>
          Shop
        </Link>
        <Link href="/recipes" variant="navInverse" size="sm">
          Recipes
        </Link>
      </nav>
    </div>
  ),
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(main.getByRole('link', { name: 'Recipes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(main.getByRole('link', { name: 'Shop' })).not.toHaveAttribute('aria-current');
  },
};

export const Back: Story = {
  parameters: { route: '/recipes/texas-style-brisket' },
  render: () => (
    <>
      <BackLink href="/recipes">Back to Recipes</BackLink>
      <CurrentPage />
    </>
  ),
  play: async ({ canvas }) => {
    const back = canvas.getByRole('link', { name: 'Back to Recipes' });
    await expect(back.querySelector('[data-slot="link-back-icon"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await userEvent.click(back);
    await expect(await canvas.findByText('Current page: /recipes')).toBeInTheDocument();
  },
};

/** New-tab links say so, with an icon and words for screen readers. */
export const External: Story = {
  args: {
    href: 'https://maps.example.com/?q=Forge+and+Flame+Chicago',
    target: '_blank',
    children: 'Get directions',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Get directions (opens in a new tab)' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.querySelector('[data-slot="link-external-icon"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Browse all recipes' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link, { pointerEventsCheck: 0 });
    await expect(canvas.getByText('Current page: /')).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    children: 'read the complete guide to smoking a whole packer brisket on an offset smoker',
  },
  render: (args) => (
    <p className="max-w-xs text-base text-ink">
      New to low and slow? <Link {...args} /> before your first cook.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <nav aria-label="Footer" className="flex flex-col gap-3">
      <Link href="/shipping" variant="quiet" size="sm">
        Shipping
      </Link>
      <Link href="/weekly-deals" variant="quiet" size="sm">
        Weekly Circular
      </Link>
      <Link href="/gift-cards" variant="quiet" size="sm">
        Gift Cards
      </Link>
    </nav>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};
