import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DescriptionList } from './DescriptionList';

/**
 * Use DescriptionList for pairs of a label and a value: a product's specifications, the
 * order summary (Subtotal, Shipping, Tax, Total), an invoice's payment method. It renders a
 * real <dl>, so screen readers announce each term with its value.
 */
const meta = {
  title: 'Primitives/DescriptionList',
  component: DescriptionList,
  args: {
    items: [
      { term: 'Subtotal', value: '$124.98' },
      { term: 'Shipping', value: 'Free' },
      { term: 'Tax', value: '$10.94' },
      { term: 'Total', value: '$135.92', emphasis: 'total' },
    ],
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OrderSummary: Story = {
  play: async ({ canvasElement }) => {
    const terms = [...canvasElement.querySelectorAll('dt')].map((dt) => dt.textContent);
    await expect(terms).toEqual(['Subtotal', 'Shipping', 'Tax', 'Total']);
    const total = canvasElement.querySelectorAll('dd')[3]!;
    await expect(total).toHaveTextContent('$135.92');
  },
};

export const Specifications: Story = {
  args: {
    layout: 'stacked',
    items: [
      { term: 'Dimensions', value: '18 x 3 x 2 in' },
      { term: 'Weight', value: '12 oz' },
      { term: 'Material', value: 'Stainless steel, hardwood handle' },
      { term: 'Care', value: 'Hand wash, dry immediately' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Material')).toBeVisible();
  },
};

export const Divided: Story = {
  args: {
    divided: true,
    items: [
      { term: 'Order number', value: 'FF-2024-0015' },
      { term: 'Date', value: 'December 14, 2024' },
      { term: 'Payment', value: 'Visa ending in 4242' },
    ],
  },
};

export const LongText: Story = {
  args: {
    layout: 'stacked',
    items: [
      {
        term: 'Care',
        value:
          'Wipe the grates while warm, brush along the bars, oil lightly before storing and keep the brush dry between cooks so the coil does not rust.',
      },
    ],
  },
};

export const NarrowWidth: Story = {
  ...OrderSummary,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
