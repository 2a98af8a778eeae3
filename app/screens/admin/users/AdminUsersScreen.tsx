import { Mail, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { AdminPageHeader } from '@ds/patterns/AdminPageHeader/AdminPageHeader';
import { Alert } from '@ds/primitives/Alert/Alert';
import { Avatar } from '@ds/primitives/Avatar/Avatar';
import { StatusBadge } from '@ds/primitives/Badge/Badge';
import { roleTones, userStatusTones } from '@ds/primitives/Badge/tones';
import { Button } from '@ds/primitives/Button/Button';
import { FilterChips } from '@ds/primitives/FilterChips/FilterChips';
import { SearchField } from '@ds/primitives/SearchField/SearchField';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableContainer,
  TableHeader,
} from '@ds/primitives/Table/Table';
import { Text } from '@ds/primitives/Text/Text';
import type { AdminUser } from '@domain/types';
import { DeleteRecordDialog } from '@app/records/DeleteRecordDialog';
import { capitalize, formatCalendarDate, formatLastLogin } from '@app/admin/format';
import { ListPager } from '@app/records/ListPager';
import { pageCountLine } from '@app/records/page-params';
import { useUrlPage } from '@app/records/use-url-page';
import { asOptions, withParam } from '@app/records/list-filters';
import type { SaveOutcome } from '@app/records/outcome';
import {
  filterUsers,
  roleFilterOf,
  userRoles,
  type EmailUsersValues,
} from '@app/admin/user-schema';
import { RecordActions } from '@app/records/RecordActions';
import { useRecordEditor } from '@app/records/use-record-editor';
import { EmailUsersModal, type EmailUsersOutcome } from './EmailUsersModal';

/** 'Email sent to 2 users', and how many were skipped because they unsubscribed. */
const emailNotice = ({ sent, skipped }: EmailUsersOutcome) =>
  skipped > 0
    ? `Email sent to ${countOf(sent, 'user')}; ${countOf(skipped, 'user')} skipped (unsubscribed)`
    : `Email sent to ${countOf(sent, 'user')}`;
import { UserFormModal } from './UserFormModal';
import { useLatestSearchParams } from '@app/use-latest-search-params';
import { countOf } from '@ds/lib/count';
import { paths } from '@domain/paths';

const roleChips = asOptions(userRoles, capitalize);

export interface AdminUsersScreenProps {
  /**
   * The page of accounts the server sent for the URL's search, role and page, by name (the
   * screen applies the same search and role to them, so a change narrows the rows at once while
   * the next page loads). 'Email Users' offers these accounts.
   */
  users: AdminUser[];
  /** Every account the search and role let through, on all pages (default: the users given). */
  total?: number;
  /** Saves a new (empty id) or edited user; a refusal about the e-mail names the field. */
  onSaveUser: (user: AdminUser) => Promise<SaveOutcome<'email'>>;
  /** Deletes the user; a rejection's message shows in the confirmation. */
  onDeleteUser: (user: AdminUser) => Promise<void>;
  /** Queues the e-mail; a rejection's message shows above the modal's buttons. */
  onEmailUsers: (values: EmailUsersValues) => Promise<EmailUsersOutcome | undefined>;
  /** 'YYYY-MM-DD', a new user's join date (stories pin it). */
  today: string;
}

/**
 * /admin/users: the accounts and their roles, to add, edit, e-mail and delete; filters are kept in
 * the URL.
 */
export function AdminUsersScreen({
  users,
  total,
  onSaveUser,
  onDeleteUser,
  onEmailUsers,
  today,
}: AdminUsersScreenProps) {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const query = searchParams.get('q') ?? '';
  const role = roleFilterOf(searchParams.get('role'));
  const [isEmailOpen, setEmailOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const editor = useRecordEditor({
    async onSave(user: AdminUser) {
      const outcome = await onSaveUser(user);
      if (outcome.ok)
        setNotice(user.id ? `Changes to ${user.name} saved.` : `${user.name} was added.`);
      return outcome;
    },
    isSaved: (outcome) => outcome.ok,
    async onDelete(user) {
      await onDeleteUser(user);
      setNotice(`${user.name} was deleted.`);
    },
  });
  const { paging, goTo } = useUrlPage();
  const shown = filterUsers(users, { query, role });

  /** A new search or role starts again at page 1, keeping the page size (?limit=). */
  function setFilter(name: 'q' | 'role', value: string) {
    setSearchParams(
      (params) => {
        const next = withParam(params, name, value, 'all');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }

  function clearFilters() {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams();
        const limit = params.get('limit');
        if (limit) next.set('limit', limit);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <Section spacing="sm">
      <AdminPageHeader
        backHref={paths.adminConsole()}
        title="User Management"
        description="Customer and staff accounts, their roles and status."
        actions={
          <>
            <Button variant="outline" onPress={() => setEmailOpen(true)}>
              <Mail aria-hidden="true" /> Email Users
            </Button>
            <Button variant="accent" onPress={editor.openAdd}>
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
          {pageCountLine(paging, total ?? shown.length, shown.length, 'user')}
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
                    <RecordActions name={user.name} {...editor.actionsFor(user)} />
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPager
          paging={paging}
          total={total ?? shown.length}
          label="Users pages"
          onPageChange={goTo}
        />
      </Stack>

      {editor.isEditorOpen ? (
        <UserFormModal
          key={editor.editorKey}
          user={editor.editing}
          today={today}
          onSave={editor.save}
          onClose={editor.closeEditor}
        />
      ) : null}
      {isEmailOpen ? (
        <EmailUsersModal
          users={users}
          onSend={onEmailUsers}
          onClose={(outcome) => {
            setEmailOpen(false);
            if (outcome) setNotice(emailNotice(outcome));
          }}
        />
      ) : null}
      <DeleteRecordDialog
        {...editor.deleteDialog}
        title="Delete User"
        name={editor.deleting?.name}
      />
    </Section>
  );
}
