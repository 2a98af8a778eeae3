import type { Meta, StoryObj } from '@storybook/react-vite';
import { Camera, DollarSign, MessageSquare, ShoppingBag, ThumbsUp, Users } from 'lucide-react';
import { expect } from 'storybook/test';
import { StatTile } from './StatTile';

/**
 * Use StatTile for one headline number with its label: the forum's four counters (members,
 * threads, votes, photos), the analytics cards, the notification channel summaries. Pass the
 * value already formatted. A `trend` adds an arrow and a sentence ('+12.5% from last month');
 * the direction is spoken and drawn, never shown by colour alone.
 */
const meta = {
  title: 'Primitives/StatTile',
  component: StatTile,
  args: {
    label: 'Total Revenue',
    value: '$45,231.89',
    trend: { direction: 'up', label: '+20.1% from last month' },
    icon: DollarSign,
  },
  argTypes: {
    icon: { control: false },
    tone: { control: 'inline-radio', options: ['default', 'muted', 'dark'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    align: { control: 'inline-radio', options: ['start', 'center'] },
    labelPosition: { control: 'inline-radio', options: ['above', 'below'] },
  },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <StatTile {...args} className="max-w-xs" />,
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('$45,231.89')).toBeVisible();
    const trend = canvasElement.querySelector('[data-slot="stat-tile-trend"]');
    // Screen readers hear the direction in words, not just the colour.
    await expect(trend).toHaveTextContent('Up: +20.1% from last month');
    await expect(trend).toHaveClass('text-success-700');
    await expect(trend?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The forum's counters: number first, label below, centred. */
export const ForumCounters: Story = {
  render: () => (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      <StatTile value="1,234" label="Members" icon={Users} labelPosition="below" align="center" />
      <StatTile
        value="533"
        label="Threads"
        icon={MessageSquare}
        labelPosition="below"
        align="center"
      />
      <StatTile value="2,891" label="Votes" icon={ThumbsUp} labelPosition="below" align="center" />
      <StatTile value="4,567" label="Photos" icon={Camera} labelPosition="below" align="center" />
    </div>
  ),
  play: async ({ canvas }) => {
    const value = canvas.getByText('1,234');
    const label = canvas.getByText('Members');
    // Reading order matches the visual order: the number, then what it counts.
    await expect(value.compareDocumentPosition(label) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  },
};

export const TrendDirections: Story = {
  render: () => (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-4">
      <StatTile
        label="Orders"
        value="2,350"
        icon={ShoppingBag}
        trend={{ direction: 'up', label: '+180 since last week' }}
      />
      <StatTile
        label="Conversion Rate"
        value="3.2%"
        trend={{ direction: 'down', label: '-0.4% from last month' }}
      />
      <StatTile
        label="Active Users"
        value="573"
        trend={{ direction: 'flat', label: 'No change' }}
      />
      <StatTile
        label="Refund Requests"
        value="12"
        trend={{ direction: 'down', label: '-8 from last month', tone: 'positive' }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const trends = [...canvasElement.querySelectorAll('[data-slot="stat-tile-trend"]')];
    await expect(trends.map((trend) => trend.getAttribute('data-direction'))).toEqual([
      'up',
      'down',
      'flat',
      'down',
    ]);
    await expect(trends[1]).toHaveClass('text-danger-700');
    await expect(trends[1]).toHaveTextContent('Down: -0.4% from last month');
    await expect(trends[2]).toHaveClass('text-ink-muted');
    // Fewer refunds is good news: down, but green.
    await expect(trends[3]).toHaveClass('text-success-700');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-start gap-4">
      <StatTile {...args} size="sm" />
      <StatTile {...args} size="md" />
      <StatTile {...args} size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const values = [...canvasElement.querySelectorAll('[data-slot="stat-tile-value"]')];
    const heights = values.map((value) => value.getBoundingClientRect().height);
    await expect(heights[0]).toBeLessThan(heights[1]!);
    await expect(heights[1]).toBeLessThan(heights[2]!);
  },
};

export const Dark: Story = {
  args: { tone: 'dark' },
  render: (args) => (
    <div className="flex flex-wrap gap-4">
      <StatTile {...args} />
      <StatTile {...args} label="Returns" value="18" trend={{ direction: 'down', label: '-3' }} />
    </div>
  ),
};

export const WithoutTrendOrIcon: Story = {
  args: { trend: undefined, icon: undefined, label: 'Email Subscribers', value: '8,412' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="stat-tile-trend"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="stat-tile-icon"]')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    label: 'Average order value for Smokehouse Club members in the last ninety days',
    value: '$1,204,331.75',
    trend: { direction: 'up', label: '+12.5% compared with the same period last year' },
  },
  render: (args) => <StatTile {...args} className="max-w-xs" />,
  play: async ({ canvasElement }) => {
    const tile = canvasElement.querySelector<HTMLElement>('[data-slot="stat-tile"]')!;
    await expect(tile.scrollWidth).toBeLessThanOrEqual(tile.clientWidth);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: ForumCounters.render,
  play: async ({ canvas }) => {
    const members = canvas.getByText('Members').closest<HTMLElement>('[data-slot="stat-tile"]')!;
    // Two tiles per row on a phone.
    await expect(members.getBoundingClientRect().width).toBeLessThan(200);
  },
};
