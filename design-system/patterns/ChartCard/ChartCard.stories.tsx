import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChartCard } from './ChartCard';

const months = [
  { label: 'Oct 2024', cents: 18523 },
  { label: 'Nov 2024', cents: 31036 },
  { label: 'Dec 2024', cents: 39385 },
];
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A stand-in chart: plain SVG bars (the screens draw theirs with a chart library). */
function SampleBars() {
  const max = Math.max(...months.map((m) => m.cents));
  return (
    <svg viewBox="0 0 300 100" preserveAspectRatio="none" className="size-full">
      {months.map((month, index) => {
        const height = (month.cents / max) * 90;
        return (
          <rect
            key={month.label}
            x={index * 100 + 20}
            y={100 - height}
            width={60}
            height={height}
            rx={4}
            className="fill-ember-700"
          />
        );
      })}
    </svg>
  );
}

/**
 * Use ChartCard around every chart: it gives the chart a title, a text summary and its
 * numbers as a table, hidden until 'Show data' is pressed but always there for screen
 * readers, and a fixed height so measuring chart libraries render the same every time.
 */
const meta = {
  title: 'Patterns/ChartCard',
  component: ChartCard,
  args: {
    title: 'Revenue Overview',
    summary: 'Revenue grew every month, from $185.23 in October to $393.85 in December.',
    data: {
      columns: ['Month', 'Revenue'],
      rows: months.map((month) => [month.label, money(month.cents)]),
    },
    children: <SampleBars />,
    className: 'max-w-2xl',
  },
} satisfies Meta<typeof ChartCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const section = canvas.getByRole('region', { name: 'Revenue Overview' });
    await expect(section).toHaveAccessibleDescription(
      'Revenue grew every month, from $185.23 in October to $393.85 in December.',
    );
    // The table is there for screen readers even while it is visually hidden.
    const table = canvas.getByRole('table', { name: 'Revenue Overview' });
    await expect(within(table).getByRole('rowheader', { name: 'Dec 2024' })).toBeInTheDocument();
    await expect(within(table).getByRole('cell', { name: '$393.85' })).toBeInTheDocument();
    await expect(table).toHaveClass('sr-only');
    await expect(canvasElement.querySelector('[data-slot="chart-card-plot"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

/** 'Show data' shows the numbers as a visible table, and hides them again. */
export const ShowData: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show data: Revenue Overview' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = canvas.getByRole('table', { name: 'Revenue Overview' });
    await expect(table).not.toHaveClass('sr-only');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show data: Revenue Overview' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Empty: Story = {
  args: {
    summary: 'No orders yet: the chart fills in as orders come in.',
    data: { columns: ['Month', 'Revenue'], rows: [] },
    children: null,
    height: 'sm',
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { className: undefined },
};
