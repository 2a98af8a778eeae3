import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { contactCards, faqCategories } from '@fixtures/help';
import { HelpScreen } from './HelpScreen';

/** /help on the fixtures: eleven questions in three categories. */
const meta = {
  title: 'Screens/Content/Help',
  component: HelpScreen,
  parameters: { layout: 'fullscreen', route: '/help' },
  args: {
    faq: faqCategories,
    contactCards,
    onSendMessage: fn(async () => undefined),
    onSendChatMessage: fn(async () => undefined),
  },
  beforeEach: () => {
    sessionStorage.removeItem('ff.draft.help');
    sessionStorage.removeItem('ff.draft.help-chat');
  },
} satisfies Meta<typeof HelpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The category headings shown in the FAQ section. */
const categoryTitles = (canvas: Canvas) =>
  within(canvas.getByRole('region', { name: 'Frequently Asked Questions' }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading: HTMLElement) => heading.textContent);

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help & FAQ' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search the FAQ' })).toBeVisible();
    for (const title of ['Ordering', 'Catering', 'Menu & Dietary Restrictions']) {
      await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    const question = canvas.getByRole('button', { name: 'Do you deliver to my area?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/10-mile radius/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call now' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Send an e-mail' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Send Us a Message' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help & FAQ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start chat' })).toBeVisible();
  },
};

/** Typing 'delivery' keeps the matching questions, opens their answers and drops the rest. */
export const SearchDelivery: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the FAQ' }), 'Delivery');
    await expect(canvas.getByRole('status')).toHaveTextContent('3 questions found for “Delivery”');
    await expect(categoryTitles(canvas)).toEqual(['Ordering']);
    const question = canvas.getByRole('button', { name: 'What are your delivery hours?' });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(
      canvas.queryByRole('button', { name: 'Do you have gluten-free options?' }),
    ).toBeNull();
    // 'Clear input' brings everything back, folded.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear input' }));
    await expect(categoryTitles(canvas)).toHaveLength(3);
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  },
};

export const NoResults: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the FAQ' }), 'pizza oven');
    await expect(canvas.getByRole('heading', { level: 3, name: 'No results found' })).toBeVisible();
    await expect(categoryTitles(canvas)).toEqual(['No results found']);
    await expect(canvas.getByRole('status')).toHaveTextContent('0 questions found');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getByRole('searchbox', { name: 'Search the FAQ' })).toHaveValue('');
    await expect(categoryTitles(canvas)).toHaveLength(3);
  },
};

/** 'Start chat' opens the live chat dialog; its message form is checked and confirmed. */
export const LiveChat: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Live chat' });
    const chat = within(dialog);
    await expect(chat.getByText(/9am–9pm daily/)).toBeVisible();
    await expect(chat.queryByRole('textbox', { name: 'Subject' })).toBeNull();
    await userEvent.click(chat.getByRole('button', { name: 'Send' }));
    await expect(await chat.findByText('Name is required')).toBeVisible();
    await userEvent.type(chat.getByRole('textbox', { name: 'Name' }), 'Sam');
    await userEvent.type(chat.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await userEvent.type(
      chat.getByRole('textbox', { name: 'Message' }),
      'Are you open on Thanksgiving?',
    );
    await userEvent.click(chat.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(args.onSendChatMessage).toHaveBeenCalledWith({
        name: 'Sam',
        email: 'sam@example.com',
        subject: 'Live chat',
        message: 'Are you open on Thanksgiving?',
      }),
    );
    await expect(await chat.findByRole('status')).toHaveTextContent('Thanks, Sam!');
  },
};

export const MessageInvalid: Story = {
  play: async ({ args, canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Send Us a Message' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Email' }), 'sam@');
    await userEvent.type(form.getByRole('textbox', { name: 'Message' }), 'Help');
    await userEvent.click(form.getByRole('button', { name: 'Send Message' }));
    await expect(await form.findByText('Name is required')).toBeVisible();
    await expect(form.getByText('Please enter a valid email')).toBeVisible();
    await expect(form.getByText('Subject is required')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(args.onSendMessage).not.toHaveBeenCalled();
  },
};

export const MessageSent: Story = {
  play: async ({ args, canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Send Us a Message' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Sam');
    await userEvent.type(form.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await userEvent.type(form.getByRole('textbox', { name: 'Subject' }), 'Order 1042');
    await userEvent.type(
      form.getByRole('textbox', { name: 'Message' }),
      'My order arrived without the sauce.',
    );
    await userEvent.click(form.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(args.onSendMessage).toHaveBeenCalledOnce());
    await expect(await canvas.findByText('Thanks, Sam! We reply within 24 hours.')).toBeVisible();
  },
};
