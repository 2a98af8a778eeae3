import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Image } from './Image';
import { imagesDecoded, sampleImageSrc } from './sample-images';

function frameOf(element: Element): HTMLElement {
  return element.closest<HTMLElement>('[data-slot="image"]')!;
}

/** Waits until the file has arrived (SVGs without a size report no natural width). */
async function loaded(image: HTMLImageElement) {
  await waitFor(() => expect(image.complete).toBe(true), { timeout: 5000 });
  await expect(frameOf(image)).toHaveAttribute('data-state', 'image');
  await imagesDecoded(frameOf(image));
}

/** Waits until a missing file has been swapped for the fallback panel. */
async function fallbackShown(canvasElement: HTMLElement, index = 0) {
  await waitFor(
    () => {
      const frames = canvasElement.querySelectorAll('[data-slot="image"]');
      expect(frames[index]).toHaveAttribute('data-state', 'fallback');
    },
    { timeout: 5000 },
  );
}

/**
 * Use Image for every picture: product shots, recipe photos, category tiles, avatars of
 * testimonials, the hero. Pick a `ratio` so the space is reserved before the file arrives
 * (no layout shift). Images load lazily; give the one image that matters first (hero, main
 * product photo) `priority`. A missing file shows a branded charcoal panel with a flame,
 * named by the alt text. Always write alt text that says what the picture shows.
 */
const meta = {
  title: 'Primitives/Image',
  component: Image,
  args: { src: sampleImageSrc, alt: 'Forge & Flame logo on charcoal', ratio: '4/3' },
  argTypes: {
    ratio: { control: 'select', options: ['square', '4/3', '16/9', '3/4', '21/9', 'hero', 'auto'] },
    fit: { control: 'inline-radio', options: ['cover', 'contain'] },
    rounded: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg', 'xl', 'full'] },
  },
  render: (args) => (
    <div className="w-80">
      <Image {...args} />
    </div>
  ),
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { fit: 'contain', rounded: 'lg' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', {
      name: 'Forge & Flame logo on charcoal',
    });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    const frame = frameOf(image).getBoundingClientRect();
    await expect([frame.width, frame.height]).toEqual([320, 240]);
    await loaded(image);
  },
};

/** The hero or the main product photo: fetched first, not lazily. */
export const Priority: Story = {
  args: { priority: true, ratio: '16/9', fit: 'contain' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await loaded(image);
  },
};

/** A file that is not there: the branded fallback, still named by the alt text. */
export const MissingFile: Story = {
  args: { src: '/images/missing.svg', alt: 'Texas Brisket Rub, 8 oz jar', rounded: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    await fallbackShown(canvasElement);
    const fallback = canvas.getByRole('img', { name: 'Texas Brisket Rub, 8 oz jar' });
    await expect(fallback.tagName).toBe('SPAN');
    await expect(frameOf(fallback)).toHaveAttribute('data-state', 'fallback');
    await expect(fallback.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // The frame keeps its 4:3 space, so nothing around it moves.
    const frame = frameOf(fallback).getBoundingClientRect();
    await expect([frame.width, frame.height]).toEqual([320, 240]);
  },
};

/** A decorative picture (empty alt) that fails stays hidden from screen readers. */
export const MissingDecorative: Story = {
  args: { src: '/images/missing.svg', alt: '', ratio: 'square' },
  render: (args) => (
    <div className="w-40">
      <Image {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await fallbackShown(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="image-fallback"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const Ratios: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-start gap-4">
      {(['square', '4/3', '16/9', '3/4', '21/9'] as const).map((ratio) => (
        <div key={ratio} className="w-40">
          <Image {...args} ratio={ratio} alt={`Ratio ${ratio}`} src="/images/missing.svg" />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const index of [0, 1, 2, 3, 4]) await fallbackShown(canvasElement, index);
    const size = (name: string) => {
      const frame = frameOf(canvas.getByRole('img', { name })).getBoundingClientRect();
      return [frame.width, Math.round(frame.height)];
    };
    await expect(size('Ratio square')).toEqual([160, 160]);
    await expect(size('Ratio 16/9')).toEqual([160, 90]);
    await expect(size('Ratio 3/4')).toEqual([160, 213]);
    await expect(size('Ratio 21/9')).toEqual([160, 69]);
  },
};

export const FitAndRounded: Story = {
  render: (args) => (
    <div className="flex items-start gap-4">
      <div className="w-48">
        <Image {...args} ratio="16/9" fit="cover" rounded="md" alt="Cover" />
      </div>
      <div className="w-48">
        <Image {...args} ratio="16/9" fit="contain" rounded="xl" alt="Contain" />
      </div>
      <div className="w-24">
        <Image {...args} ratio="square" fit="cover" rounded="full" alt="Round" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Contain' })).toHaveClass('object-contain');
    for (const name of ['Cover', 'Contain', 'Round']) {
      await loaded(canvas.getByRole<HTMLImageElement>('img', { name }));
    }
  },
};

/** The file's own ratio, reserved from width and height before it loads. */
export const AutoWithSize: Story = {
  args: { ratio: 'auto', width: 32, height: 32, src: '/images/missing-logo.svg', alt: 'Logo' },
  render: (args) => (
    <div className="w-40">
      <Image {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await fallbackShown(canvasElement);
    const fallback = canvas.getByRole('img', { name: 'Logo' });
    const frame = frameOf(fallback).getBoundingClientRect();
    await expect([frame.width, frame.height]).toEqual([160, 160]);
  },
};

/** The hero ratio: 500 px tall from tablets up. */
export const Hero: Story = {
  args: { ratio: 'hero', priority: true, alt: 'Brisket on the smoker' },
  render: (args) => <Image {...args} />,
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Brisket on the smoker' });
    await expect(frameOf(image).getBoundingClientRect().height).toBe(500);
    await loaded(image);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { ratio: 'hero', src: '/images/missing-hero.jpg', alt: 'Ignite Your Taste Buds' },
  render: (args) => <Image {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await fallbackShown(canvasElement);
    const fallback = canvas.getByRole('img', { name: 'Ignite Your Taste Buds' });
    // 320 px tall on phones.
    await expect(frameOf(fallback).getBoundingClientRect().height).toBe(320);
  },
};
