import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { mayOpenConsole } from '@app/admin/console-access';
import { skipFilterOnlyChanges } from '@app/records/revalidate';
import { deleteReply, deleteThread, listReports, setReportStatus } from '@app/data/forum';
import { AdminForumReportsScreen } from './AdminForumReportsScreen';
import { useStoreName } from '@app/layout/store-name';

/** The status view lives in the URL; changing it needs no reload of the data. */
export const shouldRevalidate = skipFilterOnlyChanges;

/** Nothing for a visitor the guard turns away (see mayOpenConsole): reports are the admin's. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await mayOpenConsole(request))) return null;
  return { reports: await listReports() };
}

/** /admin/forum-reports: the forum's reports, to dismiss or act on. */
export function Component() {
  const storeName = useStoreName();
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  if (!data) return null;
  return (
    <>
      <title>{`Forum Reports | ${storeName}`}</title>
      <AdminForumReportsScreen
        reports={data.reports}
        onSetStatus={async (report, update) => {
          await setReportStatus(report.id, update);
          await revalidator.revalidate();
        }}
        onDeletePost={async (report) => {
          await (report.replyId ? deleteReply(report.replyId) : deleteThread(report.threadId));
          await revalidator.revalidate();
        }}
      />
    </>
  );
}
