import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text, VisuallyHidden } from './Text';

const description =
  'Our signature blend of smoked paprika, brown sugar, garlic and a kick of cayenne builds a deep mahogany bark on ribs, pork shoulder and brisket. Rub it in the night before for the best crust.';

/**
 * Use Text for all body copy in Inter: paragraphs, descriptions, captions, meta lines, fine
 * print. Pick the element with `as` (a paragraph by default), the size from the scale, and a
 * tone that meets AA on its background. `truncate` and `lineClamp` keep card text tidy.
 * `VisuallyHidden` adds words only screen readers need.
 */
const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: { children: description },
  argTypes: {
    as: { control: 'inline-radio', options: ['p', 'span', 'div', 'strong', 'small'] },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
    tone: {
      control: 'select',
      options: ['default', 'muted', 'inverse', 'inverseMuted', 'danger', 'success', 'accent'],
    },
    weight: { control: 'inline-radio', options: ['normal', 'medium', 'semibold', 'bold'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    lineClamp: { control: 'inline-radio', options: [1, 2, 3, 4] },
  },
  render: (args) => (
    <div className="max-w-prose">
      <Text {...args} />
    </div>
  ),
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const paragraph = canvas.getByText(/Our signature blend/);
    await expect(paragraph.tagName).toBe('P');
    await expect(getComputedStyle(paragraph).fontFamily).toContain('Inter');
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Text key={size} size={size}>
          {size}: Free delivery on orders over $75
        </Text>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = ['xs', 'sm', 'md', 'lg', 'xl'].map((size) =>
      Number.parseFloat(getComputedStyle(canvas.getByText(new RegExp(`^${size}:`))).fontSize),
    );
    await expect(sizes).toEqual([12, 14, 16, 18, 20]);
  },
};

export const Tones: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      <Text tone="default">Default: In stock and ready to ship</Text>
      <Text tone="muted">Muted: Prep time 30 mins</Text>
      <Text tone="accent">Accent: Save 20% with Premium subscription</Text>
      <Text tone="success">Success: Your order has shipped</Text>
      <Text tone="danger">Danger: This action cannot be undone.</Text>
      <div className="rounded-md bg-charcoal-900 p-4">
        <Text tone="inverse">Inverse: Ignite Your Taste Buds</Text>
        <Text tone="inverseMuted" size="sm">
          Inverse muted: Pitmaster-approved since 1998
        </Text>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Danger:/)).toHaveClass('text-danger-700');
  },
};

export const Weights: Story = {
  render: () => (
    <div className="flex flex-col gap-1">
      {(['normal', 'medium', 'semibold', 'bold'] as const).map((weight) => (
        <Text key={weight} weight={weight}>
          {weight}: Texas Brisket Rub
        </Text>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText(/^bold:/)).fontWeight).toBe('700');
  },
};

/** Inline elements inside a paragraph. */
export const Elements: Story = {
  render: () => (
    <Text>
      Order{' '}
      <Text as="strong" weight="semibold">
        FF-2024-0042
      </Text>{' '}
      ships today.{' '}
      <Text as="small" size="xs" tone="muted">
        Prices include tax.
      </Text>
    </Text>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('FF-2024-0042').tagName).toBe('STRONG');
    await expect(canvas.getByText('Prices include tax.').tagName).toBe('SMALL');
  },
};

export const Truncate: Story = {
  args: { truncate: true },
  render: (args) => (
    <div className="w-64">
      <Text {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const line = canvas.getByText(/Our signature blend/);
    await expect(line.scrollWidth).toBeGreaterThan(line.clientWidth);
    await expect(line.getBoundingClientRect().height).toBe(24);
  },
};

export const LineClamp: Story = {
  args: { lineClamp: 2, size: 'sm', tone: 'muted' },
  render: (args) => (
    <div className="w-64">
      <Text {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const clamped = canvas.getByText(/Our signature blend/);
    // Two lines of 14 px text at normal leading (1.5): 42 px.
    await expect(clamped.getBoundingClientRect().height).toBe(42);
  },
};

/** What someone typed, line breaks kept: a message's body in the admin's Inbox. */
export const PreserveLines: Story = {
  render: () => (
    <Text preserveLines>{'Hi there,\nCan we book the private room for 12?\n\nThanks, Sam'}</Text>
  ),
  play: async ({ canvas }) => {
    const body = canvas.getByText(/Can we book/);
    await expect(getComputedStyle(body).whiteSpace).toBe('pre-line');
    // Three lines of text and an empty one: taller than a single line.
    await expect(body.getBoundingClientRect().height).toBeGreaterThan(3 * 16);
  },
};

/** Words for screen readers only, e.g. what a bare number means. */
export const WithVisuallyHidden: Story = {
  render: () => (
    <Text>
      3<VisuallyHidden> items in your cart</VisuallyHidden>
    </Text>
  ),
  play: async ({ canvas }) => {
    const hidden = canvas.getByText('items in your cart', { exact: false });
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(hidden.parentElement).toHaveTextContent('3 items in your cart');
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { size: 'lg' },
  play: async ({ canvas }) => {
    const paragraph = canvas.getByText(/Our signature blend/);
    await expect(paragraph.scrollWidth).toBeLessThanOrEqual(paragraph.clientWidth);
  },
};
