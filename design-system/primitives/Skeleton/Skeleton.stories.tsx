import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonGroup } from './Skeleton';

/** A product card while its data loads: image, two lines, price. */
function CardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line p-4">
      <Skeleton shape="rect" ratio="square" />
      <Skeleton size="lg" className="w-3/4" />
      <Skeleton lines={2} size="sm" />
      <Skeleton size="lg" className="w-1/3" />
    </div>
  );
}

/**
 * Use Skeleton for the short wait before content appears (a lazily loaded route, a product
 * grid, a user list), in the shape of what is coming: `text` lines, a `rect` with the image's
 * ratio, a `circle` for an avatar. Placeholders are hidden from screen readers; wrap them in
 * one SkeletonGroup, which marks the region busy and announces 'Loading…' once. For an action
 * in progress use a Spinner or the button's pending state instead.
 */
const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  argTypes: {
    shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    ratio: { control: 'inline-radio', options: ['square', '4/3', '16/9', '3/4'] },
  },
  render: (args) => (
    <SkeletonGroup className="max-w-md">
      <Skeleton {...args} />
    </SkeletonGroup>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelectorAll('[data-slot="skeleton-line"]');
    await expect(lines).toHaveLength(3);
    await expect(lines[2]).toHaveClass('w-3/5');
    await expect(canvasElement.querySelector('[data-slot="skeleton"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const Shapes: Story = {
  render: () => (
    <SkeletonGroup className="flex items-start gap-6">
      <Skeleton shape="circle" size="xl" />
      <Skeleton shape="rect" ratio="16/9" className="w-64" />
      <Skeleton shape="rect" ratio="square" className="w-32" />
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    const [circle, wide, square] = [
      ...canvasElement.querySelectorAll<HTMLElement>('[data-slot="skeleton"]'),
    ].map((shape) => shape.getBoundingClientRect());
    await expect([circle!.width, circle!.height]).toEqual([64, 64]);
    await expect(wide!.height).toBe(144);
    await expect(square!.height).toBe(square!.width);
  },
};

/** The group is what assistive technology sees: busy, with one 'Loading…'. */
export const Group: Story = {
  render: () => (
    <SkeletonGroup className="grid max-w-3xl grid-cols-1 gap-4 sm:grid-cols-3">
      <CardSkeleton />
      <CardSkeleton />
      <CardSkeleton />
    </SkeletonGroup>
  ),
  play: async ({ canvas, canvasElement }) => {
    const group = canvasElement.querySelector('[data-slot="skeleton-group"]');
    await expect(group).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByText('Loading…')).toHaveLength(1);
  },
};

export const CustomLabel: Story = {
  render: () => (
    <SkeletonGroup label="Loading users…" className="flex items-center gap-3">
      <Skeleton shape="circle" size="md" />
      <div className="flex w-48 flex-col gap-2">
        <Skeleton size="md" />
        <Skeleton size="sm" className="w-2/3" />
      </div>
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading users…')).toBeInTheDocument();
  },
};

/** Motion is off under reduced motion: the pulse is a class, not a timer. */
export const ReducedMotion: Story = {
  args: { lines: 1 },
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(line).toHaveClass('animate-pulse', 'motion-reduce:animate-none');
    // The test browser prefers reduced motion, so nothing pulses in screenshots.
    await expect(getComputedStyle(line!).animationName).toBe('none');
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <SkeletonGroup>
      <CardSkeleton />
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector<HTMLElement>('[data-shape="rect"]')!;
    await expect(image.getBoundingClientRect().width).toBeGreaterThan(300);
  },
};
