import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { maxImageFileBytes, maxProductImages, maxThreadImages } from '@domain/constants';
import { FileDrop, type FileDropImage } from './FileDrop';

/**
 * Use FileDrop where people attach photos: images on a new forum thread (up to 5), product
 * images in the admin product form (up to 3), a recipe image. It takes images only (PNG, JPEG,
 * GIF, WebP) up to 5MB each, reads them into data URLs and hands back the whole list through
 * `onChange`. Keyboard users press 'Add images'; pointer users can also drop files on it.
 */
const meta = {
  title: 'Primitives/FileDrop',
  component: FileDrop,
  args: {
    label: 'Photos',
    maxFiles: maxThreadImages,
    maxFileBytes: maxImageFileBytes,
    value: [],
    onChange: fn(),
  },
  // Controlled, as a form would hold it; the onChange spy sees every new list.
  render: function ControlledFileDrop(args) {
    const [images, setImages] = useState<FileDropImage[]>(args.value);
    return (
      <FileDrop
        {...args}
        value={images}
        onChange={(next) => {
          setImages(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1×1 PNGs in brand colours, so previews are real images and nothing is fetched. */
const pixels = {
  ember:
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPYosUNAAJ/AOpRUIFHAAAAAElFTkSuQmCC',
  gold: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN4utUKAARXAdXcOdG7AAAAAElFTkSuQmCC',
  charcoal:
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGMwMzEAAAE+AJtb1BJ8AAAAAElFTkSuQmCC',
  smoke:
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNonzAPAANXAbaJVu+gAAAAAElFTkSuQmCC',
  flame:
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4VWABAAQKAaMlFB8XAAAAAElFTkSuQmCC',
};
const palette = Object.values(pixels);

function pngFile(name: string, index = 0): File {
  const bytes = Uint8Array.from(atob(palette[index % palette.length]!), (char) =>
    char.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}

function existingImages(count: number): FileDropImage[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `existing-${index + 1}`,
    name: `photo-${index + 1}.png`,
    url: `data:image/png;base64,${palette[index % palette.length]}`,
  }));
}

/** The hidden `<input type="file">` that FileTrigger renders behind 'Add images'. */
function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  return canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
}

/**
 * Drops files on the dashed area the way a browser does: dragenter, dragover, drop. Chromium
 * gives files added to a scripted DataTransfer no file-system entry, so each event carries the
 * shape a real file drag has: file items, the 'Files' type, every operation allowed.
 */
function dropFiles(canvasElement: HTMLElement, files: File[]) {
  const zone = canvasElement.querySelector<HTMLElement>('[data-slot="file-drop-zone"]')!;
  const dataTransfer = {
    items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
    files,
    types: ['Files'],
    effectAllowed: 'all',
    dropEffect: 'none',
    getData: () => '',
  };
  for (const type of ['dragenter', 'dragover', 'drop']) {
    const event = new DragEvent(type, { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
    zone.dispatchEvent(event);
  }
}

function lastList(onChange: unknown): FileDropImage[] {
  const calls = (onChange as { mock: { calls: [FileDropImage[]][] } }).mock.calls;
  return calls.at(-1)?.[0] ?? [];
}

export const Default: Story = {
  args: { description: 'Show the bark, the smoke ring, the setup.' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText('PNG, JPG, GIF up to 5MB')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Photos' })).toHaveAccessibleDescription(
      'Show the bark, the smoke ring, the setup. PNG, JPG, GIF up to 5MB',
    );
    await userEvent.upload(fileInput(canvasElement), [
      pngFile('photo-1.png', 0),
      pngFile('photo-2.png', 1),
    ]);
    await expect(
      await canvas.findByRole('button', { name: 'Remove photo-1.png' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'photo-2.png' })).toBeVisible();
    const images = lastList(args.onChange);
    await expect(images.map((image) => image.name)).toEqual(['photo-1.png', 'photo-2.png']);
    await expect(images[0]!.url).toMatch(/^data:image\/png;base64,/);
  },
};

/** The check: a sixth image and a non-image file are refused with a visible message. */
export const RejectsSixthImageAndNonImage: Story = {
  args: { value: existingImages(3) },
  play: async ({ args, canvas, canvasElement }) => {
    // A non-image dropped on the zone.
    dropFiles(canvasElement, [new File(['brisket notes'], 'notes.txt', { type: 'text/plain' })]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'notes.txt is not an image. Use PNG, JPG or GIF.',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    // Three more images through the file dialog: two fit, the sixth is refused.
    await userEvent.upload(fileInput(canvasElement), [
      pngFile('photo-4.png', 3),
      pngFile('photo-5.png', 4),
      pngFile('photo-6.png', 0),
    ]);
    await waitFor(() => expect(lastList(args.onChange)).toHaveLength(5));
    await expect(canvas.getByRole('alert')).toHaveTextContent('You can add up to 5 images.');
    await expect(canvas.getByRole('button', { name: 'Remove photo-5.png' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Remove photo-6.png' })).toBeNull();
    // At the limit the add control disappears.
    await expect(canvas.queryByRole('button', { name: 'Add images' })).toBeNull();
    await expect(canvas.queryByText('PNG, JPG, GIF up to 5MB')).toBeNull();
  },
};

export const RejectsLargeFile: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const large = new File([new Uint8Array(maxImageFileBytes + 1)], 'whole-hog.png', {
      type: 'image/png',
    });
    await userEvent.upload(fileInput(canvasElement), [large, pngFile('ribs.png')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'whole-hog.png is larger than 5MB.',
    );
    await waitFor(() =>
      expect(lastList(args.onChange).map((image) => image.name)).toEqual(['ribs.png']),
    );
  },
};

/** Drop works for pointer users; the zone tints while files are dragged over it. */
export const DropImages: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    dropFiles(canvasElement, [pngFile('smoke-ring.png', 2)]);
    await expect(
      await canvas.findByRole('button', { name: 'Remove smoke-ring.png' }),
    ).toBeInTheDocument();
    await expect(lastList(args.onChange).map((image) => image.name)).toEqual(['smoke-ring.png']);
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas, canvasElement }) => {
    const zone = canvasElement.querySelector('[data-slot="file-drop-zone"]')!;
    // First stop: the zone's own drop target (keyboard drag and drop, paste), which rings the zone.
    await userEvent.tab();
    await expect(zone).toHaveAttribute('data-focus-visible', 'true');
    // Next: 'Add images', which opens the file dialog.
    await userEvent.tab();
    const add = canvas.getByRole('button', { name: 'Add images' });
    await expect(add).toHaveFocus();
    await expect(add).toHaveAttribute('data-focus-visible', 'true');
    const dialogOpened = fn();
    fileInput(canvasElement).addEventListener('click', dialogOpened);
    await userEvent.keyboard('{Enter}');
    await expect(dialogOpened).toHaveBeenCalledOnce();
  },
};

/** At the limit: no add control. Removing one brings it back; focus stays in the field. */
export const Full: Story = {
  args: { value: existingImages(5) },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Add images' })).toBeNull();
    // Keyboard: remove the first; focus moves to the next preview's remove button.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove photo-1.png' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Remove photo-2.png' })).toHaveFocus(),
    );
    await expect(lastList(args.onChange)).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Add images' })).toBeVisible();
    // Pointer: remove another.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo-4.png' }));
    await expect(lastList(args.onChange).map((image) => image.name)).toEqual([
      'photo-2.png',
      'photo-3.png',
      'photo-5.png',
    ]);
  },
};

/** The admin product form allows three images. */
export const ProductImages: Story = {
  args: { label: 'Product images', maxFiles: maxProductImages, value: existingImages(2) },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), [
      pngFile('label-front.png', 2),
      pngFile('label-back.png', 3),
    ]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You can add up to 3 images.');
    await waitFor(() => expect(lastList(args.onChange)).toHaveLength(3));
    await expect(canvas.queryByRole('button', { name: 'Add images' })).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: existingImages(2) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add images' })).toBeDisabled();
    const remove = canvas.getByRole('button', { name: 'Remove photo-1.png' });
    await expect(remove).toBeDisabled();
    await userEvent.click(remove, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: {
    label: 'Recipe image',
    maxFiles: 1,
    isRequired: true,
    errorMessage: 'This field is required',
  },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This field is required');
    await expect(canvas.getByRole('group', { name: 'Recipe image' })).toHaveAccessibleDescription(
      'PNG, JPG, GIF up to 5MB This field is required',
    );
    await userEvent.upload(fileInput(canvasElement), [pngFile('pulled-pork.png')]);
    await waitFor(() => expect(lastList(args.onChange)).toHaveLength(1));
  },
};

export const LongText: Story = {
  args: {
    label: 'Photos of your cook, your setup and the finished plate',
    description:
      'Threads with photos get three times the replies. Show the bark, the smoke ring, the wood pile and the smoker itself, so other members can see what you did.',
    value: existingImages(1).map((image) => ({
      ...image,
      name: 'overnight-16-hour-post-oak-brisket-final-slice-close-up.png',
    })),
    className: 'max-w-xl',
  },
  play: async ({ canvas, canvasElement }) => {
    // The dialog's accept filter hides it, but a drop can still bring one: refuse it visibly.
    dropFiles(canvasElement, [
      new File(['not a picture'], 'competition-rub-recipe-with-all-my-secret-ratios.pdf', {
        type: 'application/pdf',
      }),
    ]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'competition-rub-recipe-with-all-my-secret-ratios.pdf is not an image. Use PNG, JPG or GIF.',
    );
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { value: existingImages(4) },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('img', { name: 'photo-1.png' }).getBoundingClientRect();
    const fourth = canvas.getByRole('img', { name: 'photo-4.png' }).getBoundingClientRect();
    // Three previews per row on a phone: the fourth starts the second row.
    await expect(fourth.top).toBeGreaterThan(first.bottom);
    await expect(canvas.getByRole('button', { name: 'Add images' })).toBeVisible();
  },
};
