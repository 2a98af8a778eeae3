import { useEffect, useRef } from 'react';
import {
  useLoaderData,
  useLocation,
  useRevalidator,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { showToast } from '@ds/primitives/Toast/toast-queue';
import { useAuth } from '../../auth/auth-store';
import { loginHref } from '../../auth/return-path';
import { getFrequentlyBoughtTogether, getProduct } from '../../data/products';
import { deleteMyReview, listReviews, removeReview, saveMyReview } from '../../data/reviews';
import { snippet } from '@domain/site-meta';
import { usePageMeta } from '../../layout/use-page-meta';
import { useProductActions } from '../../catalog/product-actions';
import { ProductScreen } from './ProductScreen';
import { useStoreName } from '@app/layout/store-name';

/** null for an id that is not in the catalogue: the screen says 'Product not found'. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const product = await getProduct(id);
  if (!product) return null;
  const [frequentlyBoughtTogether, reviews] = await Promise.all([
    getFrequentlyBoughtTogether(id),
    listReviews(id),
  ]);
  return { product, frequentlyBoughtTogether, reviews };
}

export function Component() {
  const storeName = useStoreName();
  const data = useLoaderData<typeof loader>();
  const actions = useProductActions();
  const revalidator = useRevalidator();
  const location = useLocation();
  const status = useAuth((state) => state.status);
  const isAdmin = useAuth((state) => state.isAdmin);

  // Signing in or out elsewhere changes which review is the viewer's own: read them again.
  const seenStatus = useRef(status);
  useEffect(() => {
    if (seenStatus.current === status) return;
    seenStatus.current = status;
    void revalidator.revalidate();
  }, [status, revalidator]);

  usePageMeta(
    data
      ? {
          title: `${data.product.name} | ${storeName}`,
          description: snippet(data.product.description),
          image: data.product.images[0]?.url,
          type: 'product',
        }
      : null,
  );

  const productId = data?.product.id ?? '';
  /** Saved: the product (its rating and count) and its reviews load again. */
  const afterChange = async (title: string) => {
    await revalidator.revalidate();
    showToast({ title, description: data?.product.name, tone: 'success' });
  };

  return (
    <>
      <title>{`${data?.product.name ?? 'Product not found'} | ${storeName}`}</title>
      <ProductScreen
        product={data?.product ?? null}
        frequentlyBoughtTogether={data?.frequentlyBoughtTogether ?? []}
        favoriteIds={actions.favoriteIds}
        onToggleFavorite={actions.onToggleFavorite}
        onAddToCart={(product, choice) => actions.onAddToCart(product, choice)}
        onAddSuggestionToCart={(product) => actions.onAddToCart(product)}
        reviews={{
          reviews: data?.reviews ?? [],
          viewer: { isSignedIn: status === 'signedIn', isAdmin },
          signInHref: loginHref(`${location.pathname}${location.search}`),
          onSaveReview: async (input) => {
            const hadReview = data?.reviews.some((review) => review.isMine) ?? false;
            await saveMyReview(productId, input);
            await afterChange(hadReview ? 'Review updated' : 'Review posted');
          },
          onDeleteMyReview: async () => {
            await deleteMyReview(productId);
            await afterChange('Review deleted');
          },
          onRemoveReview: async (review) => {
            await removeReview(review.id);
            await afterChange('Review removed');
          },
        }}
      />
    </>
  );
}
