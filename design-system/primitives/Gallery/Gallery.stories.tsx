import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Gallery, type GalleryImage, type GalleryProps } from './Gallery';
import { sampleProductImage, type SampleTone } from './sample-images';

const photos: { tone: SampleTone; alt: string }[] = [
  { tone: 'ember', alt: 'Hickory Smoked Rub, 8 oz jar, front label' },
  { tone: 'gold', alt: 'Hickory Smoked Rub, back label with ingredients' },
  { tone: 'charcoal', alt: 'Hickory Smoked Rub sprinkled on a pork shoulder' },
];

/** Painted from the palette at render time: each photo a different colour, so the current one is obvious. */
function productImages(count = photos.length): GalleryImage[] {
  return photos.slice(0, count).map(({ tone, alt }) => ({ src: sampleProductImage(tone), alt }));
}

function GalleryWithSampleImages({
  count,
  ...props
}: Omit<GalleryProps, 'images'> & { count?: number }) {
  return (
    <div className="max-w-lg">
      <Gallery {...props} images={productImages(count)} />
    </div>
  );
}

const mainImage = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="gallery-image"]')!;

/**
 * Use Gallery for a product's photos on its detail page: the main image with
 * 'Previous image' and 'Next image' buttons, which wrap from the last photo to the
 * first and back, thumbnails to jump to a photo ('Show image 2 of 3', the current one
 * pressed), and ArrowLeft/ArrowRight while focus is in the gallery. The position is
 * announced politely ('Image 2 of 3'). With a single photo the controls are hidden.
 * Give every image a real `alt`. For a scrolling row of cards use Carousel.
 */
const meta = {
  title: 'Primitives/Gallery',
  component: Gallery,
  render: (args) => <GalleryWithSampleImages {...args} />,
  args: { images: [], onIndexChange: fn() },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const gallery = canvas.getByRole('group', { name: 'Product images' });
    await expect(gallery).toHaveAttribute('aria-roledescription', 'gallery');
    await expect(mainImage(canvasElement)).toHaveAccessibleName(photos[0]!.alt);

    // Previous on the first photo wraps to the last...
    await userEvent.click(canvas.getByRole('button', { name: 'Previous image' }));
    await expect(mainImage(canvasElement)).toHaveAccessibleName(photos[2]!.alt);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('Image 3 of 3')).toHaveAttribute('aria-live', 'polite');
    // ...and Next on the last wraps back to the first.
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(mainImage(canvasElement)).toHaveAccessibleName(photos[0]!.alt);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByText('Image 1 of 3')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(mainImage(canvasElement)).toHaveAccessibleName(photos[1]!.alt);
  },
};

export const ArrowKeys: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    // Tab into the gallery: focus lands on its first control.
    await userEvent.tab();
    const previous = canvas.getByRole('button', { name: 'Previous image' });
    await expect(previous).toHaveFocus();
    await expect(previous).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(mainImage(canvasElement)).toHaveAccessibleName(photos[2]!.alt);
    await expect(canvas.getByText('Image 3 of 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(mainImage(canvasElement)).toHaveAccessibleName(photos[0]!.alt);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(mainImage(canvasElement)).toHaveAccessibleName(photos[2]!.alt);
    await userEvent.keyboard('{ArrowRight}');
    await expect(mainImage(canvasElement)).toHaveAccessibleName(photos[0]!.alt);
    await expect(args.onIndexChange).toHaveBeenCalledTimes(5);
    // The buttons still work from the keyboard too.
    await userEvent.keyboard('{Enter}');
    await expect(mainImage(canvasElement)).toHaveAccessibleName(photos[2]!.alt);
  },
};

export const Thumbnails: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const second = canvas.getByRole('button', { name: 'Show image 2 of 3' });
    const first = canvas.getByRole('button', { name: 'Show image 1 of 3' });
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(second).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await expect(mainImage(canvasElement)).toHaveAccessibleName(photos[1]!.alt);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);

    // Pressing the current thumbnail again keeps it selected.
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onIndexChange).toHaveBeenCalledTimes(1);

    // On a thumbnail the arrow keys move the selection and focus together, wrapping.
    await userEvent.keyboard('{ArrowRight}');
    const third = canvas.getByRole('button', { name: 'Show image 3 of 3' });
    await expect(third).toHaveFocus();
    await expect(third).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toHaveFocus();
    await expect(mainImage(canvasElement)).toHaveAccessibleName(photos[0]!.alt);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(second).toHaveFocus();
  },
};

export const StartsOnLaterImage: Story = {
  args: { defaultIndex: 2, label: 'Carolina Gold Sauce images' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Carolina Gold Sauce images' })).toBeVisible();
    await expect(mainImage(canvasElement)).toHaveAccessibleName(photos[2]!.alt);
    await expect(canvas.getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const SingleImage: Story = {
  render: (args) => <GalleryWithSampleImages {...args} count={1} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(mainImage(canvasElement)).toHaveAccessibleName(photos[0]!.alt);
    // Nothing to page through: no buttons, no thumbnails, no counter.
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryByText(/Image 1 of 1/)).toBeNull();
  },
};

export const Empty: Story = {
  render: (args) => <GalleryWithSampleImages {...args} count={0} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="gallery"]')).toBeNull();
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const viewer = canvasElement
      .querySelector('[data-slot="gallery-viewer"]')!
      .getBoundingClientRect();
    await expect(viewer.width).toBe(390 - 32);
    await expect(viewer.height).toBe(viewer.width);
    const thumbnails = within(
      canvasElement.querySelector<HTMLElement>('[data-slot="gallery-thumbnails"]')!,
    ).getAllByRole('button');
    await expect(thumbnails).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(mainImage(canvasElement)).toHaveAccessibleName(photos[1]!.alt);
  },
};
