import { Mail, Pencil, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminPageHeader } from '../../../../design-system/patterns/AdminPageHeader/AdminPageHeader';
import { Alert } from '../../../../design-system/primitives/Alert/Alert';
import { AlertDialog } from '../../../../design-system/primitives/AlertDialog/AlertDialog';
import { Avatar } from '../../../../design-system/primitives/Avatar/Avatar';
import { StatusBadge } from '../../../../design-system/primitives/Badge/Badge';
import { roleTones, userStatusTones } from '../../../../design-system/primitives/Badge/tones';
import { Button } from '../../../../design-system/primitives/Button/Button';
import { FilterChips } from '../../../../design-system/primitives/FilterChips/FilterChips';
import { IconButton } from '../../../../design-system/primitives/IconButton/IconButton';
import { SearchField } from '../../../../design-system/primitives/SearchField/SearchField';
import { Section } from '../../../../design-system/primitives/Section/Section';
import { Stack } from '../../../../design-system/primitives/Stack/Stack';
import {
  Cell,
  Column,
  Row,
  Table,
  TableActions,
  TableBody,
  TableContainer,
  TableHeader,
} from '../../../../design-system/primitives/Table/Table';
import { Text } from '../../../../design-system/primitives/Text/Text';
import type { AdminUser } from '../../../../fixtures/types';
import { formatCalendarDate, formatLastLogin, pluralize } from '../../../admin-ops/format';
import type { SaveOutcome } from '../../../admin-ops/outcome';
import {
  filterUsers,
  roleFilterOf,
  userRoles,
  type EmailUsersValues,
} from '../../../admin-ops/user-schema';
import { EmailUsersModal } from './EmailUsersModal';
import { UserFormModal } from './UserFormModal';

const roleChips = userRoles.map((role) => ({
  id: role,
  label: role.charAt(0).toUpperCase() + role.slice(1),
}));

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; user: AdminUser }
  | { kind: 'email' }
  | { kind: 'delete'; user: AdminUser };

export interface UsersScreenProps {
  users: AdminUser[];
  /** Saves a new (empty id) or edited user; a refusal about the e-mail names the field. */
  onSaveUser: (user: AdminUser) => Promise<SaveOutcome<'email'>>;
  /** Deletes the user; a rejection's message shows in the confirmation. */
  onDeleteUser: (user: AdminUser) => Promise<void>;
  /** Queues the e-mail; a rejection's message shows above the modal's buttons. */
  onEmailUsers: (values: EmailUsersValues) => Promise<void>;
  /** 'YYYY-MM-DD', a new user's join date (stories pin it). */
  today: string;
}

/**
 * /admin/users: search by name or e-mail and role chips (both kept in the URL), the users
 * table with role and status badges, and the Add, Edit, Email and Delete dialogs. Each
 * finished action is confirmed in a banner above the table.
 */
export function UsersScreen({
  users,
  onSaveUser,
  onDeleteUser,
  onEmailUsers,
  today,
}: UsersScreenProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const role = roleFilterOf(searchParams.get('role'));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Kept after the dialog closes, so its text stays put while it animates out.
  const [deleteTarget, setDeleteTarget] = useState<AdminUser | null>(null);
  const shown = filterUsers(users, { query, role });
  const isFiltered = query.trim() !== '' || role !== 'all';

  function setFilter(name: 'q' | 'role', value: string) {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value && value !== 'all') next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  }

  function clearFilters() {
    setSearchParams(new URLSearchParams(), { replace: true });
  }

  async function saveUser(user: AdminUser) {
    const outcome = await onSaveUser(user);
    if (outcome.ok)
      setNotice(user.id ? `Changes to ${user.name} saved.` : `${user.name} was added.`);
    return outcome;
  }

  return (
    <Section spacing="sm">
      <AdminPageHeader
        title="User Management"
        description="Customer and staff accounts, their roles and status."
        actions={
          <>
            <Button variant="outline" onPress={() => setDialog({ kind: 'email' })}>
              <Mail aria-hidden="true" /> Email Users
            </Button>
            <Button variant="accent" onPress={() => setDialog({ kind: 'add' })}>
              <UserPlus aria-hidden="true" /> Add User
            </Button>
          </>
        }
      />
      <Stack gap="lg">
        {notice ? (
          <Alert tone="success" onDismiss={() => setNotice(null)}>
            {notice}
          </Alert>
        ) : null}
        <Stack direction="responsive" gap="md" justify="between">
          <SearchField
            label="Search users"
            placeholder="Name or e-mail"
            value={query}
            onChange={(value) => setFilter('q', value)}
          />
          <FilterChips
            aria-label="Role"
            selectionMode="single"
            includeAll
            options={roleChips}
            selectedKeys={[role]}
            onSelectionChange={(keys) => setFilter('role', String([...keys][0] ?? 'all'))}
          />
        </Stack>
        <Text role="status" size="sm" tone="muted">
          {isFiltered
            ? `Showing ${shown.length} of ${pluralize(users.length, 'user')}`
            : pluralize(users.length, 'user')}
        </Text>
        <TableContainer label="Users table">
          <Table aria-label="Users">
            <TableHeader>
              <Column isRowHeader>User</Column>
              <Column>Role</Column>
              <Column>Status</Column>
              <Column>Last Login</Column>
              <Column>Join Date</Column>
              <Column align="end">Actions</Column>
            </TableHeader>
            <TableBody
              items={shown}
              renderEmptyState={() => (
                <Stack gap="sm" align="center">
                  <Text weight="semibold">No users match these filters</Text>
                  <Button variant="link" onPress={clearFilters}>
                    Clear all filters
                  </Button>
                </Stack>
              )}
            >
              {(user) => (
                <Row id={user.id}>
                  <Cell textValue={user.name}>
                    <Stack direction="row" gap="sm" align="center">
                      <Avatar name={user.name} src={user.avatar} size="sm" isDecorative />
                      <Stack gap="none">
                        <Text as="span" size="sm" weight="semibold">
                          {user.name}
                        </Text>
                        <Text as="span" size="sm" tone="muted">
                          {user.email}
                        </Text>
                      </Stack>
                    </Stack>
                  </Cell>
                  <Cell>
                    <StatusBadge tones={roleTones} value={user.role} />
                  </Cell>
                  <Cell>
                    <StatusBadge tones={userStatusTones} value={user.status} dot />
                  </Cell>
                  <Cell>{formatLastLogin(user.lastLogin)}</Cell>
                  <Cell>{formatCalendarDate(user.joinDate)}</Cell>
                  <Cell align="end">
                    <TableActions>
                      <IconButton
                        label={`Edit ${user.name}`}
                        size="sm"
                        onPress={() => setDialog({ kind: 'edit', user })}
                      >
                        <Pencil aria-hidden="true" />
                      </IconButton>
                      <IconButton
                        label={`Delete ${user.name}`}
                        size="sm"
                        onPress={() => {
                          setDeleteTarget(user);
                          setDialog({ kind: 'delete', user });
                        }}
                      >
                        <Trash2 aria-hidden="true" />
                      </IconButton>
                    </TableActions>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Stack>

      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <UserFormModal
          key={dialog.kind === 'edit' ? dialog.user.id : 'new'}
          user={dialog.kind === 'edit' ? dialog.user : undefined}
          today={today}
          onSave={saveUser}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'email' ? (
        <EmailUsersModal
          users={users}
          onSend={onEmailUsers}
          onClose={(sentTo) => {
            setDialog(null);
            if (sentTo) setNotice(`Email sent to ${pluralize(sentTo, 'user')}`);
          }}
        />
      ) : null}
      <AlertDialog
        isOpen={dialog?.kind === 'delete'}
        onOpenChange={(isOpen) => (isOpen ? undefined : setDialog(null))}
        title="Delete User"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={async () => {
          if (!deleteTarget) return;
          await onDeleteUser(deleteTarget);
          setNotice(`${deleteTarget.name} was deleted.`);
        }}
      >
        {`Are you sure you want to delete "${deleteTarget?.name ?? ''}"? This action cannot be undone.`}
      </AlertDialog>
    </Section>
  );
}
