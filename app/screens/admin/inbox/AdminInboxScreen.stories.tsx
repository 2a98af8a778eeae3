import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { InboxMessage } from '@domain/message-schemas';
import { inboxMessages } from '@fixtures/messages';
import { ApiError } from '@app/data/api';
import { AdminInboxScreen, type AdminInboxScreenProps } from './AdminInboxScreen';
import { clearLiveAnnouncer } from '@ds/lib/live-announcer';

/**
 * /admin/inbox on the sample messages (one of each type, newest first, two read): what
 * visitors sent through the shop's forms. Opening a message shows it in full and marks it
 * read; Mark as unread puts it back.
 */
const meta = {
  title: 'Screens/Admin/Inbox',
  component: AdminInboxScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', route: '/admin/inbox' },
  args: { messages: inboxMessages, onSetRead: fn(async () => undefined) },
} satisfies Meta<typeof AdminInboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('grid', { name: 'Messages' });
const shownHeadlines = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const rowOf = (name: RegExp) => within(table()).getByRole('row', { name });

/** The screen as the route runs it: a mark read or unread, or a reply, shows in the list at once. */
function StatefulInbox(props: AdminInboxScreenProps) {
  const [messages, setMessages] = useState(props.messages);
  return (
    <AdminInboxScreen
      {...props}
      messages={messages}
      onSetRead={async (message: InboxMessage, read: boolean) => {
        await props.onSetRead(message, read);
        setMessages((current) =>
          current.map((each) => (each.id === message.id ? { ...each, read } : each)),
        );
      }}
      onReply={
        props.onReply
          ? async (message, reply) => {
              await props.onReply?.(message, reply);
              // The server answers with the reply recorded.
              const recorded = {
                sentAt: '2024-12-15T15:30:00.000Z',
                by: 'Alex Admin',
                subject: reply.subject,
                body: reply.message,
              };
              setMessages((current) =>
                current.map((each) =>
                  each.id === message.id ? { ...each, read: true, reply: recorded } : each,
                ),
              );
            }
          : undefined
      }
    />
  );
}

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('7 messages');
    await expect(canvas.getByText('5 unread messages')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Back to Admin Console/ })).toHaveAttribute(
      'href',
      '/admin-console',
    );
    const newest = rowOf(/Private dining/);
    await expect(newest).toHaveTextContent('Contact');
    await expect(newest).toHaveTextContent('Sam Rivera');
    await expect(newest).toHaveTextContent('sam.rivera@example.com');
    await expect(newest).toHaveTextContent('Dec 14, 2024');
    await expect(newest).toHaveTextContent('Unread');
    await expect(shownHeadlines()[0]).toBe('Private dining');
    await expect(shownHeadlines().at(-1)).toBe('Newsletter sign-up');
    await expect(rowOf(/Order change/)).toHaveTextContent('Read');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search messages' })).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Read state' })).toBeVisible();
  },
};

/** The type list and the read-state chips work together, and go into the URL. */
export const FilterByTypeAndReadState: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Type/ }));
    const list = await screen.findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: 'Catering quote' }));
    await expect(shownHeadlines()).toEqual(['A backyard wedding; two guests are vegetarian.']);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 message');

    await userEvent.click(canvas.getByRole('button', { name: /Type/ }));
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'All types' }),
    );
    const chips = canvas.getByRole('grid', { name: 'Read state' });
    await userEvent.click(within(chips).getByRole('row', { name: 'Read' }));
    await expect(shownHeadlines()).toEqual([
      'Order change',
      'Will the brisket rub stay on sale next week?',
    ]);
    await userEvent.click(within(chips).getByRole('row', { name: 'Unread' }));
    await expect(shownHeadlines()).toHaveLength(5);
  },
};

/** Sender, e-mail, subject and text, case-insensitively. */
export const Search: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search messages' });
    await userEvent.type(search, 'EVANSTON');
    await expect(shownHeadlines()).toEqual(['Do you deliver to Evanston?']);
    await userEvent.clear(search);
    await userEvent.type(search, 'quinn@');
    await expect(shownHeadlines()).toEqual(['The reply links to a casino.']);
  },
};

/** Opening marks the message read; Mark as unread puts it back and closes the dialog. */
export const OpenMarksRead: Story = {
  render: (args) => <StatefulInbox {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Open message from Sam Rivera: Private dining' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Private dining' }));
    await expect(
      dialog.getByText(/Can we book the private room for 12 people on a Friday evening\?/),
    ).toBeVisible();
    await expect(dialog.getByText('sam.rivera@example.com')).toBeVisible();
    await expect(args.onSetRead).toHaveBeenCalledWith(
      expect.objectContaining({ id: inboxMessages[0]!.id }),
      true,
    );
    await expect(dialog.getByText('Read')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(rowOf(/Private dining/)).toHaveTextContent('Read');
    await expect(canvas.getByText('4 unread messages')).toBeVisible();

    // A read message opens without another save.
    await userEvent.click(
      canvas.getByRole('button', { name: 'Open message from Sam Rivera: Private dining' }),
    );
    await expect(args.onSetRead).toHaveBeenCalledTimes(1);
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark as unread' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSetRead).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: inboxMessages[0]!.id }),
      false,
    );
    await expect(rowOf(/Private dining/)).toHaveTextContent('Unread');
  },
};

/** A catering quote shows the event, the package and the server's estimate. */
export const CateringQuote: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Open message from Pat Smoker/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText('Catering quote')).toBeVisible();
    await expect(dialog.getByText('Jan 18, 2025')).toBeVisible();
    await expect(dialog.getByText('Corporate Grill ($35.00 per person)')).toBeVisible();
    await expect(dialog.getByText('$1,400.00')).toBeVisible();
  },
};

/** A forum report links to the thread and names the reply and the reason. */
export const ForumReport: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Open message from Quinn Oakwood/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await expect(
      dialog.getByRole('link', { name: 'Brisket stall at 160°F: wrap or wait?' }),
    ).toHaveAttribute('href', '/forum/thread/thread-1');
    await expect(dialog.getByText('Reply reply-3')).toBeVisible();
    await expect(dialog.getByText('Spam or advertising')).toBeVisible();
    await expect(dialog.getByText('Signed in when sending')).toBeVisible();
  },
};

/** A failed save says so above the table; the message stays as it was. */
export const MarkReadFails: Story = {
  args: { onSetRead: fn(async () => Promise.reject(new Error('The store can’t be reached.'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Open message from Jordan Lee/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }),
    );
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Message not changed');
    await expect(alert).toHaveTextContent(
      '"Do you deliver to Evanston?" is still unread: The store can’t be reached.',
    );
    await expect(rowOf(/Evanston/)).toHaveTextContent('Unread');
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No messages found')).toBeVisible();
    await expect(
      canvas.getByText('Messages sent through the shop’s forms appear here.'),
    ).toBeVisible();
    await expect(canvas.getByText('0 unread messages')).toBeVisible();
  },
};

/** A shared link's filters hide everything: Clear all filters brings the list back. */
export const NoMatch: Story = {
  parameters: { route: '/admin/inbox?q=payroll&status=read' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search messages' })).toHaveValue('payroll');
    await expect(
      canvas.getByText('No message matches this search and these filters.'),
    ).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Clear all filters' })[0]!);
    await expect(shownHeadlines()).toHaveLength(7);
  },
};

/* ---------- Reply by e-mail ---------- */

async function openReply(canvas: ReturnType<typeof within>) {
  await userEvent.click(
    canvas.getByRole('button', { name: 'Open message from Sam Rivera: Private dining' }),
  );
  const message = within(await screen.findByRole('dialog', { name: 'Private dining' }));
  await userEvent.click(message.getByRole('button', { name: 'Reply by e-mail' }));
  return within(await screen.findByRole('dialog', { name: 'Reply by e-mail' }));
}

/** Subject starts as 'Re: …'; an empty subject and message are named under their fields. */
export const ReplyInvalid: Story = {
  args: { onReply: fn(async () => undefined) },
  play: async ({ args, canvas }) => {
    const dialog = await openReply(canvas);
    await expect(dialog.getByText('To Sam Rivera <sam.rivera@example.com>')).toBeVisible();
    const subject = dialog.getByRole('textbox', { name: 'Subject' });
    await expect(subject).toHaveValue('Re: Private dining');
    await userEvent.clear(subject);
    await userEvent.click(dialog.getByRole('button', { name: 'Send reply' }));
    await expect(await dialog.findByText('Subject is required')).toBeVisible();
    await expect(dialog.getByText('Message is required')).toBeVisible();
    await expect(args.onReply).not.toHaveBeenCalled();
  },
};

/** Sent: a success message, the row says Replied, and the message shows the reply. */
export const ReplySent: Story = {
  args: { onReply: fn(async () => undefined) },
  render: (args) => <StatefulInbox {...args} />,
  play: async ({ args, canvas }) => {
    const dialog = await openReply(canvas);
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Message' }),
      'Yes, the private room seats 14. Friday works.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send reply' }));
    await expect(args.onReply).toHaveBeenCalledWith(
      expect.objectContaining({ id: inboxMessages[0]!.id }),
      { subject: 'Re: Private dining', message: 'Yes, the private room seats 14. Friday works.' },
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    clearLiveAnnouncer();
    await expect(
      canvas.getByText('Your reply was e-mailed to sam.rivera@example.com.'),
    ).toBeVisible();
    await expect(rowOf(/Private dining/)).toHaveTextContent('Replied');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Open message from Sam Rivera: Private dining' }),
    );
    const reopened = within(await screen.findByRole('dialog', { name: 'Private dining' }));
    await expect(reopened.getByText(/by Alex Admin/)).toBeVisible();
    await expect(reopened.getByText('Our reply: Re: Private dining')).toBeVisible();
  },
};

/** The relay is down: the banner says so and what the admin typed stays. */
export const ReplyFails: Story = {
  args: {
    onReply: fn(async () =>
      Promise.reject(new ApiError(502, 'mail_failed', 'The e-mail could not be sent.')),
    ),
  },
  play: async ({ args, canvas }) => {
    const dialog = await openReply(canvas);
    const text = dialog.getByRole('textbox', { name: 'Message' });
    await userEvent.type(text, 'Yes, Friday works for 12.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send reply' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The e-mail could not be sent. Please try again.',
    );
    await expect(args.onReply).toHaveBeenCalledOnce();
    await expect(text).toHaveValue('Yes, Friday works for 12.');
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Re: Private dining',
    );
  },
};

/** A report sent by a guest has no address: the message says why it can't be answered. */
export const ReplyNoAddress: Story = {
  args: {
    onReply: fn(async () => undefined),
    messages: [
      {
        id: '7c0e7f8e-1b1a-4d53-9a1e-0b5f1c2d3e99',
        type: 'forum-report',
        body: 'Selling knock-off rubs.',
        details: { threadId: 'thread-2', reason: 'spam' },
        read: true,
        createdAt: '2024-12-14T18:00:00.000Z',
      },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Open message from/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await expect(
      dialog.getByText('This message has no e-mail address, so it cannot be answered by e-mail.'),
    ).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Reply by e-mail' })).toBeNull();
  },
};
