import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { mayOpenConsole } from '@app/admin/console-access';
import { skipFilterOnlyChanges } from '@app/records/revalidate';
import { listJobs, listOutbox, retryJob, sendMailNow } from '@app/data/mail-outbox';
import { AdminMailScreen } from './AdminMailScreen';
import { useStoreName } from '@app/layout/store-name';

/** The status view lives in the URL; changing it needs no reload of the data. */
export const shouldRevalidate = skipFilterOnlyChanges;

/** Nothing for a visitor the guard turns away (see mayOpenConsole): the outbox is the admin's. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await mayOpenConsole(request))) return null;
  const [mail, jobs] = await Promise.all([listOutbox(), listJobs()]);
  return { mail, jobs };
}

/** /admin/mail: the store's e-mail, waiting, failed or sent, with Send now; the other jobs, with Retry. */
export function Component() {
  const storeName = useStoreName();
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  if (!data) return null;
  return (
    <>
      <title>{`E-mail | ${storeName}`}</title>
      <AdminMailScreen
        mail={data.mail}
        onSendNow={async (mail) => {
          await sendMailNow(mail.id);
          await revalidator.revalidate();
        }}
        jobs={data.jobs}
        onRetryJob={async (job) => {
          await retryJob(job);
          await revalidator.revalidate();
        }}
      />
    </>
  );
}
