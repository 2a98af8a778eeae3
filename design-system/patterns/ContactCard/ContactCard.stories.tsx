import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { ContactCard } from './ContactCard';

/**
 * Use ContactCard for one way to reach the shop: call, e-mail or live chat, each with its
 * hours, the number or address and one action. Give `href` for a phone or e-mail link, or
 * `onPress` for an action that stays on the page (opening the live chat).
 */
const meta = {
  title: 'Patterns/ContactCard',
  component: ContactCard,
  args: {
    icon: Phone,
    title: 'Call Us',
    description: 'Phone support 9am–9pm daily.',
    detail: '(312) 555-0100',
    actionLabel: 'Call now',
    href: 'tel:+13125550100',
    className: 'max-w-xs',
  },
} satisfies Meta<typeof ContactCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PhoneLink: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Call Us' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call now' })).toHaveAttribute(
      'href',
      'tel:+13125550100',
    );
  },
};

export const EmailLink: Story = {
  args: {
    icon: Mail,
    title: 'Email Us',
    description: 'We reply to e-mails within 24 hours.',
    detail: 'support@forgeandflame.example',
    actionLabel: 'Send an e-mail',
    href: 'mailto:support@forgeandflame.example',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Send an e-mail' })).toHaveAttribute(
      'href',
      'mailto:support@forgeandflame.example',
    );
  },
};

/** A button action: the Help page opens its live chat dialog from it. */
export const ButtonAction: Story = {
  args: {
    icon: MessageCircle,
    title: 'Live Chat',
    description: 'Chat with our team during opening hours.',
    detail: 'Average reply under 2 minutes',
    actionLabel: 'Start chat',
    href: undefined,
    onPress: fn(),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start chat' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const FocusVisible: Story = {
  args: { href: undefined, onPress: fn(), actionLabel: 'Start chat' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Start chat' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: {
    icon: Mail,
    title: 'Email Our Catering and Events Team',
    description:
      'Tell us about your event, the date and the number of guests, and we will reply within 24 hours with a menu and a quote.',
    detail: 'catering-and-private-events@forgeandflame.example',
    actionLabel: 'Send an e-mail',
    href: 'mailto:catering-and-private-events@forgeandflame.example',
  },
};

export const Row: Story = {
  render: () => (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
      <ContactCard
        icon={Phone}
        title="Call Us"
        description="Phone support 9am–9pm daily."
        detail="(312) 555-0100"
        actionLabel="Call now"
        href="tel:+13125550100"
      />
      <ContactCard
        icon={Mail}
        title="Email Us"
        description="We reply to e-mails within 24 hours."
        detail="support@forgeandflame.example"
        actionLabel="Send an e-mail"
        href="mailto:support@forgeandflame.example"
      />
      <ContactCard
        icon={MessageCircle}
        title="Live Chat"
        description="Chat with our team during opening hours."
        detail="Average reply under 2 minutes"
        actionLabel="Start chat"
        onPress={fn()}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { className: 'w-full' },
};
