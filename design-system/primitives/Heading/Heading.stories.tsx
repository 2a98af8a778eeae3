import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Eyebrow, Heading } from './Heading';

/**
 * Use Heading for every title on a page, in Oswald. Choose `level` for the document outline
 * (one h1 per page, then h2 for sections, h3 for cards) and `size` for the look, separately:
 * the home hero is an h1 at 'display', a product card title an h3 at 'md'. Put an Eyebrow
 * right before a section heading for the small uppercase label above it.
 */
const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { children: 'Ignite Your Taste Buds', level: 2 },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    size: { control: 'select', options: ['display', '2xl', 'xl', 'lg', 'md', 'sm'] },
    tone: {
      control: 'inline-radio',
      options: ['default', 'muted', 'inverse', 'accent', 'inherit'],
    },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Ignite Your Taste Buds' });
    await expect(getComputedStyle(heading).fontFamily).toContain('Oswald');
  },
};

/** Each level with the size it gets by default. */
export const Levels: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      {([1, 2, 3, 4, 5, 6] as const).map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = [1, 2, 3, 4, 5, 6].map((level) =>
      Number.parseFloat(getComputedStyle(canvas.getByRole('heading', { level })).fontSize),
    );
    await expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  },
};

/** The look does not change the outline: an h3 can be as large as a page title. */
export const SizeIndependentOfLevel: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <Heading level={1} size="display">
        Ignite Your Taste Buds
      </Heading>
      <Heading level={2} size="sm">
        Key Features
      </Heading>
      <Heading level={3} size="2xl">
        Weekly Specials
      </Heading>
    </div>
  ),
  play: async ({ canvas }) => {
    const hero = canvas.getByRole('heading', { level: 1 });
    await expect(hero).toHaveClass('uppercase');
    const specials = canvas.getByRole('heading', { level: 3, name: 'Weekly Specials' });
    const features = canvas.getByRole('heading', { level: 2, name: 'Key Features' });
    await expect(Number.parseFloat(getComputedStyle(specials).fontSize)).toBeGreaterThan(
      Number.parseFloat(getComputedStyle(features).fontSize),
    );
  },
};

export const WithEyebrow: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      <Eyebrow>Smokehouse Club</Eyebrow>
      <Heading level={2} size="2xl">
        Join the Smokehouse Club
      </Heading>
    </div>
  ),
  play: async ({ canvas }) => {
    // The eyebrow is not part of the heading's name.
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Join the Smokehouse Club' }),
    ).toBeVisible();
    await expect(canvas.getByText('Smokehouse Club')).toHaveAttribute('data-slot', 'eyebrow');
  },
};

export const Tones: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <Heading tone="default">Default ink</Heading>
      <Heading tone="muted">Muted</Heading>
      <Heading tone="accent">Accent ember</Heading>
      <div className="flex flex-col gap-2 rounded-lg bg-charcoal-900 p-6">
        <Eyebrow tone="inverse">Premium Recipes</Eyebrow>
        <Heading tone="inverse" caps>
          Inverse on charcoal
        </Heading>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Accent ember' })).toHaveClass(
      'text-ember-700',
    );
  },
};

export const Align: Story = {
  args: { align: 'center', size: 'xl', children: 'What Our Customers Say' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('heading')).textAlign).toBe('center');
  },
};

export const LongText: Story = {
  args: {
    level: 1,
    size: 'display',
    children: 'Texas-Style Smoked Brisket with Coffee-Chili Rub and Burnt Ends',
  },
  render: (args) => (
    <div className="max-w-2xl">
      <Heading {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { level: 1, size: 'display' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    // The display size steps down on phones (36 px) so the hero title fits.
    await expect(getComputedStyle(heading).fontSize).toBe('36px');
  },
};
