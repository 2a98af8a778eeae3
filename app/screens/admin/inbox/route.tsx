import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { mayOpenConsole } from '@app/admin/console-access';
import { readPageParams } from '@app/records/page-params';
import { readInboxFilters } from './inbox-filters';
import { listMessages, replyToMessage, setMessageRead } from '@app/data/messages';
import { AdminInboxScreen } from './AdminInboxScreen';
import { useStoreName } from '@app/layout/store-name';

/**
 * Nothing for a visitor the guard turns away (see mayOpenConsole): the Inbox is the admin's. The
 * server pages and filters it: every change of the URL's search, filters or page loads again.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await mayOpenConsole(request))) return null;
  const params = new URL(request.url).searchParams;
  const filters = readInboxFilters(params);
  return {
    page: await listMessages({
      q: filters.query.trim(),
      type: filters.type,
      status: filters.status,
      ...readPageParams(params),
    }),
  };
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
        messages={data.page.items}
        total={data.page.total}
        unread={data.page.unread}
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
