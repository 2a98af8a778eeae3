import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarList } from './BarList';

/**
 * Use BarList for a few labelled shares or amounts, such as the analytics Customer Insights
 * (percentages) and Top Products (revenue, with `max` set to the largest value). The figure
 * is printed beside each label; the bar only pictures it.
 */
const meta = {
  title: 'Patterns/BarList',
  component: BarList,
  args: {
    'aria-label': 'Customer Insights',
    items: [
      { id: 'new-customers', label: 'New customers', value: 38 },
      { id: 'returning-customers', label: 'Returning customers', value: 62 },
      { id: 'club-members', label: 'Smokehouse Club members', value: 24 },
      { id: 'mobile-orders', label: 'Orders from mobile', value: 71 },
    ],
    className: 'max-w-md',
  },
} satisfies Meta<typeof BarList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const items = within(canvas.getByRole('list', { name: 'Customer Insights' })).getAllByRole(
      'listitem',
    );
    await expect(items[1]).toHaveTextContent('Returning customers62%');
    const fills = canvasElement.querySelectorAll<HTMLElement>('[data-slot="bar-list-fill"]');
    await expect(fills[1]!.style.width).toBe('62%');
  },
};

/** Amounts: bars relative to the largest, with printed money and a second line. */
export const Amounts: Story = {
  args: {
    'aria-label': 'Top Products',
    tone: 'gold',
    max: 15000,
    items: [
      {
        id: 'thermometer',
        label: 'Instant-Read Meat Thermometer',
        description: '2 units sold',
        value: 15000,
        valueLabel: '$150.00',
      },
      {
        id: 'brush',
        label: 'Bristle-Free Grill Brush',
        description: '3 units sold',
        value: 7497,
        valueLabel: '$74.97',
      },
      {
        id: 'rub',
        label: 'Texas Brisket Rub',
        description: '4 units sold',
        value: 5196,
        valueLabel: '$51.96',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const fills = canvasElement.querySelectorAll<HTMLElement>('[data-slot="bar-list-fill"]');
    await expect(fills[0]!.style.width).toBe('100%');
    await expect(fills[1]!.style.width).toBe('49.98%');
  },
};

/** Values outside 0–max are clamped, never drawn past the track. */
export const OutOfRange: Story = {
  args: {
    items: [
      { id: 'over', label: 'Over the top', value: 140 },
      { id: 'under', label: 'Below zero', value: -5 },
    ],
  },
  play: async ({ canvasElement }) => {
    const fills = canvasElement.querySelectorAll<HTMLElement>('[data-slot="bar-list-fill"]');
    await expect([fills[0]!.style.width, fills[1]!.style.width]).toEqual(['100%', '0%']);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { className: undefined },
};
