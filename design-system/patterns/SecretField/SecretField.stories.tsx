import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SecretField } from './SecretField';

const key = 'ff_test_EXAMPLE0000NOTAREALKEY0000';

/**
 * Use SecretField for a secret an admin needs to read or copy, such as the store's API key:
 * masked by default (only the last four characters show), 'Show API key' / 'Hide API key',
 * and 'Copy' to the clipboard with a 'Copied' confirmation, or a message when the browser
 * refuses.
 */
const meta = {
  title: 'Patterns/SecretField',
  component: SecretField,
  args: {
    label: 'API key',
    value: key,
    description: 'Storefront integration · created Dec 10, 2024',
    onCopy: fn(async () => undefined),
    onVisibilityChange: fn(),
    // 'Copied' stays until the screenshot is taken, however slow the run.
    copiedDuration: 60_000,
    className: 'max-w-2xl',
  },
} satisfies Meta<typeof SecretField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Masked: the key is not in the page, only its last four characters. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('group', { name: 'API key' });
    await expect(box).toHaveAccessibleDescription('Storefront integration · created Dec 10, 2024');
    await expect(box).toHaveTextContent('Hidden, ending in 0000');
    await expect(canvasElement).not.toHaveTextContent(key);
  },
};

export const ShowAndHide: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show API key' }));
    await expect(args.onVisibilityChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('group', { name: 'API key' })).toHaveTextContent(key);
    const hide = canvas.getByRole('button', { name: 'Hide API key' });
    await expect(hide).toHaveFocus();
    await userEvent.click(hide);
    await expect(canvas.getByRole('group', { name: 'API key' })).not.toHaveTextContent(key);
  },
};

export const Copied: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalledWith(key);
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('API key copied to the clipboard');
  },
};

/** A refused clipboard says so, in an alert. */
export const CopyFailed: Story = {
  args: { onCopy: fn(async () => Promise.reject(new Error('NotAllowedError'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent("Couldn't copy the API key"),
    );
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const show = canvas.getByRole('button', { name: 'Show API key' });
    await expect(show).toHaveFocus();
    await expect(show).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Hide API key' })).toBeVisible();
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { className: undefined },
};
