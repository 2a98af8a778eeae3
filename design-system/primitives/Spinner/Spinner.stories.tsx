import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

/**
 * Use Spinner (the loader) for a wait of unknown length: a route loading, a table fetching.
 * It is announced as a busy progress indicator named 'Loading…' (or your `label`). For
 * content placeholders use Skeleton; for a button's own wait use its `isPending` state.
 */
const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    tone: { control: 'select', options: ['accent', 'default', 'muted', 'inverse', 'current'] },
    layout: { control: 'inline-radio', options: ['inline', 'stacked'] },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: 'Loading…' });
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
    await expect(spinner.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithVisibleLabel: Story = {
  args: { label: 'Loading recipes…', showLabel: true, size: 'lg', layout: 'stacked' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading recipes…' })).toBeVisible();
    await expect(canvas.getByText('Loading recipes…')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-6">
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Spinner {...args} key={size} size={size} label={`Loading ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = ['sm', 'md', 'lg', 'xl'].map(
      (size) =>
        canvas
          .getByRole('progressbar', { name: `Loading ${size}` })
          .querySelector('svg')!
          .getBoundingClientRect().width,
    );
    await expect(widths).toEqual([16, 24, 32, 48]);
  },
};

export const Tones: Story = {
  render: (args) => (
    <div className="flex items-center gap-6">
      <Spinner {...args} tone="accent" label="Accent" showLabel />
      <Spinner {...args} tone="default" label="Default" showLabel />
      <Spinner {...args} tone="muted" label="Muted" showLabel />
      <div className="rounded-md bg-charcoal-900 p-3">
        <Spinner {...args} tone="inverse" label="Inverse" showLabel />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(4);
  },
};

/** The turn is CSS only and stops under reduced motion (the test browser prefers it). */
export const ReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('[data-slot="spinner"] svg')!;
    await expect(icon).toHaveClass('animate-spin', 'motion-reduce:animate-none');
    await expect(getComputedStyle(icon).animationName).toBe('none');
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { label: 'Loading your orders…', showLabel: true, layout: 'stacked', size: 'xl' },
  render: (args) => (
    <div className="flex justify-center py-12">
      <Spinner {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading your orders…' })).toBeVisible();
  },
};
