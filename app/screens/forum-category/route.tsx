import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { getForumCategory, listThreads } from '../../data/forum';
import { categoryTitleFromSlug } from './category-view';
import { ForumCategoryScreen } from './ForumCategoryScreen';
import { keepDataWhenOnlyQueryChanges } from '../../forum/use-search-query';
import { useStoreName } from '@app/layout/store-name';

/** Searching and sorting happen on the loaded threads. */
export const shouldRevalidate = keepDataWhenOnlyQueryChanges;

export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params.categoryId ?? '';
  const category = await getForumCategory(slug);
  return { slug, category: category ?? null, threads: category ? await listThreads(slug) : [] };
}

export function Component() {
  const storeName = useStoreName();
  const { slug, category, threads } = useLoaderData<typeof loader>();
  const title = category ? categoryTitleFromSlug(slug) : 'Category not found';
  return (
    <>
      <title>{`${title} | Forum | ${storeName}`}</title>
      <ForumCategoryScreen key={slug} slug={slug} category={category} threads={threads} />
    </>
  );
}
