import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-aria-components/Link';
import { expect, userEvent, within } from 'storybook/test';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { Grid } from '../Grid/Grid';
import { SidebarLayout } from './SidebarLayout';

function Panel({ title, lines }: { title: string; lines: readonly string[] }) {
  return (
    <div className="rounded-lg border border-line bg-surface-muted p-4">
      <h2 className="font-display text-lg font-semibold">{title}</h2>
      <ul className="mt-2 flex flex-col gap-1 text-sm text-ink-muted">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

function Results({ count = 6 }: { count?: number }) {
  return (
    <Grid columns="products" gap="md">
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          className="h-40 rounded-lg border border-line bg-surface p-4 text-sm font-medium text-ink"
        >
          Product {index + 1}
        </div>
      ))}
    </Grid>
  );
}

const accountLinks = [
  'Orders',
  'Favorites',
  'Addresses',
  'Payment Methods',
  'Notifications',
  'Settings',
];

function AccountMenu() {
  return (
    <ul className="flex flex-col gap-1">
      {accountLinks.map((name) => (
        <li key={name}>
          <Link
            href={`/profile?section=${name.toLowerCase().replace(' ', '-')}`}
            className={cn(
              focusRing,
              'block rounded-md px-3 py-2 text-sm font-medium text-ink rac-hover:bg-surface-muted',
              name === 'Orders' && 'bg-charcoal-900 text-white rac-hover:bg-charcoal-800',
            )}
            aria-current={name === 'Orders' ? 'page' : undefined}
          >
            {name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const rectOf = (element: Element) => element.getBoundingClientRect();

/**
 * Use SidebarLayout for pages with a side column beside the main content: the account
 * menu on /profile, category and stock filters beside shop results, the settings
 * categories in the admin console. On phones the side column comes first, above the
 * content; from lg it is a 16rem column on the left that stays in view (sticky) while
 * the main column scrolls. Name the side column with `sidebarLabel`; render it as
 * `nav` when it is navigation, otherwise it is an `aside`.
 */
const meta = {
  title: 'Primitives/SidebarLayout',
  component: SidebarLayout,
  args: {
    sidebarLabel: 'Filters',
    sidebar: <Panel title="Filters" lines={['All', 'Seasonings', 'Sauces', 'In Stock only']} />,
    children: <Results />,
  },
  argTypes: {
    sidebarAs: { control: 'inline-radio', options: ['aside', 'nav'] },
  },
} satisfies Meta<typeof SidebarLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const sidebar = canvas.getByRole('complementary', { name: 'Filters' });
    const main = canvasElement.querySelector('[data-slot="sidebar-layout-main"]')!;
    // From lg: a 16rem column on the left, the results beside it.
    await expect(rectOf(sidebar).width).toBe(256);
    const layout = canvasElement.querySelector('[data-slot="sidebar-layout"]')!;
    await expect(rectOf(main).top).toBe(rectOf(layout).top);
    await expect(rectOf(sidebar).left).toBe(rectOf(layout).left);
    await expect(rectOf(main).left - rectOf(sidebar).right).toBe(40);
    await expect(getComputedStyle(sidebar).position).toBe('sticky');
  },
};

export const AccountNavigation: Story = {
  args: {
    sidebarAs: 'nav',
    sidebarLabel: 'Account',
    sidebar: <AccountMenu />,
    children: <Panel title="Orders" lines={['#1042 · Delivered', '#1038 · Processing']} />,
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Account' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(accountLinks.length);
    await expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The side column comes first in the tab order.
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Favorites' })).toHaveFocus();
  },
};

export const StaysInView: Story = {
  args: { children: <Results count={16} /> },
  play: async ({ canvas, canvasElement }) => {
    const sidebar = canvas.getByRole('complementary', { name: 'Filters' });
    const main = canvasElement.querySelector('[data-slot="sidebar-layout-main"]')!;
    // The results are taller than the side column, which does not stretch to match.
    await expect(rectOf(main).height).toBeGreaterThan(rectOf(sidebar).height * 2);
    await expect(getComputedStyle(sidebar).position).toBe('sticky');
    await expect(getComputedStyle(sidebar).top).toBe('24px');
  },
};

export const NotSticky: Story = {
  args: { sticky: false },
  play: async ({ canvas }) => {
    const sidebar = canvas.getByRole('complementary', { name: 'Filters' });
    await expect(getComputedStyle(sidebar).position).toBe('static');
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { children: <Results count={4} /> },
  play: async ({ canvas, canvasElement }) => {
    const sidebar = canvas.getByRole('complementary', { name: 'Filters' });
    const main = canvasElement.querySelector('[data-slot="sidebar-layout-main"]')!;
    // Stacked on a phone: the filters first, full width, then the results.
    await expect(rectOf(sidebar).width).toBe(390 - 32);
    await expect(rectOf(main).top - rectOf(sidebar).bottom).toBe(24);
    await expect(getComputedStyle(sidebar).position).toBe('static');
  },
};
