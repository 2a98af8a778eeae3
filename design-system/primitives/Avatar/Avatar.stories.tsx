import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './Avatar';
import { imagesDecoded, sampleImageSrc } from '../Image/sample-images';

/**
 * Use Avatar for a person: a forum author, a user row in the admin table, a testimonial, the
 * signed-in account. With a photo it shows the photo; without one, or when the file fails to
 * load, it shows the first letter of the name on a tint chosen from the name. The name is the
 * accessible name; set `isDecorative` when the name is printed right beside it.
 */
const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Marcus Johnson', size: 'lg' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    tint: { control: 'select', options: ['gold', 'ember', 'smoke', 'success', 'info', 'royal'] },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  args: { src: sampleImageSrc },
  play: async ({ canvas }) => {
    const photo = canvas.getByRole<HTMLImageElement>('img', { name: 'Marcus Johnson' });
    await expect(photo.tagName).toBe('IMG');
    await waitFor(() => expect(photo.complete).toBe(true), { timeout: 5000 });
    await expect(photo.closest('[data-slot="avatar"]')).toHaveAttribute('data-state', 'image');
    await imagesDecoded(photo.parentElement!);
  },
};

export const Initial: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Marcus Johnson' });
    await expect(avatar).toHaveAttribute('data-state', 'initial');
    await expect(avatar).toHaveTextContent('M');
  },
};

/** A missing photo falls back to the letter instead of a broken-image icon. */
export const BrokenImage: Story = {
  args: { name: 'sarah chen', src: '/images/missing-avatar.jpg' },
  play: async ({ canvas }) => {
    await waitFor(
      () =>
        expect(canvas.getByRole('img', { name: 'sarah chen' })).toHaveAttribute(
          'data-state',
          'initial',
        ),
      { timeout: 5000 },
    );
    await expect(canvas.getByRole('img', { name: 'sarah chen' })).toHaveTextContent('S');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-end gap-3">
      <Avatar {...args} size="sm" name="Small" />
      <Avatar {...args} size="md" name="Medium" />
      <Avatar {...args} size="lg" name="Large" />
      <Avatar {...args} size="xl" name="Extra large" />
      <Avatar {...args} size="xl" name="Photo" src={sampleImageSrc} />
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = ['Small', 'Medium', 'Large', 'Extra large'].map(
      (name) => canvas.getByRole('img', { name }).getBoundingClientRect().width,
    );
    await expect(widths).toEqual([32, 40, 48, 64]);
    const photo = canvas.getByRole<HTMLImageElement>('img', { name: 'Photo' });
    await waitFor(() => expect(photo.complete).toBe(true), { timeout: 5000 });
    await expect(photo.closest('[data-slot="avatar"]')).toHaveAttribute('data-state', 'image');
    await imagesDecoded(photo.parentElement!);
  },
};

/** Each name keeps its tint everywhere; every tint meets AA for the letter. */
export const Tints: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      {['Alice Walker', 'Bob Smith', 'Carol Diaz', 'Dev Patel', 'Emma Stone', 'Frank Ocean'].map(
        (name) => (
          <Avatar {...args} key={name} name={name} />
        ),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    const first = canvas.getByRole('img', { name: 'Alice Walker' }).className;
    await expect(canvas.getByRole('img', { name: 'Alice Walker' }).className).toBe(first);
    const letters = canvas.getAllByRole('img').map((avatar) => avatar.textContent);
    await expect(letters).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  },
};

/** Beside the printed name the avatar is hidden, so the name is not read twice. */
export const Decorative: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Avatar {...args} size="md" isDecorative />
      <div>
        <p className="text-sm font-semibold text-ink">Marcus Johnson</p>
        <p className="text-sm text-ink-muted">marcus@example.com</p>
      </div>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="avatar"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { name: '  ' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="avatar-initial"]')).toHaveTextContent(
      '?',
    );
  },
};

export const LongText: Story = {
  args: { name: 'Ólafur Ragnar Grímsson-Wellington the Third', size: 'md' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: /Ólafur/ });
    await expect(avatar).toHaveTextContent('Ó');
    await expect(avatar.getBoundingClientRect().width).toBe(40);
  },
};
