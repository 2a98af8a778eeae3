import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { products, weeklySpecialProducts } from '@fixtures/products';
import { dealsOf } from '@domain/deals';
import { WeeklyDealsScreen } from './WeeklyDealsScreen';

const others = products.filter((p) => !weeklySpecialProducts.includes(p));

/** The Weekly Circular for a fixed week, so every run renders the same dates. */
const meta = {
  title: 'Screens/Shopping/WeeklyDeals',
  component: WeeklyDealsScreen,
  parameters: { layout: 'fullscreen', route: '/weekly-deals' },
  args: {
    week: { start: '2025-06-02', end: '2025-06-08' },
    specials: weeklySpecialProducts,
    deals: dealsOf(others),
    favoriteIds: new Set<string>(),
    onToggleFavorite: fn(),
    onAddToCart: fn(),
    onSendMessage: fn(async () => {}),
  },
  beforeEach: () => {
    sessionStorage.removeItem('ff.draft.weekly-deals');
  },
} satisfies Meta<typeof WeeklyDealsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Weekly Circular' })).toBeVisible();
    await expect(canvas.getAllByText(/June 2\s–\s8, 2025/)[0]).toBeVisible();
    const specials = canvas.getByRole('list', { name: "This Week's Specials" });
    await expect(within(specials).getAllByRole('article')).toHaveLength(3);
    const deals = canvas.getByRole('list', { name: 'More Deals' });
    await expect(within(deals).getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeVisible();
  },
};

export const InvalidForm: Story = {
  play: async ({ args, canvas }) => {
    const form = canvas.getByRole('form', { name: 'Get in Touch' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email Address' }), 'sam@');
    await userEvent.type(within(form).getByRole('textbox', { name: /Message/ }), 'Hi there');
    await userEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    await expect(await within(form).findByText('Full name is required')).toBeVisible();
    await expect(within(form).getByText('Please enter a valid email')).toBeVisible();
    await expect(within(form).getByText('Message must be at least 10 characters')).toBeVisible();
    // Focus goes to the first field to fix, and nothing typed is lost.
    await expect(within(form).getByRole('textbox', { name: 'Full Name' })).toHaveFocus();
    await expect(within(form).getByRole('textbox', { name: 'Email Address' })).toHaveValue('sam@');
    await expect(args.onSendMessage).not.toHaveBeenCalled();
  },
};

export const Sent: Story = {
  play: async ({ args, canvas }) => {
    const form = canvas.getByRole('form', { name: 'Get in Touch' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Full Name' }), 'Sam Rivera');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Email Address' }),
      'sam@example.com',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Message/ }),
      'Will the brisket rub be on sale next week too?',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    await expect(args.onSendMessage).toHaveBeenCalledWith({
      fullName: 'Sam Rivera',
      email: 'sam@example.com',
      message: 'Will the brisket rub be on sale next week too?',
    });
    await expect(await within(form).findByRole('status')).toHaveTextContent(
      "Thanks for getting in touch! We'll reply to sam@example.com within 24 hours.",
    );
    await expect(within(form).getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
  },
};

export const SendFails: Story = {
  args: { onSendMessage: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Get in Touch' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Full Name' }), 'Sam Rivera');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Email Address' }),
      'sam@example.com',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Message/ }),
      'Any deals on gloves?',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your message could not be sent. Please try again.',
    );
    await expect(within(form).getByRole('textbox', { name: 'Full Name' })).toHaveValue(
      'Sam Rivera',
    );
  },
};
