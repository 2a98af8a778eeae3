import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { shopCategoryList } from '@fixtures/categories';
import { products } from '@fixtures/products';
import { clearAdminDrafts, pngFile } from '@app/admin/story-files';
import { ApiError } from '@app/data/api';
import { AdminProductsScreen, type AdminProductsScreenProps } from './AdminProductsScreen';
import { clearLiveAnnouncer } from '@ds/lib/live-announcer';

type SaveProduct = AdminProductsScreenProps['onSaveProduct'];

/** /admin on the fixtures catalogue: twelve products in three categories, and the Categories modal. */
const meta = {
  title: 'Screens/Admin/Products',
  component: AdminProductsScreen,
  parameters: { layout: 'fullscreen', route: '/admin' },
  beforeEach: clearAdminDrafts,
  args: {
    products,
    categories: shopCategoryList,
    lowStockThreshold: 5,
    onSaveProduct: fn<SaveProduct>(async () => undefined),
    onDeleteProduct: fn(async () => undefined),
    onAddCategory: fn(async () => undefined),
    onRenameCategory: fn(async () => undefined),
    onReorderCategories: fn(async () => undefined),
    onDeleteCategory: fn(async () => undefined),
  },
} satisfies Meta<typeof AdminProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('grid', { name: 'Products' });
const rowNames = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const dialog = (name: string) => screen.findByRole('dialog', { name });

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Product Management' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Back to Admin Console/ })).toHaveAttribute(
      'href',
      '/admin-console',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('12 products');
    const rub = within(table()).getByRole('row', { name: /Texas Brisket Rub/ });
    // 'From $' the lowest size price after its sale: 6 oz at $12.99 beats 12 oz at 15% off $21.99.
    await expect(rub).toHaveTextContent('From $12.99');
    await expect(rub).toHaveTextContent('Forge & Flame · , 3 sizes');
    await expect(within(rub).getByText('Low Stock')).toBeVisible();
    await expect(within(rub).getByRole('button', { name: 'Edit Texas Brisket Rub' })).toBeVisible();
    await expect(
      within(rub).getByRole('button', { name: 'Delete Texas Brisket Rub' }),
    ).toBeVisible();
    const ghost = within(table()).getByRole('row', { name: /Ghost Pepper Hot Sauce/ });
    await expect(within(ghost).getByText('Out of Stock')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Product Management' }),
    ).toBeVisible();
    // The table scrolls sideways inside its frame, which keyboard users can focus.
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Products table' })).toHaveAttribute(
        'tabindex',
        '0',
      ),
    );
  },
};

export const SortByPrice: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('columnheader', { name: /Price/ }));
    await expect(rowNames()[0]).toMatch(/^Carolina Gold Mustard Sauce/);
    await userEvent.click(canvas.getByRole('columnheader', { name: /Price/ }));
    await expect(canvas.getByRole('columnheader', { name: /Price/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(canvas.getByRole('columnheader', { name: /Product/ }));
    await expect(rowNames()[0]).toMatch(/^Alabama White Sauce/);
  },
};

export const SearchAndFilters: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'SAUCE');
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 4 of 12 products');
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const panel = canvas.getByRole('group', { name: 'Filters' });
    const stock = within(panel).getByRole('grid', { name: 'Stock' });
    const category = within(panel).getByRole('grid', { name: 'Category' });
    await userEvent.click(within(stock).getByRole('row', { name: 'Out of Stock' }));
    await expect(rowNames()).toEqual([expect.stringMatching(/^Ghost Pepper Hot Sauce/)]);
    await userEvent.click(within(stock).getByRole('row', { name: 'All' }));
    await userEvent.click(within(category).getByRole('row', { name: 'Accessories' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 0 of 12 products');
    await userEvent.click(within(panel).getByRole('button', { name: 'Clear all filters' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('12 products');
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  },
};

/** Memphis Dry Rub's 12 oz is down to 3 units, under the threshold of 5. */
const lowStockProducts = products.map((product) =>
  product.name === 'Memphis Dry Rub'
    ? {
        ...product,
        sizes: product.sizes.map((size) => (size.size === '12 oz' ? { ...size, stock: 3 } : size)),
      }
    : product,
);

/**
 * Each size's units on hand, and Low Stock when a size is at or under the threshold setting, or
 * sold out while another size still sells (the brisket rub's 24 oz).
 */
export const LowStock: Story = {
  args: { products: lowStockProducts },
  play: async ({ canvas }) => {
    const memphis = within(table()).getByRole('row', { name: /Memphis Dry Rub/ });
    await expect(memphis).toHaveTextContent('6 oz: 24 · 12 oz: 3');
    await expect(within(memphis).getByText('Low Stock')).toBeVisible();
    const rub = within(table()).getByRole('row', { name: /Texas Brisket Rub/ });
    await expect(rub).toHaveTextContent('6 oz: 24 · 12 oz: 24 · 24 oz: 0');
    await expect(within(rub).getByText('Low Stock')).toBeVisible();
    const brush = within(table()).getByRole('row', { name: /Grill Brush/ });
    await expect(within(brush).getByText('In Stock')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const stock = within(canvas.getByRole('group', { name: 'Filters' })).getByRole('grid', {
      name: 'Stock',
    });
    await userEvent.click(within(stock).getByRole('row', { name: 'Low Stock' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 5 of 12 products');
    await expect(rowNames()).toContainEqual(expect.stringMatching(/^Memphis Dry Rub/));
    await expect(rowNames()).not.toContainEqual(expect.stringMatching(/^Ghost Pepper/));
  },
};

export const LowStockMobile: Story = {
  args: { products: lowStockProducts },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const memphis = within(table()).getByRole('row', { name: /Memphis Dry Rub/ });
    await expect(within(memphis).getByText('Low Stock')).toBeInTheDocument();
  },
};

/** A shared link opens with its filters; nothing matches, so the table says so. */
export const EmptyFilterResult: Story = {
  parameters: { route: '/admin?q=brisket&category=Sauces&stock=out-of-stock' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByText('No products found')).toBeVisible();
    const clear = within(table()).getByRole('button', { name: 'Clear all filters' });
    await userEvent.click(clear);
    await expect(canvas.getByRole('status')).toHaveTextContent('12 products');
  },
};

export const AddProduct: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    const modal = await dialog('Add Product');
    const form = within(modal);
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Smoked Sea Salt');
    await userEvent.type(form.getByRole('textbox', { name: 'Brand' }), 'Forge & Flame');
    await userEvent.type(form.getByRole('combobox', { name: 'Category' }), 'Finishing Salts');
    // A new category: Tab keeps the typed text and moves on.
    await userEvent.tab();
    await userEvent.type(
      form.getByRole('textbox', { name: 'Description' }),
      'Flaky sea salt cold-smoked over hickory.',
    );
    const first = form.getByRole('group', { name: 'Size 1' });
    await userEvent.type(within(first).getByRole('textbox', { name: 'Size' }), '4 oz');
    await userEvent.type(within(first).getByRole('textbox', { name: 'Price' }), '8.99');
    await userEvent.type(within(first).getByRole('textbox', { name: 'Sale %' }), '10');
    const stock = within(first).getByRole('textbox', { name: 'Stock' });
    await userEvent.clear(stock);
    await userEvent.type(stock, '12');
    await userEvent.click(form.getByRole('button', { name: 'Add Size' }));
    const second = form.getByRole('group', { name: 'Size 2' });
    await userEvent.type(within(second).getByRole('textbox', { name: 'Size' }), '1 lb');
    await userEvent.type(within(second).getByRole('textbox', { name: 'Price' }), '24');
    // A new size starts with no stock: it is sold out until the admin counts it.
    await expect(within(second).getByRole('textbox', { name: 'Stock' })).toHaveValue('0');
    await userEvent.upload(
      modal.querySelector<HTMLInputElement>('input[type="file"]')!,
      pngFile('salt.png'),
    );
    await expect(await form.findByRole('img', { name: 'salt.png' })).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: 'Features' }), 'Hickory{Enter}Flaky');

    await userEvent.click(form.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(args.onSaveProduct).toHaveBeenCalledOnce());
    await expect(args.onSaveProduct).toHaveBeenCalledWith({
      kind: 'add',
      product: {
        name: 'Smoked Sea Salt',
        brand: 'Forge & Flame',
        category: 'Finishing Salts',
        description: 'Flaky sea salt cold-smoked over hickory.',
        images: [
          { url: expect.stringMatching(/^data:image\/png;base64,/), alt: 'Smoked Sea Salt' },
        ],
        // The server gives the product and its sizes their ids.
        sizes: [
          { size: '4 oz', priceCents: 899, salePercent: 10, stock: 12 },
          { size: '1 lb', priceCents: 2400, stock: 0 },
        ],
        features: ['Hickory', 'Flaky'],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    clearLiveAnnouncer();
  },
};

export const InvalidForm: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    const modal = await dialog('Add Product');
    const form = within(modal);
    const first = form.getByRole('group', { name: 'Size 1' });
    // The only row cannot be removed.
    await expect(within(first).getByRole('button', { name: 'Remove Size 1' })).toBeDisabled();
    await userEvent.type(within(first).getByRole('textbox', { name: 'Sale %' }), '150');
    await userEvent.click(form.getByRole('button', { name: 'Add Product' }));
    await expect(await form.findByText('Name is required')).toBeVisible();
    await expect(form.getByText('Brand is required')).toBeVisible();
    await expect(form.getByText('Category is required')).toBeVisible();
    await expect(form.getByText('Description is required')).toBeVisible();
    await expect(within(first).getByText('Size is required')).toBeVisible();
    await expect(within(first).getByText('Price is required')).toBeVisible();
    await expect(within(first).getByText('Sale must be between 0 and 100')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await expect(args.onSaveProduct).not.toHaveBeenCalled();
  },
};

const texasRub = products.find((product) => product.id === 'texas-brisket-rub')!;

/** Edit opens the same form filled in; the submit reads 'Saving...' while it works. */
export const EditProductSaving: Story = {
  args: { onSaveProduct: fn<SaveProduct>(() => new Promise(() => undefined)) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Texas Brisket Rub' }));
    const modal = await dialog('Edit Product');
    const form = within(modal);
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Texas Brisket Rub');
    await expect(form.getAllByRole('group', { name: /^Size \d$/ })).toHaveLength(3);
    await expect(form.getAllByRole('img')).toHaveLength(3);
    const first = form.getByRole('group', { name: 'Size 1' });
    const price = within(first).getByRole('textbox', { name: 'Price' });
    await expect(price).toHaveValue('$12.99');
    await userEvent.clear(price);
    await userEvent.type(price, '9.49');
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    const saving = await form.findByRole('button', { name: 'Saving...' });
    await expect(saving).toHaveAttribute('aria-disabled', 'true');
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Sizes change in place by id; their stock, untouched here, is not sent.
    await expect(args.onSaveProduct).toHaveBeenCalledWith({
      kind: 'edit',
      id: 'texas-brisket-rub',
      product: expect.objectContaining({
        images: texasRub.images,
        sizes: texasRub.sizes.map(({ id, size, priceCents, salePercent }, index) => ({
          id,
          size,
          priceCents: index === 0 ? 949 : priceCents,
          ...(salePercent === undefined ? {} : { salePercent }),
        })),
        removedSizeIds: [],
      }),
    });
  },
};

/** Storage full (or any failure): the banner says so and nothing typed is lost. */
export const SaveFailure: Story = {
  args: {
    onSaveProduct: fn<SaveProduct>(async () => {
      throw new Error('The browser storage is full.');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Memphis Dry Rub' }));
    const modal = await dialog('Edit Product');
    const form = within(modal);
    const name = form.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, ' Reserve');
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Error saving product: The browser storage is full.',
    );
    await expect(name).toHaveValue('Memphis Dry Rub Reserve');
    await expect(form.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  },
};

/** The server refuses a field: its message shows under that field, focused, and nothing typed is lost. */
export const ServerRefusesAField: Story = {
  args: {
    onSaveProduct: fn<SaveProduct>(async () => {
      throw new ApiError(400, 'invalid', 'Some fields need attention.', {
        'sizes.0.priceCents': 'Price must be at most $100,000',
      });
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Memphis Dry Rub' }));
    const modal = await dialog('Edit Product');
    const form = within(modal);
    const name = form.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, ' Reserve');
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    const first = form.getByRole('group', { name: 'Size 1' });
    const price = within(first).getByRole('textbox', { name: 'Price' });
    await expect(await within(first).findByText('Price must be at most $100,000')).toBeVisible();
    await expect(price).toHaveFocus();
    await expect(form.getByText('Error saving product: Some fields need attention.')).toBeVisible();
    await expect(name).toHaveValue('Memphis Dry Rub Reserve');
  },
};

/** The server's answer to a count set over the 24 the form read, when orders left 19. */
async function refuseStaleCount(save: Parameters<SaveProduct>[0]) {
  const first = save.kind === 'edit' ? save.product.sizes[0] : undefined;
  if (first?.stockAdjustment?.kind === 'set' && first.stockAdjustment.expected === 24) {
    throw new ApiError(
      409,
      'stock_changed',
      'Stock changed while you were editing: nothing was saved. Check the stock and save again.',
      { 'sizes.0.stockAdjustment': 'Stock is now 19; it was 24 when you opened this product' },
      { details: { stockNow: { 'texas-brisket-rub-6oz': 19 } } },
    );
  }
}

/** Orders took 5 of the 6 oz jar while the admin counted 30: the save stops, and says so by the field. */
const stockMoved = {
  args: { onSaveProduct: fn<SaveProduct>(refuseStaleCount) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Texas Brisket Rub' }));
    const modal = await dialog('Edit Product');
    const form = within(modal);
    const first = form.getByRole('group', { name: 'Size 1' });
    const stock = within(first).getByRole('textbox', { name: 'Stock' });
    await expect(stock).toHaveAccessibleDescription(
      'Orders keep it current; type a count to set it',
    );
    await userEvent.clear(stock);
    await userEvent.type(stock, '30');
    await userEvent.tab();
    await expect(stock).toHaveAccessibleDescription('Changes 24 to 30');
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    await expect(
      await within(first).findByText('Stock is now 19; it was 24 when you opened this product'),
    ).toBeVisible();
    await expect(stock).toHaveFocus();
    await expect(stock).toHaveValue('30');
    await expect(
      form.getByText(
        'Error saving product: Stock changed while you were editing: nothing was saved. Check the stock and save again.',
      ),
    ).toBeVisible();
    await expect(within(first).getByRole('button', { name: 'Keep 19' })).toBeVisible();
    await expect(within(first).getByRole('button', { name: 'Set stock to 30' })).toBeVisible();
    await expect(args.onSaveProduct).toHaveBeenCalledOnce();
  },
} satisfies Story;

export const EditStockMoved: Story = stockMoved;

export const EditStockMovedMobile: Story = {
  ...stockMoved,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** 'Set stock to 30' re-applies the count over the 19 the save found; saving sends it so. */
export const ReapplyStock: Story = {
  args: {
    onSaveProduct: fn<SaveProduct>(async (save) => {
      await refuseStaleCount(save);
      // Then the save takes its time, so the story shows the count it sends.
      return new Promise(() => undefined);
    }),
  },
  play: async (context) => {
    await stockMoved.play(context);
    const { args } = context;
    const form = within(await dialog('Edit Product'));
    const first = form.getByRole('group', { name: 'Size 1' });
    await userEvent.click(within(first).getByRole('button', { name: 'Set stock to 30' }));
    const stock = within(first).getByRole('textbox', { name: 'Stock' });
    await expect(stock).toHaveFocus();
    await expect(stock).toHaveAccessibleDescription('Changes 19 to 30');
    await expect(within(first).queryByRole('button', { name: 'Keep 19' })).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(args.onSaveProduct).toHaveBeenCalledTimes(2));
    await expect(args.onSaveProduct).toHaveBeenLastCalledWith({
      kind: 'edit',
      id: 'texas-brisket-rub',
      product: expect.objectContaining({
        sizes: [
          {
            id: 'texas-brisket-rub-6oz',
            size: '6 oz',
            priceCents: 1299,
            stockAdjustment: { kind: 'set', to: 30, expected: 19 },
          },
          expect.not.objectContaining({ stockAdjustment: expect.anything() }),
          expect.not.objectContaining({ stockAdjustment: expect.anything() }),
        ],
      }),
    });
    await expect(await form.findByRole('button', { name: 'Saving...' })).toBeVisible();
  },
};

export const DeleteConfirm: Story = {
  args: { onDeleteProduct: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Memphis Dry Rub' }));
    const confirm = await screen.findByRole('alertdialog', { name: /Delete Product/ });
    await expect(confirm).toHaveTextContent(
      'Are you sure you want to delete "Memphis Dry Rub"? This action cannot be undone.',
    );
    await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(args.onDeleteProduct).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'memphis-dry-rub' }),
    );
    await expect(within(confirm).getByRole('button', { name: 'Deleting...' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Add your first product to start selling.')).toBeVisible();
  },
};

/** Edit fills in the specifications and tags; a care note and the Deal tag are saved with the rest. */
export const EditSpecificationsAndTags: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Texas Brisket Rub' }));
    const modal = await dialog('Edit Product');
    const form = within(modal);
    const specifications = form.getByRole('group', { name: 'Specifications' });
    await expect(within(specifications).getByRole('textbox', { name: 'Dimensions' })).toHaveValue(
      texasRub.specifications!.dimensions,
    );
    const weight = within(specifications).getByRole('textbox', { name: 'Weight' });
    await userEvent.clear(weight);
    await userEvent.type(weight, '7 oz');
    await userEvent.type(
      within(specifications).getByRole('textbox', { name: 'New care note' }),
      'Shake before use{Enter}',
    );
    const tags = form.getByRole('group', { name: 'Tags' });
    await expect(within(tags).getByRole('checkbox', { name: /Weekly special/ })).toBeChecked();
    await userEvent.click(within(tags).getByRole('checkbox', { name: /Deal/ }));
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(args.onSaveProduct).toHaveBeenCalledOnce());
    await expect(args.onSaveProduct).toHaveBeenCalledWith({
      kind: 'edit',
      id: 'texas-brisket-rub',
      product: expect.objectContaining({
        specifications: {
          ...texasRub.specifications,
          weight: '7 oz',
          care: [...texasRub.specifications!.care, 'Shake before use'],
        },
        tags: ['weekly-special', 'deal'],
      }),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    clearLiveAnnouncer();
  },
};

/** The Categories modal: the categories in chip order with their product counts; a new one is added. */
export const Categories: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Categories' }));
    const modal = await dialog('Categories');
    const list = within(modal).getByRole('list', { name: 'Shop categories' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Seasonings4 products', '2Sauces4 products', '3Accessories4 products']);
    await userEvent.type(
      within(modal).getByRole('textbox', { name: 'New category' }),
      'Smokers{Enter}',
    );
    await expect(args.onAddCategory).toHaveBeenCalledWith('Smokers');
    await userEvent.click(within(modal).getByRole('button', { name: 'Move Sauces up' }));
    await expect(args.onReorderCategories).toHaveBeenCalledWith([
      'sauces',
      'seasonings',
      'accessories',
    ]);
    await userEvent.click(within(modal).getByRole('button', { name: 'Rename Accessories' }));
    const rename = within(modal).getByRole('textbox', { name: 'Rename Accessories' });
    await userEvent.clear(rename);
    await userEvent.type(rename, 'Grill Gear{Enter}');
    await expect(args.onRenameCategory).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'accessories' }),
      'Grill Gear',
    );
  },
};

/** Deleting a category in use: the store's refusal shows under it, and the modal stays. */
export const CategoryInUse: Story = {
  args: {
    onDeleteCategory: fn(async () => {
      throw new ApiError(
        409,
        'conflict',
        '"Sauces" is used by 4 products. Move or delete them first.',
      );
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Categories' }));
    const modal = await dialog('Categories');
    await userEvent.click(within(modal).getByRole('button', { name: 'Delete Sauces' }));
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(
      '"Sauces" is used by 4 products. Move or delete them first.',
    );
    await expect(within(modal).getByRole('button', { name: 'Delete Sauces' })).toHaveFocus();
    await userEvent.click(within(modal).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Categories' })).toHaveFocus();
  },
};
