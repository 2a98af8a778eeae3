import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Timeline } from './Timeline';

const entries = [
  {
    year: 2012,
    title: 'The Backyard Pit',
    description: 'Weekend cookouts on a homemade offset smoker build a loyal following.',
  },
  {
    year: 2015,
    title: 'First Restaurant',
    description: 'Our South Side smokehouse opens on East 53rd Street.',
  },
  {
    year: 2019,
    title: 'Downtown and North Side',
    description: 'Two new restaurants open on Michigan Avenue and Clark Street.',
  },
  {
    year: 2023,
    title: 'The Smokehouse Club',
    description: 'Our membership launches with monthly boxes, recipes and live workshops.',
  },
];

/**
 * Use Timeline for milestones in date order, oldest first: the About page's story. Each entry
 * has a year, a title and an optional sentence. It is an ordered list; for a list of events
 * without a sequence use List.
 */
const meta = {
  title: 'Patterns/Timeline',
  component: Timeline,
  args: { entries },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('2012');
    await expect(canvas.getByRole('heading', { level: 3, name: 'First Restaurant' })).toBeVisible();
  },
};

export const TitlesOnly: Story = {
  args: { entries: entries.map(({ year, title }) => ({ year, title })), headingLevel: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(4);
  },
};

export const LongText: Story = {
  args: {
    entries: [
      {
        year: 'Spring 2024',
        title: 'A dedicated catering kitchen that doubles our capacity for weddings and big events',
        description:
          'The new kitchen on the South Side has four offset smokers, a walk-in cooler for whole briskets and room for a team of twenty, so we can cater for up to 500 guests across the Chicago area.',
      },
      ...entries,
    ],
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const item = canvas.getAllByRole('listitem')[0]!;
    await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};
