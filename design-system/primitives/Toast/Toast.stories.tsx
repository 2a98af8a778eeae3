import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShoppingCart } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DeferredToaster } from './DeferredToaster';
import { showToast, Toaster, toastQueue, type ShowToastOptions } from './Toast';

const addedToCart: ShowToastOptions = {
  title: 'Added to cart',
  description: 'Texas Brisket Rub · 8 oz × 2',
  // No timer in stories, so the screenshot always finds the toast.
  timeout: 0,
};

function ToastButton({ label, toast }: { label: string; toast: ShowToastOptions }) {
  return (
    <Button variant="accent" onPress={() => showToast(toast)}>
      <ShoppingCart aria-hidden="true" /> {label}
    </Button>
  );
}

/**
 * Use a toast to confirm something that happened without leaving the page: 'Added to
 * cart', 'Address saved', or an error that needs no decision. Call
 * `showToast({ title, description, tone })` from an event handler; the `<Toaster />`
 * rendered once in the app shows it bottom-right (full width on phones) for 5 seconds,
 * with a 'Dismiss message' button. Never put the only copy of important information or a
 * required action in a toast: use an Alert or a dialog for that.
 */
const meta = {
  title: 'Primitives/Toast',
  component: Toaster,
  // The queue lives in the module, so every story starts with it empty.
  beforeEach: () => {
    toastQueue.clear();
  },
  render: (args) => (
    <>
      <ToastButton label="Add to Cart" toast={addedToCart} />
      <Toaster {...args} />
    </>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressing Add to Cart shows one toast; it stays for the screenshot. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Added to cart' });
    await expect(toast).toHaveAccessibleDescription('Texas Brisket Rub · 8 oz × 2');
    await expect(screen.getByRole('region', { name: /notification/i })).toContainElement(toast);
    // Bottom-right on desktop.
    const box = toast.getBoundingClientRect();
    await expect(box.right).toBeGreaterThan(window.innerWidth - 40);
    await expect(box.bottom).toBeGreaterThan(window.innerHeight - 40);
  },
};

/** The close button removes the toast. */
export const Dismiss: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Added to cart' });
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss message' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Keyboard: Tab reaches the toast and its Dismiss button; after dismissing, focus goes back. */
export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Add to Cart' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const toast = await screen.findByRole('alertdialog', { name: 'Added to cart' });
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await expect(toast).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Dismiss message' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Several toasts stack, the newest nearest the bottom edge. */
export const Stacked: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <ToastButton label="Add Brisket Rub" toast={addedToCart} />
      <ToastButton
        label="Add Gold Sauce"
        toast={{ ...addedToCart, description: 'Carolina Gold BBQ Sauce · 16 oz × 1' }}
      />
      <ToastButton
        label="Add Wood Chips"
        toast={{ ...addedToCart, description: 'Hickory Wood Chips · 2 lb × 3' }}
      />
      <Toaster {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Add Brisket Rub', 'Add Gold Sauce', 'Add Wood Chips']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(3));
    const [newest, , oldest] = screen.getAllByRole('alertdialog');
    await expect(newest).toHaveAccessibleDescription('Hickory Wood Chips · 2 lb × 3');
    await expect(oldest).toHaveAccessibleDescription('Texas Brisket Rub · 8 oz × 2');
    await expect(newest!.getBoundingClientRect().top).toBeGreaterThan(
      oldest!.getBoundingClientRect().top,
    );
  },
};

/** The three tones: success, info and error. */
export const Tones: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <ToastButton label="Add to Cart" toast={addedToCart} />
      <ToastButton
        label="Save Address"
        toast={{
          title: 'Address saved',
          description: 'It will be offered at checkout.',
          tone: 'info',
          timeout: 0,
        }}
      />
      <ToastButton
        label="Add 16 oz"
        toast={{
          title: 'Could not add to cart',
          description: 'Texas Brisket Rub 16 oz is out of stock.',
          tone: 'error',
          timeout: 0,
        }}
      />
      <Toaster {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Add to Cart', 'Save Address', 'Add 16 oz']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    const error = await screen.findByRole('alertdialog', { name: 'Could not add to cart' });
    await expect(error).toHaveAttribute('data-tone', 'error');
    await expect(screen.getByRole('alertdialog', { name: 'Address saved' })).toHaveAttribute(
      'data-tone',
      'info',
    );
  },
};

/** An error toast on its own. */
export const ErrorTone: Story = {
  render: (args) => (
    <>
      <ToastButton
        label="Add to Cart"
        toast={{
          title: 'Could not add to cart',
          description: 'Texas Brisket Rub 16 oz is out of stock.',
          tone: 'error',
          timeout: 0,
        }}
      />
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Could not add to cart' });
    await expect(within(toast).getByRole('alert')).toHaveTextContent(
      'Texas Brisket Rub 16 oz is out of stock.',
    );
  },
};

/** With a timeout the toast closes by itself (5 s in the app; shortened here). */
export const ClosesAfterTimeout: Story = {
  render: (args) => (
    <>
      <ToastButton label="Add to Cart" toast={{ ...addedToCart, timeout: 400 }} />
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Added to cart' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
  },
};

export const LongText: Story = {
  render: (args) => (
    <>
      <ToastButton
        label="Add to Cart"
        toast={{
          ...addedToCart,
          description:
            'Smokehouse Reserve Competition-Grade Texas Brisket Rub with Coarse Black Pepper · 16 oz × 2',
        }}
      />
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Added to cart' });
    await expect(toast.getBoundingClientRect().width).toBeLessThanOrEqual(384);
  },
};

/** On a phone the toasts span the bottom of the screen. */
export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Added to cart' });
    const box = toast.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(window.innerWidth - 40);
    await expect(box.bottom).toBeGreaterThan(window.innerHeight - 24);
  },
};

const reload = fn();

/** With an action: a new version of the shop is waiting, and Reload loads it. */
export const WithAction: Story = {
  render: (args) => (
    <>
      <ToastButton
        label="Check for Updates"
        toast={{
          title: 'A new version is available',
          description: 'Reload to use it. What you typed stays until you do.',
          tone: 'info',
          timeout: 0,
          action: { label: 'Reload', onAction: reload },
        }}
      />
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    reload.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Check for Updates' }));
    const toast = await screen.findByRole('alertdialog', { name: 'A new version is available' });
    await userEvent.click(within(toast).getByRole('button', { name: 'Reload' }));
    await expect(reload).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Shown again for the screenshot.
    await userEvent.click(canvas.getByRole('button', { name: 'Check for Updates' }));
    await screen.findByRole('alertdialog', { name: 'A new version is available' });
  },
};

/**
 * The app renders `<DeferredToaster />`: no region until the first toast, then the same live
 * region, loaded on demand so react-aria's toast UI is not in the first load.
 */
export const Deferred: Story = {
  render: (args) => (
    <>
      <ToastButton label="Add to Cart" toast={addedToCart} />
      <DeferredToaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(screen.queryByRole('region', { name: /notification/i })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Added to cart' });
    await expect(toast).toHaveAccessibleDescription('Texas Brisket Rub · 8 oz × 2');
    await expect(screen.getByRole('region', { name: /notification/i })).toContainElement(toast);
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss message' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Loaded once, the region shows the next toast at once.
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Added to cart' })).toBeVisible();
  },
};
