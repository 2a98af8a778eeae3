import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flame, ShieldCheck, Truck, Users } from 'lucide-react';
import { expect } from 'storybook/test';
import { List, ListItem } from '../../primitives/List/List';
import { FeatureCard } from './FeatureCard';

/**
 * Use FeatureCard for a short selling point with an icon and no action: catering service
 * highlights, the About page's values, the Smokehouse Club guarantee, delivery facts. Put
 * several in a Grid. Anything with a price or a button needs a Card-based pattern instead.
 */
const meta = {
  title: 'Patterns/FeatureCard',
  component: FeatureCard,
  args: {
    icon: Flame,
    title: 'Smoked Fresh',
    description: 'Every order is smoked the day of your event, never reheated.',
  },
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Smoked Fresh' })).toBeVisible();
    await expect(canvas.getByText(/never reheated/)).toBeVisible();
  },
};

export const Grid: Story = {
  render: (args) => (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
      <FeatureCard {...args} />
      <FeatureCard
        icon={Users}
        title="Full Service"
        description="Delivery, setup, serving staff and clean-up, so you can enjoy the party."
      />
      <FeatureCard
        icon={Truck}
        title="Events of Any Size"
        description="From 20 guests in the backyard to 500 at a corporate event."
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

/** Icon beside the text, with a list for a description: the club's guarantee block. */
export const InlineWithList: Story = {
  args: {
    icon: ShieldCheck,
    layout: 'inline',
    variant: 'muted',
    title: '30-Day Money-Back Guarantee',
    headingLevel: 2,
    description: (
      <List variant="check" size="sm">
        <ListItem>Not happy? Get a full refund within 30 days.</ListItem>
        <ListItem>Tier changes apply on your next billing cycle.</ListItem>
        <ListItem>Pause or cancel any time.</ListItem>
      </List>
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: '30-Day Money-Back Guarantee' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Dark: Story = {
  args: { variant: 'dark' },
  render: (args) => (
    <div className="bg-charcoal-900 p-6">
      <FeatureCard {...args} />
    </div>
  ),
};

export const LongText: Story = {
  args: {
    title: 'Vegetarian, gluten-free and allergy-aware menus for every kind of celebration',
    description:
      'Tell us about every guest when you request a quote: we build the menu around allergies and preferences, label every dish on the buffet and keep separate utensils for each one.',
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { layout: 'inline' },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="feature-card"]')!;
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
};
