import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PageFailure } from './PageFailure';

/**
 * Use PageFailure in place of a page that could not be shown: the store's API is down, the
 * page's code is gone after a deploy, or anything unexpected. It offers a retry and a way out;
 * inside the shop's shell by default, or as a page of its own (`brandName`) when the header
 * itself failed.
 */
const meta = {
  title: 'Patterns/PageFailure',
  component: PageFailure,
  parameters: { layout: 'fullscreen', route: '/shop' },
  args: {
    reason: 'unreachable',
    onRetry: fn(),
    exit: { href: '/', label: 'Go to the home page' },
  },
  argTypes: {
    reason: { control: 'inline-radio', options: ['unreachable', 'outdated', 'unexpected'] },
  },
} satisfies Meta<typeof PageFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The API did not answer: Try again loads the page's data again. */
export const Unreachable: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: "The store can't be reached right now" }),
    ).toBeVisible();
    await expect(canvas.getByText(/Your cart and favorites are safe/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** While the data loads again the button is busy and ignores presses. */
export const Retrying: Story = {
  args: { isRetrying: true },
  play: async ({ args, canvas }) => {
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** The page's code is gone after a new version went live (and reloading once did not help). */
export const Outdated: Story = {
  args: { reason: 'outdated' },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: "This page didn't load" }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload the page' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Unexpected: Story = {
  args: { reason: 'unexpected', exit: { href: '/admin-console', label: 'Back to the console' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the console' })).toHaveAttribute(
      'href',
      '/admin-console',
    );
  },
};

/** The store answered with an error: its request id, for the visitor to quote to support. */
export const WithReference: Story = {
  args: { reason: 'unreachable', reference: '9BZW1P4FCCQG' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('9BZW1P4FCCQG', { exact: true }).closest('p')).toHaveTextContent(
      'Reference 9BZW1P4FCCQG: quote it if you contact us.',
    );
  },
};

/** The shell itself failed: the whole page, naming the shop. */
export const Standalone: Story = {
  args: { brandName: 'Forge & Flame' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Forge & Flame')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: "The store can't be reached right now" }),
    ).toBeVisible();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveFocus();
    await expect(retry).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const exit = canvas.getByRole('link', { name: 'Go to the home page' });
    await expect(exit.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
