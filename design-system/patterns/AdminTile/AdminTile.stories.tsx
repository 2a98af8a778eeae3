import type { Meta, StoryObj } from '@storybook/react-vite';
import { Package, ShoppingBag, Truck } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { AdminTile } from './AdminTile';

/**
 * Use AdminTile on the admin console, one per management screen, in a Grid: the icon, the
 * screen's name and what it is for, and the whole tile links to the screen.
 */
const meta = {
  title: 'Patterns/AdminTile',
  component: AdminTile,
  args: {
    name: 'Products',
    description: 'Add, edit and remove products, sizes, prices and sales.',
    href: '/admin',
    icon: Package,
    className: 'max-w-sm',
  },
} satisfies Meta<typeof AdminTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Products' });
    await expect(link).toHaveAttribute('href', '/admin');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
    await expect(canvas.getByText(/sizes, prices and sales/)).toBeVisible();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Products' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const LongText: Story = {
  args: {
    name: 'Shipping Zones and Delivery Methods',
    description:
      'Shipping zones, the regions in each, delivery methods with their prices, minimum orders and estimated days, for the city and the rest of the state.',
    href: '/admin/shipping',
    icon: Truck,
  },
};

/** Three tiles side by side, as the console lays them out. */
export const InAGrid: Story = {
  render: () => (
    <ul className="grid max-w-5xl grid-cols-1 gap-4 md:grid-cols-3">
      <li>
        <AdminTile
          name="Products"
          description="Add, edit and remove products, sizes, prices and sales."
          href="/admin"
          icon={Package}
        />
      </li>
      <li>
        <AdminTile
          name="Orders"
          description="Track orders, payments and deliveries."
          href="/admin/orders"
          icon={ShoppingBag}
        />
      </li>
      <li>
        <AdminTile
          name="Shipping"
          description="Shipping zones, delivery methods and rates."
          href="/admin/shipping"
          icon={Truck}
        />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
