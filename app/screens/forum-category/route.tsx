import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { getForumCategory, listThreads } from '../../data/forum';
import { categoryTitleFromSlug } from './category-view';
import { ForumCategoryScreen } from './ForumCategoryScreen';
import { threadsSearch } from '../../forum/thread-query';
import { useStoreName } from '@app/layout/store-name';

/** The category and the page of its threads the URL asks for (?q=, ?sort=, ?page=), from the server. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.categoryId ?? '';
  const category = await getForumCategory(slug);
  const search = threadsSearch(new URL(request.url).searchParams, slug);
  return { slug, category: category ?? null, threads: category ? await listThreads(search) : null };
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
