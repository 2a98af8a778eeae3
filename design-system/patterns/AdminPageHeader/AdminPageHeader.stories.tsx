import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Plus } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { AdminPageHeader } from './AdminPageHeader';

/**
 * Put AdminPageHeader at the top of every admin screen: it gives the way back to the
 * console (the spec requires it on each screen), the page's h1 and its main actions.
 */
const meta = {
  title: 'Patterns/AdminPageHeader',
  component: AdminPageHeader,
  args: {
    backHref: '/admin-console',
    title: 'Product Management',
    description: 'Add, edit and remove products; changes show in the shop at once.',
    actions: (
      <Button variant="accent">
        <Plus aria-hidden="true" /> Add Product
      </Button>
    ),
  },
  parameters: { route: '/admin' },
} satisfies Meta<typeof AdminPageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Product Management' }),
    ).toBeVisible();
    const back = canvas.getByRole('link', { name: /Back to Admin Console/ });
    await expect(back).toHaveAttribute('href', '/admin-console');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
  },
};

export const SeveralActions: Story = {
  args: {
    title: 'Order Management',
    description: undefined,
    actions: (
      <>
        <Button variant="outline">
          <Download aria-hidden="true" /> Export Orders
        </Button>
        <Button variant="accent">New Order</Button>
      </>
    ),
  },
};

export const WithoutActions: Story = {
  args: { title: 'Analytics', actions: undefined },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Back to Admin Console/ })).toHaveFocus();
  },
};
