import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { getForumStats, listForumCategories, listThreads } from '../../data/forum';
import { ForumScreen } from './ForumScreen';
import { threadsSearch } from '../../forum/thread-query';
import { useStoreName } from '@app/layout/store-name';

/** The page of threads the URL asks for (?q=, ?page=), searched by the server. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [stats, categories, threads] = await Promise.all([
    getForumStats(),
    listForumCategories(),
    listThreads(threadsSearch(new URL(request.url).searchParams)),
  ]);
  return { stats, categories, threads };
}

export function Component() {
  const storeName = useStoreName();
  const { stats, categories, threads } = useLoaderData<typeof loader>();
  return (
    <>
      <title>{`Forum | ${storeName}`}</title>
      <ForumScreen stats={stats} categories={categories} threads={threads} />
    </>
  );
}
