import { CategoryListEditor } from '@ds/patterns/CategoryListEditor/CategoryListEditor';
import { Button } from '@ds/primitives/Button/Button';
import { Modal } from '@ds/primitives/Modal/Modal';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import type { Category, Product } from '@domain/types';
import { movedOrder } from '@app/data/categories';

/** What the Categories modal changes; each resolves once the store saved and the list reloaded. */
export interface CategoryActions {
  onAddCategory: (name: string) => Promise<unknown>;
  /** The store renames the category on its products too. */
  onRenameCategory: (category: Category, name: string) => Promise<unknown>;
  /** Every category's id, in the new order. */
  onReorderCategories: (ids: string[]) => Promise<unknown>;
  /** Refused while products use the category; the refusal says how many. */
  onDeleteCategory: (category: Category) => Promise<unknown>;
}

export interface CategoriesModalProps extends CategoryActions {
  isOpen: boolean;
  onClose: () => void;
  /** In the shop's order. */
  categories: readonly Category[];
  /** The catalogue, to say how many products each category has. */
  products: readonly Product[];
}

/**
 * 'Categories' on /admin: the shop's categories in their chip order, each renamed in place,
 * moved up or down or deleted, and a new one added at the end. Every change is saved at once;
 * the store's refusals ('"Sauces" is used by 4 products…') show beside what they concern.
 */
export function CategoriesModal({
  isOpen,
  onClose,
  categories,
  products,
  onAddCategory,
  onRenameCategory,
  onReorderCategories,
  onDeleteCategory,
}: CategoriesModalProps) {
  const items = categories.map((category) => ({
    ...category,
    productCount: products.filter((product) => product.category === category.name).length,
  }));
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Categories"
      footer={
        <Button variant="accent" onPress={onClose}>
          Done
        </Button>
      }
    >
      <Stack gap="md">
        <Text size="sm" tone="muted">
          The shop shows a chip for each category, in this order. Renaming one renames it on its
          products; a category can be deleted once no product uses it.
        </Text>
        <CategoryListEditor
          label="Shop categories"
          categories={items}
          onAdd={onAddCategory}
          onRename={(category, name) => onRenameCategory(category, name)}
          onMove={(category, direction) =>
            onReorderCategories(movedOrder(categories, category.id, direction))
          }
          onDelete={onDeleteCategory}
        />
      </Stack>
    </Modal>
  );
}
