import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flame, Heart, ShoppingCart } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

/**
 * Use Button for every action that changes something: add to cart, save, sign in,
 * delete. Choose one primary or accent button per area; outline and ghost for
 * the actions around it; destructive only for deletions. For navigation use
 * LinkButton, which looks the same but is a link.
 */
const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Add to Cart', onPress: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['primary', 'secondary', 'accent', 'outline', 'ghost', 'destructive', 'link'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="accent">
        Accent
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="destructive">
        Delete
      </Button>
      <Button {...args} variant="link">
        Link
      </Button>
    </div>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const [small, medium, large] = ['Small', 'Medium', 'Large'].map(
      (name) => canvas.getByRole('button', { name }).getBoundingClientRect().height,
    );
    await expect(small).toBe(32);
    await expect(medium).toBe(40);
    await expect(large).toBe(48);
  },
};

export const WithIcon: Story = {
  args: {
    variant: 'accent',
    children: (
      <>
        <ShoppingCart aria-hidden="true" /> Add to Cart
      </>
    ),
  },
};

export const IconOnly: Story = {
  args: {
    variant: 'outline',
    size: 'icon',
    'aria-label': 'Add to favorites',
    children: <Heart aria-hidden="true" />,
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to favorites' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Out of Stock' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Out of Stock' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Adding...', variant: 'accent' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Adding\.\.\./ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(canvas.queryByText('Add to Cart')).not.toBeInTheDocument();
  },
};

export const PendingSaving: Story = {
  args: { isPending: true, pendingLabel: 'Saving...', children: 'Save Changes' },
};

export const FocusVisible: Story = {
  args: { children: 'Place Order' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Place Order' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: {
    variant: 'secondary',
    children: (
      <>
        <Flame aria-hidden="true" /> Join the Smokehouse Club and save 20% on every order
      </>
    ),
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { className: 'w-full', size: 'lg', children: 'Proceed to Checkout', variant: 'accent' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Proceed to Checkout' });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(300);
  },
};
