import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { contactDetails, openingHours, socialLinks } from '@fixtures/help';
import { api, ApiError, unreachableMessage } from '../../data/api';
import { ContactScreen } from './ContactScreen';

/** /contact on the fixtures. */
const meta = {
  title: 'Screens/Content/Contact',
  component: ContactScreen,
  parameters: { layout: 'fullscreen', route: '/contact' },
  args: { contactDetails, openingHours, socialLinks, onSubmit: fn(async () => undefined) },
  beforeEach: () => {
    sessionStorage.removeItem('ff.draft.contact');
  },
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The details are the store's settings: whatever the admin saved is what the page shows. */
export const OtherStoreDetails: Story = {
  args: {
    contactDetails: {
      phone: '(773) 555-0123',
      email: 'hello@smoke.example',
      address: '42 Ember Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    },
    openingHours: [
      { days: 'Mon–Fri', hours: '8:00 AM–6:00 PM' },
      { days: 'Sat', hours: '9:00 AM–1:00 PM' },
      { days: 'Sun', hours: 'Closed' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '(773) 555-0123' })).toHaveAttribute(
      'href',
      'tel:+17735550123',
    );
    await expect(canvas.getByRole('link', { name: 'hello@smoke.example' })).toBeVisible();
    await expect(canvas.getByText('42 Ember Ave, Austin, TX 78701')).toBeVisible();
    await expect(canvas.getByText('Closed')).toBeVisible();
    await expect(canvas.queryByText('(312) 555-0100')).toBeNull();
  },
};

async function fillMessage(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Sam Rivera');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'Private dining');
  await userEvent.type(
    canvas.getByRole('textbox', { name: 'Message' }),
    'Can we book the private room for 12 people?',
  );
}

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Send Us a Message' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '(312) 555-0100' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'support@forgeandflame.example' })).toBeVisible();
    await expect(canvas.getByText('1000 W Fulton Market, Chicago, IL 60607')).toBeVisible();
    await expect(canvas.getByText('11:00 AM–10:00 PM')).toBeVisible();
    for (const name of ['Facebook', 'Instagram', 'X (Twitter)']) {
      const link = canvas.getByRole('link', { name: new RegExp(name.replace(/[()]/g, '\\$&')) });
      await expect(link).toHaveAttribute('target', '_blank');
    }
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeVisible();
  },
};

/** An empty submit shows every message under its field and sends nothing. */
export const InvalidEmpty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    for (const message of [
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A bad e-mail and a short message; fixing them clears the messages as you type. */
export const InvalidFields: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'sam@');
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter a valid email')).toBeVisible();
    const message = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(message, 'Hi there');
    await userEvent.tab();
    await expect(await canvas.findByText('Message must be at least 10 characters')).toBeVisible();
    await userEvent.type(email, 'example.com');
    await waitFor(() => expect(canvas.queryByText('Please enter a valid email')).toBeNull());
  },
};

export const Success: Story = {
  play: async ({ args, canvas }) => {
    await fillMessage(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Sam Rivera',
        email: 'sam@example.com',
        subject: 'Private dining',
        message: 'Can we book the private room for 12 people?',
      }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Thanks, Sam Rivera! We reply within 24 hours.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  },
};

/** What was typed survives a reload (the draft is restored when the form mounts). */
export const DraftRestored: Story = {
  beforeEach: () => {
    sessionStorage.setItem(
      'ff.draft.contact',
      JSON.stringify({ name: 'Sam Rivera', email: 'sam@example.com', subject: '', message: '' }),
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Sam Rivera');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('sam@example.com');
  },
};

export const SendFails: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas }) => {
    await fillMessage(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(
      await canvas.findByText('Your message could not be sent. Please try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveValue('Private dining');
  },
};

/** The server's field messages show under their fields ('body' is the Message); the text stays. */
export const ServerRefusesFields: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(
        new ApiError(400, 'invalid', 'Some fields need attention', {
          email: 'Keep the email under 254 characters',
          body: 'Keep the message under 2000 characters',
        }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await fillMessage(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByText('Keep the email under 254 characters')).toBeVisible();
    await expect(canvas.getByText('Keep the message under 2000 characters')).toBeVisible();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveValue('Private dining');
  },
};

/** The store unreachable: the form's own words, and nothing typed is lost. */
export const StoreUnreachable: Story = {
  args: {
    onSubmit: fn(async () => Promise.reject(new ApiError(0, 'unreachable', unreachableMessage))),
  },
  play: async ({ canvas }) => {
    await fillMessage(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(
      await canvas.findByText('Your message could not be sent. Please try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Sam Rivera');
  },
};

/**
 * The store throttles the sender (429 with Retry-After): the form says how long to wait, through
 * the real data layer (app/data/api.ts), and nothing typed is lost.
 */
export const RateLimited: Story = {
  args: {
    onSubmit: fn(async () => {
      await api('/messages', { method: 'POST', body: {} });
    }),
  },
  beforeEach: () => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) =>
      String(input).startsWith('/api/messages')
        ? Response.json(
            { error: 'rate_limited', message: 'Too many requests. Try again in 42 seconds.' },
            { status: 429, headers: { 'retry-after': '42' } },
          )
        : realFetch(input, init);
    return () => {
      globalThis.fetch = realFetch;
    };
  },
  play: async ({ canvas }) => {
    await fillMessage(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(
      await canvas.findByText('Too many requests. Try again in 42 seconds.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveValue('Private dining');
  },
};
