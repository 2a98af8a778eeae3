import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Copy,
  CreditCard,
  Heart,
  LogOut,
  MapPin,
  MoreHorizontal,
  Package,
  Pencil,
  Settings,
  Trash2,
  Undo2,
  User,
} from 'lucide-react';
import { useState } from 'react';
import type { Selection } from 'react-aria-components/Menu';
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, type MenuProps } from './Menu';

/**
 * Use Menu for a list of actions or destinations behind one button: a table row's 'More
 * actions' (Edit, Duplicate, Delete), the header's account menu under 'My Profile'. Each item
 * runs `onAction(id)` or, with `href`, navigates. For choosing a value use Select; for a
 * handful of always-visible actions use Buttons.
 */
const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  args: { onAction: fn() },
  parameters: { layout: 'centered' },
  render: (args) => (
    <div className="flex h-72 justify-center">
      <MenuTrigger>
        <IconButton label="More actions" variant="outline">
          <MoreHorizontal aria-hidden="true" />
        </IconButton>
        <Menu {...args}>
          <MenuItem id="edit" icon={<Pencil aria-hidden="true" />} shortcut="⌘E">
            Edit
          </MenuItem>
          <MenuItem id="duplicate" icon={<Copy aria-hidden="true" />} shortcut="⌘D">
            Duplicate
          </MenuItem>
          <MenuSeparator />
          <MenuItem id="delete" icon={<Trash2 aria-hidden="true" />} tone="danger">
            Delete
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The id the last `onAction` call received (React Aria passes more arguments after it). */
function lastAction(onAction: unknown): unknown {
  return mocked(onAction as (id: unknown) => void).mock.lastCall?.[0];
}

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'More actions' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'More actions' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Duplicate/ }));
    await expect(lastAction(args.onAction)).toBe('duplicate');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardSelect: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'More actions' });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const edit = within(menu).getByRole('menuitem', { name: /Edit/ });
    await waitFor(() => expect(edit).toHaveFocus());
    await expect(edit).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: /Duplicate/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(lastAction(args.onAction)).toBe('duplicate');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const TypeAheadAndEscape: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'More actions' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await userEvent.keyboard('d');
    await expect(within(menu).getByRole('menuitem', { name: /Duplicate/ })).toHaveFocus();
    await userEvent.keyboard('e');
    await expect(within(menu).getByRole('menuitem', { name: /Delete/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: /Delete/ })).toBeVisible();
  },
};

export const AccountMenu: Story = {
  render: (args) => (
    <div className="flex h-96 justify-center">
      <MenuTrigger>
        <Button variant="ghost">
          <User aria-hidden="true" /> My Profile
        </Button>
        <Menu {...args}>
          <MenuSection title="Signed in as Jordan Reyes">
            <MenuItem id="orders" href="/profile" icon={<Package aria-hidden="true" />}>
              Orders
            </MenuItem>
            <MenuItem id="favorites" href="/favorites" icon={<Heart aria-hidden="true" />}>
              Favorites
            </MenuItem>
            <MenuItem id="addresses" href="/profile" icon={<MapPin aria-hidden="true" />}>
              Addresses
            </MenuItem>
            <MenuItem id="payment" href="/profile" icon={<CreditCard aria-hidden="true" />}>
              Payment Methods
            </MenuItem>
          </MenuSection>
          <MenuSection title="Account">
            <MenuItem id="settings" icon={<Settings aria-hidden="true" />}>
              Settings
            </MenuItem>
            <MenuItem id="logout" icon={<LogOut aria-hidden="true" />} tone="danger">
              Logout
            </MenuItem>
          </MenuSection>
        </Menu>
      </MenuTrigger>
    </div>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'My Profile' }));
    const menu = await screen.findByRole('menu', { name: 'My Profile' });
    const signedIn = within(menu).getByRole('group', { name: 'Signed in as Jordan Reyes' });
    const favorites = within(signedIn).getByRole('menuitem', { name: 'Favorites' });
    await expect(favorites).toHaveAttribute('href', '/favorites');
    // Left open for the screenshot: two sections, links with icons, Logout in danger red.
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const SingleSelection: Story = {
  args: {
    selectionMode: 'single',
    defaultSelectedKeys: ['recent'],
    onSelectionChange: fn(),
  },
  render: (args) => (
    <div className="flex h-48 justify-center">
      <MenuTrigger>
        <Button variant="outline">Sort</Button>
        <Menu {...args}>
          <MenuItem id="recent">Most Recent</MenuItem>
          <MenuItem id="popular">Most Popular</MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sort' }));
    const menu = await screen.findByRole('menu');
    const recent = within(menu).getByRole('menuitemradio', { name: 'Most Recent' });
    await expect(recent).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Most Popular' }));
    const selection = mocked(args.onSelectionChange!).mock.lastCall?.[0];
    await expect([...(selection as Set<string>)]).toEqual(['popular']);
  },
};

/** The status menu of an order row: the choice is the caller's state, kept between openings. */
function StatusMenu({ onSelectionChange, ...args }: MenuProps<object>) {
  const [status, setStatus] = useState<Selection>(new Set(['shipped']));
  return (
    <div className="flex h-80 justify-center">
      <MenuTrigger>
        <Button variant="outline">Update</Button>
        <Menu {...args}>
          <MenuSection
            title="Status"
            selectionMode="single"
            selectedKeys={status}
            disallowEmptySelection
            onSelectionChange={(keys) => {
              setStatus(keys);
              onSelectionChange?.(keys);
            }}
          >
            <MenuItem id="shipped">Shipped</MenuItem>
            <MenuItem id="delivered">Delivered</MenuItem>
          </MenuSection>
          <MenuSeparator />
          <MenuItem id="refund" icon={<Undo2 aria-hidden="true" />}>
            Refund
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  );
}

/** A section with a choice of its own beside plain actions: radios above, a command below. */
export const SectionSelection: Story = {
  render: (args) => <StatusMenu {...args} />,
  args: { onSelectionChange: fn() },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Update' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Delivered' }));
    const selection = mocked(args.onSelectionChange!).mock.lastCall?.[0];
    await expect([...(selection as Set<string>)]).toEqual(['delivered']);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Refund' }));
    await expect(lastAction(args.onAction)).toBe('refund');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    // Left open for the screenshot: the Status heading, Delivered checked, Refund below.
    await userEvent.click(trigger);
    const status = within(await screen.findByRole('menu')).getByRole('group', { name: 'Status' });
    await expect(within(status).getByRole('menuitemradio', { name: 'Delivered' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabledKeys: ['delete'] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    const remove = within(menu).getByRole('menuitem', { name: /Delete/ });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(remove, { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(menu).toBeVisible();
  },
};

export const LongText: Story = {
  render: (args) => (
    <div className="flex h-56 justify-center">
      <MenuTrigger>
        <Button variant="outline">Order FF-2024-0012</Button>
        <Menu {...args} placement="bottom start">
          <MenuItem id="invoice">View invoice and download a printable PDF copy</MenuItem>
          <MenuItem id="resend">Resend the order confirmation e-mail to the customer</MenuItem>
          <MenuItem id="cancel" tone="danger">
            Cancel order
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Order FF-2024-0012' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    // The menu stays inside the 390 px viewport.
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Edit/ }));
    await expect(lastAction(args.onAction)).toBe('edit');
  },
};
