import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { LinkButton } from '../LinkButton/LinkButton';
import { DialogTrigger } from '../Modal/Modal';
import { Drawer, type DrawerRenderProps } from './Drawer';

const mainLinks = [
  { label: 'Shop', href: '/shop' },
  { label: 'Recipes', href: '/recipes' },
  { label: 'Catering', href: '/catering' },
  { label: 'Contact', href: '/contact' },
  { label: 'Find a Store', href: '/stores' },
];

function MenuLinks({ close, links = mainLinks }: DrawerRenderProps & { links?: typeof mainLinks }) {
  return (
    <nav aria-label="Mobile">
      <ul className="flex flex-col gap-1">
        {links.map((link) => (
          <li key={link.href}>
            <LinkButton
              href={link.href}
              variant="ghost"
              size="lg"
              className="w-full justify-start px-3"
              onPress={close}
            >
              {link.label}
            </LinkButton>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AccountLinks({ close }: DrawerRenderProps) {
  return (
    <>
      <LinkButton href="/login" className="w-full" onPress={close}>
        Sign In
      </LinkButton>
      <LinkButton href="/register" variant="outline" className="w-full" onPress={close}>
        Register
      </LinkButton>
    </>
  );
}

/** Shows the router's path, so a story can prove that a link navigated. */
function CurrentPath() {
  const { pathname } = useLocation();
  return <p className="mt-4 text-sm text-ink-muted">Current page: {pathname}</p>;
}

/**
 * Use Drawer for the mobile menu: the header's Menu button opens it from the edge of the
 * screen with the main links, Find a Store and the account links. Pass the body as a
 * function to get `close`, and call it from each link's `onPress` so the drawer closes as
 * the page changes. For a task or a form use Modal; for a confirmation, AlertDialog.
 */
const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  args: {
    title: 'Menu',
    side: 'left',
    children: (opts: DrawerRenderProps) => <MenuLinks {...opts} />,
    footer: (opts: DrawerRenderProps) => <AccountLinks {...opts} />,
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['left', 'right'] },
  },
  render: (args) => (
    <>
      <DialogTrigger>
        <IconButton label="Menu" variant="outline">
          <Menu aria-hidden="true" />
        </IconButton>
        <Drawer {...args} />
      </DialogTrigger>
      <CurrentPath />
    </>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openWithPointer(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole('button', { name: 'Menu' });
  await userEvent.click(trigger);
  const drawer = await screen.findByRole('dialog', { name: 'Menu' });
  return { trigger, drawer, body: within(drawer) };
}

/** Opened with the pointer and left open: focus has moved into the drawer. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { drawer, body } = await openWithPointer(canvasElement);
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await expect(body.getByRole('link', { name: 'Shop' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Close' })).toBeVisible();
    const sheet = drawer.closest<HTMLElement>('[data-slot="drawer"]')!;
    await expect(sheet.getBoundingClientRect().left).toBe(0);
    await expect(sheet.getBoundingClientRect().height).toBe(window.innerHeight);
  },
};

/** Keyboard: Enter opens, focus moves in, Escape closes and focus returns to Menu. */
export const EscapeRestoresFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const trigger = within(canvasElement).getByRole('button', { name: 'Menu' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Tab cycles through Close, the links and the account buttons without leaving the drawer. */
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const body = within(drawer);
    const close = body.getByRole('button', { name: 'Close' });
    close.focus();
    const order = ['Shop', 'Recipes', 'Catering', 'Contact', 'Find a Store', 'Sign In', 'Register'];
    for (const name of order) {
      await userEvent.tab();
      await expect(body.getByRole('link', { name })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    const shop = body.getByRole('link', { name: 'Shop' });
    await expect(shop).toHaveFocus();
    await expect(shop).toHaveAttribute('data-focus-visible', 'true');
    await expect(within(canvasElement).getByRole('button', { name: 'Menu' })).not.toHaveFocus();
  },
};

/** Pressing a link navigates and closes the drawer. */
export const LinkPressCloses: Story = {
  play: async ({ canvasElement }) => {
    const { body } = await openWithPointer(canvasElement);
    await userEvent.click(body.getByRole('link', { name: 'Recipes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByText('Current page: /recipes')).toBeVisible();
  },
};

/** A press on the dimmed backdrop closes the drawer. */
export const BackdropCloses: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, drawer } = await openWithPointer(canvasElement);
    const overlay = drawer.closest<HTMLElement>('[data-slot="drawer-overlay"]')!;
    await userEvent.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, body } = await openWithPointer(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const RightSide: Story = {
  args: { side: 'right' },
  play: async ({ canvasElement }) => {
    const { drawer } = await openWithPointer(canvasElement);
    const sheet = drawer.closest<HTMLElement>('[data-slot="drawer"]')!;
    await expect(sheet.getBoundingClientRect().right).toBe(window.innerWidth);
  },
};

/** Many links: the body scrolls while the title and the account buttons stay in view. */
export const LongContent: Story = {
  args: {
    children: (opts: DrawerRenderProps) => (
      <MenuLinks
        {...opts}
        links={[
          ...mainLinks,
          { label: 'Deals', href: '/deals' },
          { label: 'Weekly Circular', href: '/weekly-deals' },
          { label: 'Smokehouse Club', href: '/smokehouse-club' },
          { label: 'Community Forum', href: '/forum' },
          { label: 'About Us', href: '/about' },
          { label: 'Help & FAQ', href: '/help' },
          { label: 'Careers', href: '/careers' },
          { label: 'Press', href: '/press' },
          { label: 'Shipping', href: '/shipping' },
          { label: 'Gift Cards', href: '/gift-cards' },
          { label: 'Favorites', href: '/favorites' },
          { label: 'Cart', href: '/cart' },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const { body } = await openWithPointer(canvasElement);
    const register = body.getByRole('link', { name: 'Register' });
    await expect(register.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(body.getByRole('heading', { name: 'Menu' }).getBoundingClientRect().top).toBe(24);
  },
};

/** On a phone the sheet takes at most 85% of the width, so the page stays visible beside it. */
export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { drawer } = await openWithPointer(canvasElement);
    const sheet = drawer.closest<HTMLElement>('[data-slot="drawer"]')!;
    await expect(sheet.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth * 0.85);
  },
};
