import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components/Table';
import { useSearchParams } from 'react-router-dom';
import { AdminPageHeader } from '../../../../design-system/patterns/AdminPageHeader/AdminPageHeader';
import { AdminRecordCell } from '../../../../design-system/patterns/AdminRecordCell/AdminRecordCell';
import { AdminToolbar } from '../../../../design-system/patterns/AdminToolbar/AdminToolbar';
import { AlertDialog } from '../../../../design-system/primitives/AlertDialog/AlertDialog';
import { StatusBadge } from '../../../../design-system/primitives/Badge/Badge';
import { stockTones } from '../../../../design-system/primitives/Badge/tones';
import { Button } from '../../../../design-system/primitives/Button/Button';
import {
  allFilterId,
  FilterChips,
} from '../../../../design-system/primitives/FilterChips/FilterChips';
import { IconButton } from '../../../../design-system/primitives/IconButton/IconButton';
import { Section } from '../../../../design-system/primitives/Section/Section';
import { Stack } from '../../../../design-system/primitives/Stack/Stack';
import {
  Cell,
  Column,
  Row,
  Table,
  TableActions,
  TableBody,
  TableContainer,
  TableHeader,
} from '../../../../design-system/primitives/Table/Table';
import { Text } from '../../../../design-system/primitives/Text/Text';
import { formatMoney } from '../../../../design-system/lib/money';
import { isInStock, lowestPriceCents } from '../../../../fixtures/catalog';
import type { Product } from '../../../../fixtures/types';
import { countLabel } from '../../../admin/format';
import {
  categoryOptions,
  filterAdminProducts,
  hasProductFilters,
  noProductFilters,
  readProductFilters,
  sortAdminProducts,
  stockFilters,
  writeProductFilters,
  type ProductFilters,
  type ProductSort,
  type StockFilter,
} from './product-filters';
import { ProductFormModal } from './ProductForm';

export interface AdminProductsScreenProps {
  products: Product[];
  /** The shop's categories: the filter chips and the form's suggestions. */
  categories: string[];
  /** Saves a new (empty id) or edited product; rejects with the reason when it cannot. */
  onSaveProduct: (product: Product) => Promise<unknown>;
  /** Deletes a product; rejects with the reason when it cannot. */
  onDeleteProduct: (product: Product) => Promise<unknown>;
}

/** What the product modal shows; kept while it closes, so its content does not vanish mid-fade. */
type Editing = { mode: 'add' } | { mode: 'edit'; product: Product };

/** The delete confirmation, word for word from the spec. */
export const deleteProductMessage = (name: string) =>
  `Are you sure you want to delete "${name}"? This action cannot be undone.`;

/**
 * /admin: the product table (image, name, brand and sizes; category; 'From $' price; stock;
 * edit and delete), searched by name or brand and filtered by category and stock (in the
 * URL), sortable by name, category and price; the Add Product and Edit Product modals and
 * the delete confirmation.
 */
export function AdminProductsScreen({
  products,
  categories,
  onSaveProduct,
  onDeleteProduct,
}: AdminProductsScreenProps) {
  const [params, setParams] = useSearchParams();
  const chipCategories = categoryOptions(categories, products);
  const filters = readProductFilters(params, chipCategories);
  const [filtersOpen, setFiltersOpen] = useState(
    filters.categories.length > 0 || filters.stock !== 'all',
  );
  const [sort, setSort] = useState<ProductSort>();
  const [editing, setEditing] = useState<Editing>({ mode: 'add' });
  const [isEditorOpen, setEditorOpen] = useState(false);
  // A new key for every opening: the form starts again from the product (or empty).
  const [editorKey, setEditorKey] = useState(0);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [isDeleteOpen, setDeleteOpen] = useState(false);

  const shown = sortAdminProducts(filterAdminProducts(products, filters), sort);
  const isFiltered = hasProductFilters(filters);

  const update = (change: Partial<ProductFilters>) =>
    setParams(writeProductFilters({ ...filters, ...change }), {
      replace: true,
      preventScrollReset: true,
    });

  function openEditor(next: Editing) {
    setEditing(next);
    setEditorKey((key) => key + 1);
    setEditorOpen(true);
  }

  async function save(product: Product) {
    await onSaveProduct(product);
    setEditorOpen(false);
  }

  return (
    <Section spacing="sm">
      <AdminPageHeader
        title="Product Management"
        description="Add, edit and remove products; changes show in the shop at once."
        actions={
          <Button variant="accent" onPress={() => openEditor({ mode: 'add' })}>
            <Plus aria-hidden="true" />
            Add Product
          </Button>
        }
      />
      <Stack gap="md">
        <AdminToolbar
          searchLabel="Search products"
          searchPlaceholder="Search by name or brand..."
          searchValue={filters.query}
          onSearchChange={(query) => update({ query })}
          isFiltersOpen={filtersOpen}
          onFiltersOpenChange={setFiltersOpen}
          hasActiveFilters={isFiltered}
          onClearFilters={() => update(noProductFilters)}
          filters={
            <>
              <FilterChips
                label="Category"
                includeAll
                options={chipCategories.map((category) => ({ id: category, label: category }))}
                selectedKeys={filters.categories}
                onSelectionChange={(keys) => update({ categories: [...keys].map(String) })}
              />
              <FilterChips
                label="Stock"
                selectionMode="single"
                options={stockFilters.map((filter) => ({ id: filter.id, label: filter.label }))}
                selectedKeys={[filters.stock]}
                onSelectionChange={(keys) => {
                  const [key] = [...keys];
                  update({ stock: (key ?? allFilterId) as StockFilter });
                }}
              />
            </>
          }
        />
        <Text size="sm" tone="muted" role="status" aria-live="polite">
          {isFiltered
            ? `Showing ${shown.length} of ${countLabel(products.length, 'product')}`
            : countLabel(products.length, 'product')}
        </Text>
        <TableContainer label="Products table">
          <Table
            aria-label="Products"
            sortDescriptor={sort as SortDescriptor | undefined}
            onSortChange={(descriptor) => setSort(descriptor as ProductSort)}
          >
            <TableHeader>
              <Column id="name" isRowHeader allowsSorting>
                Product
              </Column>
              <Column id="category" allowsSorting>
                Category
              </Column>
              <Column id="price" allowsSorting align="end">
                Price
              </Column>
              <Column id="status">Status</Column>
              <Column id="actions" align="end">
                Actions
              </Column>
            </TableHeader>
            <TableBody
              items={shown}
              renderEmptyState={() => (
                <Stack gap="sm" align="center">
                  <Text weight="semibold">No products found</Text>
                  <Text size="sm" tone="muted">
                    {products.length === 0
                      ? 'Add your first product to start selling.'
                      : 'No product matches this search and these filters.'}
                  </Text>
                  {isFiltered ? (
                    <Button variant="outline" size="sm" onPress={() => update(noProductFilters)}>
                      Clear all filters
                    </Button>
                  ) : null}
                </Stack>
              )}
            >
              {(product) => (
                <Row id={product.id}>
                  <Cell textValue={product.name}>
                    <AdminRecordCell
                      title={product.name}
                      details={[product.brand, countLabel(product.sizes.length, 'size')]}
                      imageSrc={product.images[0]?.url}
                    />
                  </Cell>
                  <Cell>{product.category}</Cell>
                  <Cell align="end">
                    <Text as="span" truncate size="sm" numeric>
                      From {formatMoney(lowestPriceCents(product))}
                    </Text>
                  </Cell>
                  <Cell>
                    <StatusBadge
                      tones={stockTones}
                      value={isInStock(product) ? 'In Stock' : 'Out of Stock'}
                    />
                  </Cell>
                  <Cell align="end">
                    <TableActions>
                      <IconButton
                        label={`Edit ${product.name}`}
                        size="sm"
                        onPress={() => openEditor({ mode: 'edit', product })}
                      >
                        <Pencil aria-hidden="true" />
                      </IconButton>
                      <IconButton
                        label={`Delete ${product.name}`}
                        size="sm"
                        onPress={() => {
                          setDeleting(product);
                          setDeleteOpen(true);
                        }}
                      >
                        <Trash2 aria-hidden="true" />
                      </IconButton>
                    </TableActions>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Stack>

      <ProductFormModal
        key={editorKey}
        isOpen={isEditorOpen}
        onClose={() => setEditorOpen(false)}
        product={editing.mode === 'edit' ? editing.product : undefined}
        categories={categories}
        onSubmit={save}
      />

      <AlertDialog
        isOpen={isDeleteOpen}
        onOpenChange={setDeleteOpen}
        title="Delete Product"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={() => (deleting ? onDeleteProduct(deleting) : undefined)}
      >
        {deleting ? deleteProductMessage(deleting.name) : null}
      </AlertDialog>
    </Section>
  );
}
