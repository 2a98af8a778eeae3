import { useLoaderData, useLocation } from 'react-router-dom';
import { useAuth } from '../../auth/auth-store';
import { loginHref } from '../../auth/return-path';
import { resolveOwnerId } from '../../commerce/owner';
import { createThread, listForumCategories, postAuthor } from '../../data/forum';
import { ForumNewScreen } from './ForumNewScreen';
import { useStoreName } from '@app/layout/store-name';

/** The categories, once the browser's session is known: a signed-in member never sees the guest view. */
export async function loader() {
  const [categories] = await Promise.all([listForumCategories(), resolveOwnerId()]);
  return { categories };
}

export function Component() {
  const storeName = useStoreName();
  const { categories } = useLoaderData<typeof loader>();
  const account = useAuth((state) => state.account);
  const location = useLocation();
  return (
    <>
      <title>{`New Thread | Forum | ${storeName}`}</title>
      <ForumNewScreen
        categories={categories}
        author={postAuthor(account)}
        isSignedIn={account !== null}
        signInHref={loginHref(`${location.pathname}${location.search}`)}
        onSubmit={({ title, category, content, images }) =>
          createThread({ title, category, content, images: images.map((image) => image.url) })
        }
      />
    </>
  );
}
