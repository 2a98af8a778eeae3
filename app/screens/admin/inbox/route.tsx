import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { mayOpenConsole } from '@app/admin/console-access';
import { skipFilterOnlyChanges } from '@app/records/revalidate';
import { listMessages, replyToMessage, setMessageRead } from '@app/data/messages';
import { AdminInboxScreen } from './AdminInboxScreen';
import { useStoreName } from '@app/layout/store-name';

/** Filters live in the URL; changing them needs no reload of the data. */
export const shouldRevalidate = skipFilterOnlyChanges;

/** Nothing for a visitor the guard turns away (see mayOpenConsole): the Inbox is the admin's. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await mayOpenConsole(request))) return null;
  return { messages: await listMessages() };
}

/** /admin/inbox: every message the shop's forms sent, newest first. */
export function Component() {
  const storeName = useStoreName();
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  if (!data) return null;
  return (
    <>
      <title>{`Inbox | ${storeName}`}</title>
      <AdminInboxScreen
        messages={data.messages}
        onSetRead={async (message, read) => {
          await setMessageRead(message.id, read);
          await revalidator.revalidate();
        }}
        onReply={async (message, reply) => {
          await replyToMessage(message.id, reply);
          await revalidator.revalidate();
        }}
      />
    </>
  );
}
