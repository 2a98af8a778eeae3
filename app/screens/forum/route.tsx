import { useLoaderData } from 'react-router-dom';
import { getForumStats, listForumCategories, listThreads } from '../../data/forum';
import { ForumScreen } from './ForumScreen';
import { keepDataWhenOnlyQueryChanges } from '../../forum/use-search-query';
import { useStoreName } from '@app/layout/store-name';

/** Searching and sorting happen on the loaded threads. */
export const shouldRevalidate = keepDataWhenOnlyQueryChanges;

export async function loader() {
  const [stats, categories, threads] = await Promise.all([
    getForumStats(),
    listForumCategories(),
    listThreads(),
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
