import { useState } from 'react';
import { Plus, Tags } from 'lucide-react';
import { AdminRecordCell } from '@ds/patterns/AdminRecordCell/AdminRecordCell';
import { AdminToolbar } from '@ds/patterns/AdminToolbar/AdminToolbar';
import { StatusBadge } from '@ds/primitives/Badge/Badge';
import { stockTones } from '@ds/primitives/Badge/tones';
import { Button } from '@ds/primitives/Button/Button';
import { allFilterId, FilterChips } from '@ds/primitives/FilterChips/FilterChips';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableContainer,
  TableHeader,
} from '@ds/primitives/Table/Table';
import { Text } from '@ds/primitives/Text/Text';
import { formatMoney } from '@ds/lib/money';
import { lowestPriceCents, productStockLevel } from '@domain/catalog';
import type { Category, Product } from '@domain/types';
import type { ProductSave } from '@domain/schemas';
import { AdminListLayout } from '@app/admin/AdminListLayout';
import { DeleteRecordDialog } from '@app/records/DeleteRecordDialog';
import { shownOfTotal } from '@app/admin/format';
import { asOptions } from '@app/records/list-filters';
import { RecordActions } from '@app/records/RecordActions';
import { TableEmptyState } from '@app/records/TableEmptyState';
import { useRecordEditor } from '@app/records/use-record-editor';
import { useTableSort } from '@app/records/use-table-sort';
import { useUrlFilters } from '@app/records/use-url-filters';
import {
  categoryOptions,
  filterAdminProducts,
  hasProductFilters,
  noProductFilters,
  readProductFilters,
  sortAdminProducts,
  stockFilters,
  writeProductFilters,
  type ProductSortColumn,
  type StockFilter,
} from './product-filters';
import { CategoriesModal, type CategoryActions } from './CategoriesModal';
import { ProductFormModal } from './ProductForm';
import { countOf } from '@ds/lib/count';

/** '8 oz: 24 · 5 lb: 3': the units on hand of each size. */
const sizeStockText = (product: Product) =>
  product.sizes.map((size) => `${size.size}: ${size.stock}`).join(' · ');

export interface AdminProductsScreenProps extends CategoryActions {
  products: Product[];
  /** The shop's categories in their order: the filter chips, the form's suggestions, the Categories modal. */
  categories: Category[];
  /** A size with this many units or fewer shows as Low Stock (the Low stock threshold setting). */
  lowStockThreshold: number;
  /** Saves a new product or an edited one's changes; rejects with the reason when it cannot. */
  onSaveProduct: (save: ProductSave) => Promise<unknown>;
  /** Deletes a product; rejects with the reason when it cannot. */
  onDeleteProduct: (product: Product) => Promise<unknown>;
}

/**
 * /admin: the catalogue's products and categories, to add, edit and delete; filters are kept in
 * the URL.
 */
export function AdminProductsScreen({
  products,
  categories,
  lowStockThreshold,
  onSaveProduct,
  onDeleteProduct,
  ...categoryActions
}: AdminProductsScreenProps) {
  const categoryNames = categories.map((category) => category.name);
  const chipCategories = categoryOptions(categoryNames, products);
  const [isCategoriesOpen, setCategoriesOpen] = useState(false);
  const { filters, update, isFiltered, clear, toolbarProps } = useUrlFilters({
    read: (params) => readProductFilters(params, chipCategories),
    write: writeProductFilters,
    none: noProductFilters,
    isFiltered: hasProductFilters,
    hasPanelFilters: (current) => current.categories.length > 0 || current.stock !== 'all',
  });
  const { sort, tableProps } = useTableSort<ProductSortColumn>();
  const editor = useRecordEditor<ProductSave, unknown, Product>({
    onSave: onSaveProduct,
    onDelete: onDeleteProduct,
  });

  const shown = sortAdminProducts(filterAdminProducts(products, filters, lowStockThreshold), sort);

  return (
    <>
      <AdminListLayout
        title="Product Management"
        description="Add, edit and remove products; changes show in the shop at once."
        actions={
          <>
            <Button variant="outline" onPress={() => setCategoriesOpen(true)}>
              <Tags aria-hidden="true" />
              Categories
            </Button>
            <Button variant="accent" onPress={editor.openAdd}>
              <Plus aria-hidden="true" />
              Add Product
            </Button>
          </>
        }
        toolbar={
          <AdminToolbar
            searchLabel="Search products"
            searchPlaceholder="Search by name or brand..."
            {...toolbarProps}
            filters={
              <>
                <FilterChips
                  label="Category"
                  includeAll
                  options={asOptions(chipCategories)}
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
        }
        count={shownOfTotal(shown.length, countOf(products.length, 'product'), isFiltered)}
      >
        <TableContainer label="Products table">
          <Table aria-label="Products" {...tableProps}>
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
              <Column id="stock">Stock</Column>
              <Column id="status">Status</Column>
              <Column id="actions" align="end">
                Actions
              </Column>
            </TableHeader>
            <TableBody
              items={shown}
              renderEmptyState={() => (
                <TableEmptyState
                  title="No products found"
                  description={
                    products.length === 0
                      ? 'Add your first product to start selling.'
                      : 'No product matches this search and these filters.'
                  }
                  onClearFilters={isFiltered ? clear : undefined}
                />
              )}
            >
              {(product) => (
                <Row id={product.id}>
                  <Cell textValue={product.name}>
                    <AdminRecordCell
                      title={product.name}
                      details={[product.brand, countOf(product.sizes.length, 'size')]}
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
                    <Text as="span" size="sm" numeric>
                      {sizeStockText(product)}
                    </Text>
                  </Cell>
                  <Cell>
                    <StatusBadge
                      tones={stockTones}
                      value={productStockLevel(product, lowStockThreshold)}
                    />
                  </Cell>
                  <Cell align="end">
                    <RecordActions name={product.name} {...editor.actionsFor(product)} />
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </AdminListLayout>

      <ProductFormModal
        key={editor.editorKey}
        isOpen={editor.isEditorOpen}
        onClose={editor.closeEditor}
        product={editor.editing}
        categories={categoryNames}
        onSubmit={editor.save}
      />

      <CategoriesModal
        {...categoryActions}
        isOpen={isCategoriesOpen}
        onClose={() => setCategoriesOpen(false)}
        categories={categories}
        products={products}
      />

      <DeleteRecordDialog
        {...editor.deleteDialog}
        title="Delete Product"
        name={editor.deleting?.name}
      />
    </>
  );
}
