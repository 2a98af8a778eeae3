import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AdminRecordCell } from './AdminRecordCell';

/**
 * Use AdminRecordCell as the first cell of an admin table row: a product or recipe with its
 * thumbnail, or an order id, with a line of details under the name.
 */
const meta = {
  title: 'Patterns/AdminRecordCell',
  component: AdminRecordCell,
  args: {
    title: 'Texas Brisket Rub',
    details: ['Forge & Flame', '3 sizes'],
    imageSrc: '/images/products/texas-brisket-rub.svg',
  },
} satisfies Meta<typeof AdminRecordCell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Texas Brisket Rub')).toBeVisible();
    // The details read as a list, not run together.
    await expect(canvas.getByText('3 sizes').parentElement).toHaveTextContent(
      'Forge & Flame · , 3 sizes',
    );
  },
};

/** An order: no image, the item count under the id. */
export const WithoutImage: Story = {
  args: { title: 'FF-2024-0015', details: ['2 items'], imageSrc: undefined },
};

export const LongText: Story = {
  args: {
    title: 'Bristle-Free Stainless Steel Grill Brush with Scraper and Hanging Loop',
    details: ['Smokehouse Supply Company of Chicago', '12 sizes'],
  },
  render: (args) => (
    <div className="max-w-xs">
      <AdminRecordCell {...args} />
    </div>
  ),
};
