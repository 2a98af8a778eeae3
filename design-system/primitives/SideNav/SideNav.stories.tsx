import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Bell,
  CreditCard,
  Heart,
  LogOut,
  Mail,
  MapPin,
  Package,
  Palette,
  Settings,
  Shield,
  SlidersHorizontal,
} from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SideNav, type SideNavItem, type SideNavProps } from './SideNav';

const showSection = fn();
const logout = fn();

const profileItems: SideNavItem[] = [
  {
    id: 'orders',
    label: 'Orders',
    icon: <Package aria-hidden="true" />,
    onPress: () => showSection('orders'),
  },
  { id: 'favorites', label: 'Favorites', icon: <Heart aria-hidden="true" />, href: '/favorites' },
  {
    id: 'addresses',
    label: 'Addresses',
    icon: <MapPin aria-hidden="true" />,
    onPress: () => showSection('addresses'),
  },
  {
    id: 'payment-methods',
    label: 'Payment Methods',
    icon: <CreditCard aria-hidden="true" />,
    onPress: () => showSection('payment-methods'),
  },
  {
    id: 'notifications',
    label: 'Notifications',
    icon: <Bell aria-hidden="true" />,
    onPress: () => showSection('notifications'),
  },
  {
    id: 'settings',
    label: 'Settings',
    icon: <Settings aria-hidden="true" />,
    onPress: () => showSection('settings'),
  },
  {
    id: 'logout',
    label: 'Logout',
    icon: <LogOut aria-hidden="true" />,
    tone: 'danger',
    onPress: logout,
  },
];

/**
 * Use SideNav for the sections of one page listed beside its content: the profile side menu
 * and the admin settings categories. The current section is highlighted and marked
 * `aria-current="page"`. Items with `href` navigate; the others run `onPress` (switch the
 * section in place, log out). For the site's main navigation use the header; for switching
 * between panels of equal weight inside a card use Tabs.
 */
const meta = {
  title: 'Primitives/SideNav',
  component: SideNav,
  args: { 'aria-label': 'Account', items: profileItems, currentId: 'orders', className: 'lg:w-64' },
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProfileMenu: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Account' });
    const orders = within(nav).getByRole('button', { name: 'Orders' });
    await expect(orders).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Favorites' })).toHaveAttribute(
      'href',
      '/favorites',
    );
    await userEvent.click(within(nav).getByRole('button', { name: 'Addresses' }));
    await expect(showSection).toHaveBeenLastCalledWith('addresses');
    await userEvent.click(within(nav).getByRole('button', { name: 'Logout' }));
    await expect(logout).toHaveBeenCalledOnce();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const orders = canvas.getByRole('button', { name: 'Orders' });
    await expect(orders).toHaveFocus();
    await expect(orders).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    await userEvent.tab();
    const addresses = canvas.getByRole('button', { name: 'Addresses' });
    await expect(addresses).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(showSection).toHaveBeenLastCalledWith('addresses');
  },
};

/** The admin settings sidebar: the screen moves `currentId` when a category is pressed. */
function SettingsCategories(props: Omit<SideNavProps, 'items' | 'currentId'>) {
  const [category, setCategory] = useState('general');
  const categories = [
    { id: 'general', label: 'General', icon: <SlidersHorizontal aria-hidden="true" /> },
    { id: 'appearance', label: 'Appearance', icon: <Palette aria-hidden="true" /> },
    { id: 'email', label: 'Email', icon: <Mail aria-hidden="true" /> },
    { id: 'notifications', label: 'Notifications', icon: <Bell aria-hidden="true" /> },
    { id: 'security', label: 'Security', icon: <Shield aria-hidden="true" /> },
  ];
  return (
    <SideNav
      {...props}
      aria-label="Settings categories"
      currentId={category}
      items={categories.map((item) => ({ ...item, onPress: () => setCategory(item.id) }))}
    />
  );
}

export const AdminSettingsCategories: Story = {
  render: (args) => (
    <SettingsCategories className={args.className} aria-label="Settings categories" />
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Settings categories' });
    const general = within(nav).getByRole('button', { name: 'General' });
    const email = within(nav).getByRole('button', { name: 'Email' });
    await expect(general).toHaveAttribute('aria-current', 'page');
    await userEvent.click(email);
    await expect(email).toHaveAttribute('aria-current', 'page');
    await expect(general).not.toHaveAttribute('aria-current');
    // Keyboard: Tab to Security and press Space.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(within(nav).getByRole('button', { name: 'Security' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Links: Story = {
  args: {
    'aria-label': 'Account pages',
    currentId: 'favorites',
    items: [
      { id: 'profile', label: 'Profile', href: '/profile', icon: <Package aria-hidden="true" /> },
      {
        id: 'favorites',
        label: 'Favorites',
        href: '/favorites',
        icon: <Heart aria-hidden="true" />,
      },
      { id: 'cart', label: 'Cart', href: '/cart', icon: <CreditCard aria-hidden="true" /> },
    ],
  },
  play: async ({ canvas }) => {
    const favorites = canvas.getByRole('link', { name: 'Favorites' });
    await expect(favorites).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Cart' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

export const Disabled: Story = {
  args: {
    items: profileItems.map((item) =>
      item.id === 'notifications' ? { ...item, isDisabled: true } : item,
    ),
  },
  play: async ({ canvas }) => {
    const notifications = canvas.getByRole('button', { name: 'Notifications' });
    await expect(notifications).toBeDisabled();
    await userEvent.click(notifications, { pointerEventsCheck: 0 });
    await expect(showSection).not.toHaveBeenCalledWith('notifications');
  },
};

export const LongText: Story = {
  args: {
    currentId: 'long',
    items: [
      { id: 'orders', label: 'Orders', icon: <Package aria-hidden="true" /> },
      {
        id: 'long',
        label: 'Smokehouse Club Membership and Billing',
        icon: <CreditCard aria-hidden="true" />,
      },
      { id: 'logout', label: 'Logout', icon: <LogOut aria-hidden="true" />, tone: 'danger' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Smokehouse Club Membership and Billing' }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { currentId: 'settings' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Account' });
    const list = nav.querySelector('ul')!;
    const items = within(nav).getAllByRole('listitem');
    // One horizontal row that scrolls sideways.
    const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // The current item was scrolled into view.
    const settings = within(nav).getByRole('button', { name: 'Settings' });
    const listBox = list.getBoundingClientRect();
    await expect(settings.getBoundingClientRect().right).toBeLessThanOrEqual(listBox.right + 1);
    await userEvent.click(settings);
    await expect(showSection).toHaveBeenLastCalledWith('settings');
  },
};
