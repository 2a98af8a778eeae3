import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, ShoppingBag } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { LinkButton } from './LinkButton';

/** Shows the router's current path, so a story can prove the link really navigated. */
function CurrentPage() {
  const { pathname } = useLocation();
  return <p className="mt-4 text-sm text-ink-muted">Current page: {pathname}</p>;
}

/**
 * Use LinkButton when something that looks like a button takes the shopper to
 * another page: Continue Shopping, Proceed to Checkout, Join the Smokehouse Club.
 * It is a real link (middle-click, copy address, announced as a link) and routes
 * client-side. For actions that change something, use Button.
 */
const meta = {
  title: 'Primitives/LinkButton',
  component: LinkButton,
  args: { href: '/shop', children: 'Continue Shopping' },
  argTypes: {
    variant: {
      control: 'select',
      options: ['primary', 'secondary', 'accent', 'outline', 'ghost', 'destructive', 'link'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  render: (args) => (
    <>
      <LinkButton {...args} />
      <CurrentPage />
    </>
  ),
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Continue Shopping' });
    await expect(link).toHaveAttribute('href', '/shop');
    await expect(canvas.getByText('Current page: /')).toBeInTheDocument();
    await userEvent.click(link);
    await expect(await canvas.findByText('Current page: /shop')).toBeInTheDocument();
  },
};

export const KeyboardEnter: Story = {
  args: { href: '/checkout', variant: 'accent', size: 'lg', children: 'Proceed to Checkout' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Proceed to Checkout' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Current page: /checkout')).toBeInTheDocument();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <LinkButton {...args} variant="primary">
        Primary
      </LinkButton>
      <LinkButton {...args} variant="secondary">
        Secondary
      </LinkButton>
      <LinkButton {...args} variant="accent">
        Accent
      </LinkButton>
      <LinkButton {...args} variant="outline">
        Outline
      </LinkButton>
      <LinkButton {...args} variant="ghost">
        Ghost
      </LinkButton>
      <LinkButton {...args} variant="link">
        Link
      </LinkButton>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <LinkButton {...args} size="sm">
        Small
      </LinkButton>
      <LinkButton {...args} size="md">
        Medium
      </LinkButton>
      <LinkButton {...args} size="lg">
        Large
      </LinkButton>
    </div>
  ),
  play: async ({ canvas }) => {
    const [small, medium, large] = ['Small', 'Medium', 'Large'].map(
      (name) => canvas.getByRole('link', { name }).getBoundingClientRect().height,
    );
    await expect(small).toBe(32);
    await expect(medium).toBe(40);
    await expect(large).toBe(48);
  },
};

export const WithIcon: Story = {
  args: {
    variant: 'outline',
    children: (
      <>
        <ShoppingBag aria-hidden="true" /> Continue Shopping
      </>
    ),
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, children: 'View Invoice', href: '/invoice/1001' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'View Invoice' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link, { pointerEventsCheck: 0 });
    await expect(canvas.getByText('Current page: /')).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    href: '/smokehouse-club',
    variant: 'secondary',
    children: (
      <>
        Join the Smokehouse Club and get free rubs every month <ArrowRight aria-hidden="true" />
      </>
    ),
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    className: 'w-full',
    size: 'lg',
    variant: 'accent',
    href: '/checkout',
    children: 'Proceed to Checkout',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Proceed to Checkout' });
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(300);
  },
};
