import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { mayOpenConsole } from '@app/admin/console-access';
import { skipFilterOnlyChanges } from '@app/records/revalidate';
import { saveFailedMessage } from '@app/records/outcome';
import { storeToday } from '@app/commerce/dates';
import { ApiError } from '@app/data/api';
import { deleteUser, listUsers, saveUser, sendEmailToUsers, UserError } from '@app/data/users';
import { AdminUsersScreen } from './AdminUsersScreen';
import { useStoreName } from '@app/layout/store-name';

/** The user pool's accounts, for an admin; nothing for a visitor the guard turns away. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await mayOpenConsole(request))) return { users: [] };
  return { users: await listUsers() };
}

/** Today as 'YYYY-MM-DD' in the store's calendar: a new user's join date. */
const today = () => storeToday();

/** Search and role chips only change the search: nothing to reload. */
export const shouldRevalidate = skipFilterOnlyChanges;

export function Component() {
  const storeName = useStoreName();
  const { users } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();

  return (
    <>
      <title>{`Users | ${storeName}`}</title>
      <AdminUsersScreen
        users={users}
        today={today()}
        onSaveUser={async (user) => {
          try {
            await saveUser(user);
            await revalidator.revalidate();
            return { ok: true };
          } catch (error) {
            if (error instanceof UserError)
              return error.field
                ? { ok: false, field: error.field, message: error.message }
                : { ok: false, message: error.message };
            console.error('Saving the user failed:', error);
            return { ok: false, message: saveFailedMessage };
          }
        }}
        onDeleteUser={async (user) => {
          try {
            await deleteUser(user.id);
          } catch (error) {
            if (error instanceof ApiError && error.status === 409) throw new Error(error.message);
            console.error('Deleting the user failed:', error);
            throw new Error(`${user.name} could not be deleted. Please try again.`);
          }
          await revalidator.revalidate();
        }}
        onEmailUsers={async ({ recipientIds, subject, message }) => {
          try {
            return await sendEmailToUsers(recipientIds, subject, message);
          } catch (error) {
            if (error instanceof UserError) throw error;
            console.error('Sending the e-mail failed:', error);
            throw new Error('The e-mail could not be sent. Please try again.');
          }
        }}
      />
    </>
  );
}
