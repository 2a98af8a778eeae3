import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { imagesDecoded } from '../../primitives/Image/sample-images';
import { TeamCard } from './TeamCard';

/**
 * Use TeamCard for a person on the team (the About page): portrait, name, job title and a
 * short bio. Lay several out in a Grid. Forum authors and signed-in users use Avatar instead.
 */
const meta = {
  title: 'Patterns/TeamCard',
  component: TeamCard,
  args: {
    name: 'Andre Williams',
    role: 'Founder & Head Pitmaster',
    bio: 'Andre built his first smoker from an oil drum at 16 and has been chasing the perfect brisket ever since.',
    imageSrc: '/images/team/andre-williams.svg',
    className: 'max-w-xs',
  },
} satisfies Meta<typeof TeamCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await imagesDecoded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Andre Williams' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Portrait of Andre Williams' })).toBeVisible();
    await expect(canvas.getByText('Founder & Head Pitmaster')).toBeVisible();
  },
};

export const WithoutBio: Story = {
  args: { bio: undefined },
  play: async ({ canvas, canvasElement }) => {
    await imagesDecoded(canvasElement);
    await expect(canvas.queryByText(/oil drum/)).toBeNull();
  },
};

/** A missing portrait falls back to the branded panel; the name stays the image's name. */
export const MissingImage: Story = {
  args: { imageSrc: '/images/team/nobody.svg' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Portrait of Andre Williams' })).toHaveAttribute(
        'data-slot',
        'image-fallback',
      ),
    );
  },
};

export const LongText: Story = {
  args: {
    name: 'Jacqueline Montgomery-Fitzgerald',
    role: 'Director of Regional Catering Operations and Events',
    bio: 'Jacqueline has run events from backyard birthdays to 500-guest weddings without a cold plate, and she trains every new catering crew member herself before their first event.',
  },
  play: async ({ canvasElement }) => imagesDecoded(canvasElement),
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { className: 'w-full' },
  play: async ({ canvasElement }) => imagesDecoded(canvasElement),
};
