import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceTag } from './PriceTag';

/** The text a screen reader gets for the price tag (visible or visually hidden). */
function spokenText(canvasElement: HTMLElement): string {
  const tag = canvasElement.querySelector<HTMLElement>('[data-slot="price-tag"]')!;
  const clone = tag.cloneNode(true) as HTMLElement;
  clone.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return clone.textContent ?? '';
}

/**
 * Use PriceTag for every price the shop shows: product cards, the product page, cart lines,
 * the admin table's 'From $' column, membership tiers. Prices are integer cents and are
 * formatted once, by `formatMoney`. A sale shows the sale price in ember with the regular
 * price struck through, and reads as 'Sale price $X, regular price $Y'.
 */
const meta = {
  title: 'Primitives/PriceTag',
  component: PriceTag,
  args: { priceCents: 1299 },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    tone: { control: 'inline-radio', options: ['default', 'inverse'] },
  },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('$12.99')).toBeVisible();
    await expect(spokenText(canvasElement)).toBe('$12.99');
  },
};

export const Sale: Story = {
  args: { priceCents: 2499, salePriceCents: 1999, size: 'lg' },
  play: async ({ canvasElement }) => {
    const sale = canvasElement.querySelector('[data-slot="price-tag-sale"]');
    const regular = canvasElement.querySelector('[data-slot="price-tag-regular"]');
    await expect(sale).toHaveTextContent('$19.99');
    await expect(sale).toHaveClass('text-ember-700');
    await expect(regular?.tagName).toBe('S');
    await expect(regular).toHaveTextContent('$24.99');
    await expect(spokenText(canvasElement)).toBe('Sale price $19.99, regular price $24.99');
  },
};

/** The admin table and multi-size products: the lowest size price. */
export const From: Story = {
  args: { from: true },
  play: async ({ canvasElement }) => {
    await expect(spokenText(canvasElement)).toBe('From $12.99');
  },
};

export const FromOnSale: Story = {
  args: { from: true, priceCents: 1299, salePriceCents: 1039 },
  play: async ({ canvasElement }) => {
    await expect(spokenText(canvasElement)).toBe('From sale price $10.39, regular price $12.99');
  },
};

/** A 'sale' price that is not lower is ignored rather than shown as a fake discount. */
export const SaleNotLower: Story = {
  args: { priceCents: 999, salePriceCents: 999 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price-tag-regular"]')).toBeNull();
    await expect(spokenText(canvasElement)).toBe('$9.99');
  },
};

export const Sizes: Story = {
  args: { salePriceCents: 999 },
  render: (args) => (
    <div className="flex flex-col items-start gap-3">
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <PriceTag {...args} key={size} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const sales = [...canvasElement.querySelectorAll('[data-slot="price-tag-sale"]')];
    const heights = sales.map((sale) => sale.getBoundingClientRect().height);
    await expect(heights).toEqual([...heights].sort((a, b) => a - b));
  },
};

export const Inverse: Story = {
  args: { tone: 'inverse', priceCents: 3900, salePriceCents: 3120, size: 'xl' },
  render: (args) => (
    <div className="w-fit rounded-lg bg-charcoal-900 p-6">
      <PriceTag {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price-tag-sale"]')).toHaveClass(
      'text-ember-300',
    );
  },
};

export const LongText: Story = {
  args: { priceCents: 123456789, salePriceCents: 98765432, size: 'xl', from: true },
  render: (args) => (
    <div className="max-w-48">
      <PriceTag {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(spokenText(canvasElement)).toBe(
      'From sale price $987,654.32, regular price $1,234,567.89',
    );
  },
};

export const Free: Story = {
  args: { priceCents: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$0.00')).toBeVisible();
  },
};
