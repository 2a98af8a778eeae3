import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Divider } from './Divider';

/**
 * Use Divider to separate groups of content that sit together: sections of an order summary,
 * footer columns, the social sign-in buttons from the e-mail form ('or'). Prefer space over
 * lines; reach for a Divider when space alone does not show where one group ends.
 */
const meta = {
  title: 'Primitives/Divider',
  component: Divider,
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    tone: { control: 'inline-radio', options: ['default', 'strong', 'inverse'] },
    spacing: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  args: { spacing: 'md' },
  render: (args) => (
    <div className="max-w-sm text-sm text-ink">
      <p>Subtotal $124.98</p>
      <Divider {...args} />
      <p className="font-semibold">Total $135.92</p>
    </div>
  ),
  play: async ({ canvas }) => {
    const rule = canvas.getByRole('separator');
    await expect(rule.tagName).toBe('HR');
    await expect(rule.getBoundingClientRect().height).toBe(1);
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', spacing: 'sm' },
  render: (args) => (
    <div className="flex h-6 items-center text-sm text-ink">
      <span>Mon–Fri 11:00 AM–10:00 PM</span>
      <Divider {...args} />
      <span>Sat 10:00 AM–11:00 PM</span>
    </div>
  ),
  play: async ({ canvas }) => {
    const rule = canvas.getByRole('separator');
    await expect(rule).toHaveAttribute('aria-orientation', 'vertical');
    const { width, height } = rule.getBoundingClientRect();
    await expect([width, height]).toEqual([1, 24]);
  },
};

/** Between the social sign-in buttons and the e-mail form. */
export const WithLabel: Story = {
  args: { label: 'or', spacing: 'md' },
  render: (args) => (
    <div className="max-w-sm">
      <Divider {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('separator')).toHaveLength(1);
    const word = canvas.getByText('or');
    const rule = canvas.getByRole('separator');
    // The word sits centred between two lines of equal length.
    const lineWidths = [...rule.parentElement!.querySelectorAll('[data-slot="divider-line"]')].map(
      (line) => line.getBoundingClientRect().width,
    );
    await expect(lineWidths[0]).toBeCloseTo(lineWidths[1]!, 0);
    await expect(word).toBeVisible();
  },
};

export const Tones: Story = {
  render: () => (
    <div className="flex max-w-sm flex-col gap-4">
      <Divider tone="default" />
      <Divider tone="strong" />
      <div className="rounded-md bg-charcoal-900 p-4">
        <Divider tone="inverse" label="or" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('separator')).toHaveLength(3);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { label: 'or continue with e-mail', spacing: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('or continue with e-mail')).toBeVisible();
  },
};
