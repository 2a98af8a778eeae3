import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { clampPercent, ProgressBar } from './ProgressBar';

function fillWidth(canvasElement: HTMLElement, index = 0): string | undefined {
  const fills = canvasElement.querySelectorAll<HTMLElement>('[data-slot="progress-bar-fill"]');
  return fills[index]?.style.width;
}

/**
 * Use ProgressBar for a known share or progress: the analytics Customer Insights bars, a
 * free-shipping meter, an upload. Give it a visible `label` (or `aria-label`) and
 * `showValue` to print the percentage. The value is clamped to 0–100 (`clampPercent`), so bad
 * data never draws past the track. For a wait of unknown length use Spinner.
 */
const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: 'Returning customers', value: 68, showValue: true },
  argTypes: {
    value: { control: { type: 'range', min: -20, max: 120, step: 1 } },
    tone: {
      control: 'select',
      options: ['accent', 'primary', 'success', 'warning', 'danger', 'info'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  render: (args) => (
    <div className="max-w-md">
      <ProgressBar {...args} />
    </div>
  ),
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Returning customers' });
    await expect(bar).toHaveAttribute('aria-valuenow', '68');
    await expect(bar).toHaveAttribute('aria-valuetext', '68%');
    await expect(canvas.getByText('68%')).toBeVisible();
    await expect(fillWidth(canvasElement)).toBe('68%');
  },
};

/** Out-of-range values are clamped: below 0 draws empty, above 100 draws full. */
export const Clamped: Story = {
  render: () => (
    <div className="flex max-w-md flex-col gap-4">
      <ProgressBar label="Negative input (-20)" value={-20} showValue />
      <ProgressBar label="Over 100 input (140)" value={140} showValue />
      <ProgressBar label="Not a number" value={Number.NaN} showValue />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(clampPercent(-20)).toBe(0);
    await expect(clampPercent(140)).toBe(100);
    await expect(clampPercent(Number.NaN)).toBe(0);
    await expect(clampPercent(Infinity)).toBe(100);
    await expect(clampPercent(42.5)).toBe(42.5);

    const negative = canvas.getByRole('progressbar', { name: 'Negative input (-20)' });
    await expect(negative).toHaveAttribute('aria-valuenow', '0');
    await expect(fillWidth(canvasElement, 0)).toBe('0%');
    const over = canvas.getByRole('progressbar', { name: 'Over 100 input (140)' });
    await expect(over).toHaveAttribute('aria-valuenow', '100');
    await expect(over).toHaveAttribute('aria-valuetext', '100%');
    await expect(fillWidth(canvasElement, 1)).toBe('100%');
    await expect(fillWidth(canvasElement, 2)).toBe('0%');
  },
};

/** The analytics Customer Insights block: several labelled bars. */
export const CustomerInsights: Story = {
  render: () => (
    <div className="flex max-w-md flex-col gap-4">
      <ProgressBar label="New customers" value={32} showValue tone="accent" />
      <ProgressBar label="Returning customers" value={68} showValue tone="primary" />
      <ProgressBar label="Smokehouse Club members" value={24} showValue tone="success" />
      <ProgressBar label="Mobile orders" value={57} showValue tone="info" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(4);
    await expect(
      canvas.getByRole('progressbar', { name: 'Smokehouse Club members' }),
    ).toHaveAttribute('aria-valuenow', '24');
  },
};

export const Tones: Story = {
  render: () => (
    <div className="flex max-w-md flex-col gap-3">
      {(['accent', 'primary', 'success', 'warning', 'danger', 'info'] as const).map((tone) => (
        <ProgressBar key={tone} aria-label={`${tone} bar`} value={60} tone={tone} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'warning bar' })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex max-w-md flex-col gap-3">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <ProgressBar key={size} aria-label={`${size} bar`} value={45} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const heights = [...canvasElement.querySelectorAll('[data-slot="progress-bar-track"]')].map(
      (track) => track.getBoundingClientRect().height,
    );
    await expect(heights).toEqual([6, 10, 16]);
  },
};

/** $52.40 of the $75 free-shipping threshold, value printed without a label row. */
export const WithoutLabel: Story = {
  args: { label: undefined, 'aria-label': 'Progress to free shipping', value: 69.87 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Progress to free shipping' });
    await expect(bar).toHaveAttribute('aria-valuetext', '70%');
  },
};

export const Empty: Story = {
  args: { value: 0, label: 'Upload' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Upload' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(fillWidth(canvasElement)).toBe('0%');
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, label: 'Preparing your invoice' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Preparing your invoice' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const LongText: Story = {
  args: {
    label: 'Customers who ordered a second time within ninety days of joining the Smokehouse Club',
    value: 41,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('41%')).toBeVisible();
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: CustomerInsights.render,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Mobile orders' });
    await expect(bar.getBoundingClientRect().width).toBeLessThan(390);
  },
};
