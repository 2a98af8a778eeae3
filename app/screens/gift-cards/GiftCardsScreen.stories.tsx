import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { giftCardAmountsCents } from '@fixtures/company';
import { brand, giftCardImage } from '@domain/brand';
import { GiftCardsScreen } from './GiftCardsScreen';

/** /gift-cards with the fixtures' five amounts ($25 … $150). */
const meta = {
  title: 'Screens/Shopping/GiftCards',
  component: GiftCardsScreen,
  parameters: { layout: 'fullscreen', route: '/gift-cards' },
  args: {
    amountsCents: giftCardAmountsCents,
    image: giftCardImage,
    storeName: brand.name,
    onAddToCart: fn(async () => true),
  },
} satisfies Meta<typeof GiftCardsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gift Cards' })).toBeVisible();
    const amounts = canvas.getByRole('radiogroup', { name: 'Amount' });
    await expect(within(amounts).getAllByRole('radio')).toHaveLength(5);
    await expect(within(amounts).getByRole('radio', { name: '$50.00' })).toBeChecked();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  },
};

export const AddForSomeone: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '$150.00' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Recipient name' }), 'Sam');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Recipient email' }),
      'sam@example.com',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Message/ }),
      'Happy birthday, pitmaster!',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith({
      amount: '15000',
      amountCents: 15000,
      recipientName: 'Sam',
      recipientEmail: 'sam@example.com',
      message: 'Happy birthday, pitmaster!',
    });
    const confirmation = await canvas.findByRole('status');
    await expect(confirmation).toHaveTextContent('A $150.00 gift card for Sam is in your cart.');
    await expect(within(confirmation).getByRole('link', { name: 'View Cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
    // Ready for another card.
    await expect(canvas.getByRole('textbox', { name: 'Recipient name' })).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: '$50.00' })).toBeChecked();
  },
};

export const InvalidEmail: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Recipient name' }), 'Sam');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Recipient email' }), 'sam@');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(await canvas.findByText('Please enter a valid email')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Recipient email' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Recipient name' })).toHaveValue('Sam');
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args, canvas }) => {
    const fifty = canvas.getByRole('radio', { name: '$50.00' });
    fifty.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '$75.00' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(
      expect.objectContaining({ amountCents: 7500, recipientName: '' }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'A $75.00 gift card is in your cart.',
    );
  },
};
