import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AdminUser } from '@domain/types';
import { users as sampleUsers } from '@fixtures/users';
import type { SaveOutcome } from '@app/records/outcome';
import { AdminUsersScreen, type AdminUsersScreenProps } from './AdminUsersScreen';
import type { EmailUsersOutcome } from './EmailUsersModal';
import { clearLiveAnnouncer } from '@ds/lib/live-announcer';

/**
 * The screen over an in-memory list that behaves like the data module: e-mail addresses are
 * unique, new users get an id. The `fn()` callbacks still record every call.
 */
function StatefulUsers({
  users: initial,
  onSaveUser,
  onDeleteUser,
  ...props
}: AdminUsersScreenProps) {
  const [users, setUsers] = useState<AdminUser[]>(initial);
  return (
    <AdminUsersScreen
      {...props}
      users={users}
      onSaveUser={async (user) => {
        const outcome = await onSaveUser(user);
        if (!outcome.ok) return outcome;
        const taken = users.some(
          (u) => u.id !== user.id && u.email.toLowerCase() === user.email.toLowerCase(),
        );
        if (taken) {
          return {
            ok: false,
            field: 'email',
            message: `A user with the e-mail ${user.email} already exists.`,
          };
        }
        setUsers((current) =>
          user.id
            ? current.map((u) => (u.id === user.id ? user : u))
            : [...current, { ...user, id: `user-${current.length + 1}` }],
        );
        return outcome;
      }}
      onDeleteUser={async (user) => {
        await onDeleteUser(user);
        setUsers((current) => current.filter((u) => u.id !== user.id));
      }}
    />
  );
}

const roleChip = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('grid', { name: 'Role' })).getByRole('row', { name });
/** The table's rows (the role chips are rows of their own grid). */
const tableRows = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('grid', { name: 'Users' })).getAllByRole('row');

async function dialogClosed(role: 'dialog' | 'alertdialog' = 'dialog') {
  await waitFor(() => expect(screen.queryByRole(role)).toBeNull());
  clearLiveAnnouncer();
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const userNames = (canvas: ReturnType<typeof within>) =>
  canvas
    .getAllByRole('rowheader')
    .map((cell: HTMLElement) => cell.querySelector('[data-slot="text"]')?.textContent);

/** /admin/users: the users table with search, role chips and the user dialogs. */
const meta = {
  title: 'Screens/Admin/Users',
  component: AdminUsersScreen,
  render: (args) => <StatefulUsers {...args} />,
  parameters: { layout: 'fullscreen', route: '/admin/users' },
  args: {
    users: sampleUsers,
    today: '2024-12-15',
    onSaveUser: fn(async (): Promise<SaveOutcome<'email'>> => ({ ok: true })),
    onDeleteUser: fn(async () => undefined),
    onEmailUsers: fn(async (): Promise<EmailUsersOutcome | undefined> => undefined),
  },
} satisfies Meta<typeof AdminUsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Back to Admin Console/ })).toHaveAttribute(
      'href',
      '/admin-console',
    );
    await expect(tableRows(canvas)).toHaveLength(sampleUsers.length + 1);
    const andre = within(rowOf('Andre Williams'));
    await expect(andre.getByText('Admin')).toHaveAttribute('data-value', 'admin');
    await expect(andre.getByText('Active')).toBeVisible();
    await expect(andre.getByText('Mar 1, 2021')).toBeVisible();
    const tasha = within(rowOf('Tasha Robinson'));
    await expect(tasha.getByText('Never')).toBeVisible();
    await expect(tasha.getByText('Pending')).toBeVisible();
    // No photo: the first letter.
    await expect(tasha.getByText('T')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('8 users');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add User' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Email Users' })).toBeVisible();
  },
};

/** The role chips and the search really filter, and the URL keeps them. */
export const FilterByRoleAndSearch: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(roleChip(canvas, 'Editor'));
    await expect(userNames(canvas)).toEqual(['Sofia Martinez', 'James O’Connor']);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 users');
    await userEvent.click(roleChip(canvas, 'All'));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'EXAMPLE.COM');
    await expect(userNames(canvas)).toEqual([
      'Marcus Johnson',
      'Elena Ramirez',
      'Tasha Robinson',
      'Mike Kowalski',
    ]);
  },
};

/** A search that matches nobody offers to clear the filters. */
export const NoMatches: Story = {
  parameters: { route: '/admin/users?q=brisket&role=admin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No users match these filters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all filters' }));
    await expect(tableRows(canvas)).toHaveLength(sampleUsers.length + 1);
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveValue('');
  },
};

async function openAddUser(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Add User' }));
  return within(await screen.findByRole('dialog', { name: 'Add New User' }));
}

/** Add New User submitted empty: every message under its field (the screenshot shows them). */
export const AddUserInvalid: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openAddUser(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Add User' }));
    await expect(await dialog.findByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'pat@');
    await userEvent.tab();
    await expect(await dialog.findByText('Please enter a valid email')).toBeVisible();
    await expect(args.onSaveUser).not.toHaveBeenCalled();
  },
};

/** A taken e-mail is refused under Email; with a new one the user is added as pending. */
export const AddUser: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openAddUser(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Pat Smoker');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Email' }),
      'Elena.Ramirez@example.com',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Add User' }));
    await expect(
      await dialog.findByText('A user with the e-mail Elena.Ramirez@example.com already exists.'),
    ).toBeVisible();
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('Elena.Ramirez@example.com');
    await userEvent.clear(email);
    await userEvent.type(email, 'pat.smoker@example.com');
    await userEvent.click(dialog.getByRole('button', { name: /Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Editor' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add User' }));
    await dialogClosed();
    await expect(args.onSaveUser).toHaveBeenLastCalledWith({
      id: '',
      name: 'Pat Smoker',
      email: 'pat.smoker@example.com',
      role: 'editor',
      status: 'pending',
      lastLogin: null,
      joinDate: '2024-12-15',
    });
    await expect(canvas.getByText('Pat Smoker was added.')).toBeVisible();
    const pat = within(rowOf('Pat Smoker'));
    await expect(pat.getByText('Never')).toBeVisible();
    await expect(pat.getByText('Dec 15, 2024')).toBeVisible();
  },
};

/** Edit User changes the status; the row and a banner confirm it. */
export const EditUser: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Marcus Johnson' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }));
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(
      'marcus.johnson@example.com',
    );
    await userEvent.click(dialog.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await dialogClosed();
    await expect(args.onSaveUser).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'user-marcus-johnson', status: 'inactive', role: 'user' }),
    );
    await expect(canvas.getByText('Changes to Marcus Johnson saved.')).toBeVisible();
    await expect(within(rowOf('Marcus Johnson')).getByText('Inactive')).toBeVisible();
  },
};

/** The Edit User dialog open, for the screenshot. */
export const EditUserModal: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Sofia Martinez' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }));
    await expect(dialog.getByRole('button', { name: /Status/ })).toHaveTextContent('Active');
  },
};

async function openEmail(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Email Users' }));
  return within(await screen.findByRole('dialog', { name: 'Send Email to Users' }));
}

/** No recipient: a message, and nothing is sent (the screenshot shows the dialog). */
export const EmailUsersInvalid: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openEmail(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Subject' }), 'Holiday hours');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'We close at 6 PM.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Email' }));
    await expect(await dialog.findByText('Choose at least one recipient')).toBeVisible();
    await expect(args.onEmailUsers).not.toHaveBeenCalled();
  },
};

/** Two recipients picked one by one; then 'Email sent to 2 users'. */
export const EmailUsers: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openEmail(canvas);
    await userEvent.click(dialog.getByRole('checkbox', { name: /Keisha Brown/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /Elena Ramirez/ }));
    const selectAll = dialog.getByRole('checkbox', { name: /Select all users/ });
    await expect(selectAll).toHaveAccessibleName('Select all users (2 of 8 selected)');
    await expect(selectAll).toBePartiallyChecked();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Subject' }), 'Holiday hours');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'We close at 6 PM.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Email' }));
    await dialogClosed();
    await expect(args.onEmailUsers).toHaveBeenCalledWith({
      recipientIds: ['user-keisha-brown', 'user-elena-ramirez'],
      subject: 'Holiday hours',
      message: 'We close at 6 PM.',
    });
    await expect(canvas.getByText('Email sent to 2 users')).toBeVisible();
  },
};

/** Recipients who unsubscribed are skipped, and the notice says how many. */
export const EmailUsersSkipsUnsubscribed: Story = {
  args: { onEmailUsers: fn(async () => ({ sent: 1, skipped: 1 })) },
  play: async ({ canvas }) => {
    const dialog = await openEmail(canvas);
    await userEvent.click(dialog.getByRole('checkbox', { name: /Mike Kowalski/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /Tasha Robinson/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Subject' }), 'Holiday hours');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'Closed on the 25th.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Email' }));
    await dialogClosed();
    await expect(
      canvas.getByText('Email sent to 1 user; 1 user skipped (unsubscribed)'),
    ).toBeVisible();
  },
};

/** Select all picks every user; a failed send keeps the dialog and says why. */
export const EmailUsersFailed: Story = {
  args: {
    onEmailUsers: fn(async () =>
      Promise.reject(new Error('The e-mail could not be sent. Please try again.')),
    ),
  },
  play: async ({ args, canvas }) => {
    const dialog = await openEmail(canvas);
    await userEvent.click(dialog.getByRole('checkbox', { name: /Select all users/ }));
    await expect(dialog.getAllByRole('checkbox', { checked: true })).toHaveLength(9);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Subject' }), 'Hi');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'Hello');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Email' }));
    await expect(
      await dialog.findByText('The e-mail could not be sent. Please try again.'),
    ).toBeVisible();
    await expect(args.onEmailUsers).toHaveBeenCalledOnce();
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('Hi');
  },
};

/** Delete asks first, naming the user; confirming removes the row. */
export const DeleteUser: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Mike Kowalski' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete User' });
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete "Mike Kowalski"? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await dialogClosed('alertdialog');
    await expect(args.onDeleteUser).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'user-mike-kowalski' }),
    );
    await expect(canvas.queryByRole('row', { name: /Mike Kowalski/ })).toBeNull();
    await expect(canvas.getByText('Mike Kowalski was deleted.')).toBeVisible();
  },
};

/** The confirmation open, for the screenshot; a failed delete shows its message inside. */
export const DeleteFailed: Story = {
  args: {
    onDeleteUser: fn(async () =>
      Promise.reject(new Error('Mike Kowalski could not be deleted. Please try again.')),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Mike Kowalski' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete User' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(
      await dialog.findByText('Mike Kowalski could not be deleted. Please try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Mike Kowalski/ })).toBeVisible();
  },
};
