import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleHeaderLinks } from './sample-links';
import { SiteHeader } from './SiteHeader';

/** The page under the header: shows the router's path, and is the skip link's target. */
function PageBelow() {
  const { pathname } = useLocation();
  return (
    <main id="main" tabIndex={-1} className="p-6 text-sm text-ink-muted outline-none">
      Current page: {pathname}
    </main>
  );
}

/**
 * Use SiteHeader once, in the app's layout, above every route. It takes everything as data
 * (who is signed in, the counts, the current path) and reports searches through `onSearch`;
 * the layout reads the stores and navigates.
 */
const meta = {
  title: 'Patterns/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    brandName: 'Forge & Flame',
    links: sampleHeaderLinks,
    currentPath: '/',
    isSignedIn: false,
    isAdmin: false,
    cartCount: 0,
    favoritesCount: 0,
    announcement: { label: 'Free delivery on orders over $75', href: '/shop' },
    onSearch: fn(),
  },
  render: (args) => (
    <>
      <SiteHeader {...args} />
      <PageBelow />
    </>
  ),
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    const account = canvas.getByRole('navigation', { name: 'Account' });
    await expect(within(account).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(within(account).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.queryByRole('link', { name: 'My Profile' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Admin' })).toBeNull();

    const main = canvas.getByRole('navigation', { name: 'Main' });
    const names = within(main)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(names).toEqual(['Shop', 'Recipes', 'Catering', 'Contact']);
    await expect(canvas.getByRole('link', { name: 'Find a Store' })).toHaveAttribute(
      'href',
      '/stores',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Free delivery on orders over $75' }));
    await expect(await canvas.findByText('Current page: /shop')).toBeVisible();
  },
};

export const SignedIn: Story = {
  args: { isSignedIn: true, currentPath: '/profile' },
  play: async ({ canvas }) => {
    const profile = canvas.getByRole('link', { name: 'My Profile' });
    await expect(profile).toHaveAttribute('href', '/profile');
    await expect(profile).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Sign In' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Register' })).toBeNull();
    // Signed in is not enough for the Admin link: only the admin group sees it.
    await expect(canvas.queryByRole('link', { name: 'Admin' })).toBeNull();
  },
};

export const Admin: Story = {
  args: { isSignedIn: true, isAdmin: true, currentPath: '/admin-console' },
  play: async ({ canvas }) => {
    const admin = within(canvas.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Admin',
    });
    await expect(admin).toHaveAttribute('href', '/admin-console');
    await expect(admin).toHaveAttribute('aria-current', 'page');
  },
};

export const Counts: Story = {
  args: { cartCount: 3, favoritesCount: 15, currentPath: '/shop/texas-brisket-rub' },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('link', { name: 'Cart, 3 items' });
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(cart.querySelector('[data-count]')).toHaveAttribute('data-count', '3');
    await expect(canvas.getByRole('link', { name: 'Favorites, 15 items' })).toHaveAttribute(
      'href',
      '/favorites',
    );
    // A product page marks Shop as the current section.
    await expect(canvas.getByRole('link', { name: 'Shop' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Recipes' })).not.toHaveAttribute('aria-current');
  },
};

export const ManyItems: Story = {
  args: { cartCount: 120, favoritesCount: 1 },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('link', { name: 'Cart, 120 items' });
    await expect(cart.querySelector('[data-count]')).toHaveAttribute('data-count', '99+');
    await expect(canvas.getByRole('link', { name: 'Favorites, 1 item' })).toBeVisible();
  },
};

export const SearchExpanded: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const search = await canvas.findByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveFocus();
    await expect(search).toHaveAttribute('placeholder', 'Search products...');
    await userEvent.type(search, 'brisket{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('brisket');
  },
};

export const SearchClosesOnOutsideClick: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.type(await canvas.findByRole('searchbox'), 'rub');
    await userEvent.click(canvas.getByText(/Current page/));
    await waitFor(() => expect(canvas.queryByRole('searchbox')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
  },
};

export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab(); // Skip to content
    await userEvent.tab();
    const findAStore = canvas.getByRole('link', { name: 'Find a Store' });
    await expect(findAStore).toHaveFocus();
    await expect(findAStore).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab(); // the banner
    await userEvent.tab(); // Sign In
    await userEvent.tab(); // Register
    await userEvent.tab();
    const logo = canvas.getByRole('link', { name: 'Forge & Flame' });
    await expect(logo).toHaveFocus();
    await expect(logo).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
  },
};

export const LongBrandName: Story = {
  args: { brandName: 'Forge & Flame Smokehouse and Barbecue Supply', cartCount: 2 },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};

/** Nothing the store's name takes may overlap: the name's box against each icon's, all inside the header. */
async function expectNameBesideIcons(canvasElement: HTMLElement) {
  const header = within(canvasElement).getByRole('banner');
  const name = header
    .querySelector<HTMLElement>('[data-slot="site-logo-text"]')!
    .getBoundingClientRect();
  const icons = [
    within(header).getByRole('button', { name: 'Search' }),
    within(header).getByRole('link', { name: /^Favorites/ }),
    within(header).getByRole('link', { name: /^Cart/ }),
  ].map((icon) => icon.getBoundingClientRect());
  const overlaps = (a: DOMRect, b: DOMRect) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  for (const icon of icons) {
    await expect(overlaps(name, icon)).toBe(false);
    await expect(name.right).toBeLessThanOrEqual(icon.left);
    // Favourites and cart stay on the screen.
    await expect(icon.right).toBeLessThanOrEqual(header.clientWidth);
  }
  const menu = within(header).queryByRole('button', { name: 'Menu' });
  if (menu?.checkVisibility()) {
    await expect(overlaps(name, menu.getBoundingClientRect())).toBe(false);
  }
  await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
}

/** The store's name is a setting of 1 to 40 characters; each length keeps clear of the icons. */
const brandNames = {
  12: 'Smoke & Salt',
  21: 'Forge & Flame Chicago',
  40: 'Forge & Flame Smokehouse and BBQ Company',
} as const;

const nameStory = (length: keyof typeof brandNames, width: 'mobile' | 'desktop'): Story => ({
  globals: { viewport: { value: width, isRotated: false } },
  args: { brandName: brandNames[length], cartCount: 2, favoritesCount: 15 },
  play: async ({ canvas, canvasElement }) => {
    // Cut short or not, the link names the whole shop.
    await expect(canvas.getByRole('link', { name: brandNames[length] })).toHaveAttribute(
      'href',
      '/',
    );
    await expectNameBesideIcons(canvasElement);
  },
});

export const BrandName12Mobile = nameStory(12, 'mobile');
export const BrandName21Mobile = nameStory(21, 'mobile');
export const BrandName40Mobile = nameStory(40, 'mobile');
export const BrandName12Desktop = nameStory(12, 'desktop');
export const BrandName21Desktop = nameStory(21, 'desktop');
export const BrandName40Desktop = nameStory(40, 'desktop');

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { cartCount: 2, favoritesCount: 15 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    // The main links move into the menu below lg.
    await expect(canvasElement.querySelector('nav[aria-label="Main"]')).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    const header = canvas.getByRole('banner');
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};

export const MobileSearchExpanded: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { cartCount: 2, favoritesCount: 15 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const search = await canvas.findByRole('searchbox');
    // The box gets the room the brand name gives up.
    await expect(search.getBoundingClientRect().width).toBeGreaterThan(120);
    await userEvent.type(search, 'ribs{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('ribs');
  },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { cartCount: 2, favoritesCount: 15, currentPath: '/recipes' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const links = within(drawer)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(links).toEqual([
      'Shop',
      'Recipes',
      'Catering',
      'Contact',
      'Find a Store',
      'Favorites, 15 items',
      'Cart, 2 items',
      'Sign In',
      'Register',
    ]);
    await expect(within(drawer).getByRole('link', { name: 'Recipes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const MobileMenuNavigates: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { isSignedIn: true, isAdmin: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    // The drawer is in the page a frame before it has finished opening.
    await waitFor(() => expect(within(drawer).getByRole('link', { name: 'Admin' })).toBeVisible());
    await expect(within(drawer).getByRole('link', { name: 'My Profile' })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Catering' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('Current page: /catering')).toBeVisible();
  },
};

/** The drawer loads on the first press; focus moves into it, and back to Menu when it closes. */
export const MobileMenuFocus: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(menuButton).toHaveFocus();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  },
};
