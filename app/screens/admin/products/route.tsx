import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { defaultLowStockThreshold } from '@domain/catalog';
import { mayOpenConsole } from '@app/admin/console-access';
import { showToast } from '@ds/primitives/Toast/toast-queue';
import { skipFilterOnlyChanges } from '@app/records/revalidate';
import {
  createCategory,
  deleteCategory,
  listCategories,
  renameCategory,
  reorderCategories,
} from '@app/data/categories';
import { deleteProduct, listProducts, saveProduct } from '@app/data/products';
import { listSystemSettings } from '@app/data/admin-settings';
import { lowStockThresholdOf } from '@app/admin/low-stock';
import { AdminProductsScreen } from './AdminProductsScreen';
import { useStoreName } from '@app/layout/store-name';

/** Filters live in the URL; changing them needs no reload of the data. */
export const shouldRevalidate = skipFilterOnlyChanges;

/** The settings are the admin's: a visitor the guard turns away gets the default threshold. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [products, categories, lowStockThreshold] = await Promise.all([
    listProducts(),
    listCategories(),
    mayOpenConsole(request).then((may) =>
      may ? listSystemSettings().then(lowStockThresholdOf) : defaultLowStockThreshold,
    ),
  ]);
  return { products, categories, lowStockThreshold };
}

/** /admin: the one catalogue, edited in place; the shop and product pages read the same data. */
export function Component() {
  const storeName = useStoreName();
  const { products, categories, lowStockThreshold } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  return (
    <>
      <title>{`Product Management | ${storeName}`}</title>
      <AdminProductsScreen
        products={products}
        categories={categories}
        lowStockThreshold={lowStockThreshold}
        onSaveProduct={async (save) => {
          const saved = await saveProduct(save);
          await revalidator.revalidate();
          showToast({
            title: save.kind === 'edit' ? 'Product updated' : 'Product added',
            description: saved.name,
            tone: 'success',
          });
        }}
        onDeleteProduct={async (product) => {
          await deleteProduct(product.id);
          await revalidator.revalidate();
          showToast({ title: 'Product deleted', description: product.name, tone: 'success' });
        }}
        // Each change is saved, then the list (and the products a rename touched) reloads.
        onAddCategory={async (name) => {
          await createCategory(name);
          await revalidator.revalidate();
        }}
        onRenameCategory={async (category, name) => {
          await renameCategory(category.id, name);
          await revalidator.revalidate();
        }}
        onReorderCategories={async (ids) => {
          await reorderCategories(ids);
          await revalidator.revalidate();
        }}
        onDeleteCategory={async (category) => {
          await deleteCategory(category.id);
          await revalidator.revalidate();
        }}
      />
    </>
  );
}
