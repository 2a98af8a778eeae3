import type { Locator, Page } from 'playwright';
import { describe, expect, it, onTestFinished } from 'vitest';
import { axeViolations, searchParam, useBrowser } from './browser';
import { accessTokenIn, storeApi } from './store-api';

/**
 * The catalogue end to end, with two browser contexts that share nothing but the store: the admin's
 * categories become the shop's chips, and a customer's review becomes the product's rating,
 * for every other visitor. Each test puts back what it changed, so the other files see the
 * seeded catalogue (with SEED_DEMO's sample reviews).
 */

/**
 * Whatever a test did before it stopped, these products and categories go again (by name,
 * if they are still there), so a failure here does not change what the next files see.
 */
function putBackWhenDone(token: string, names: { products: string[]; categories: string[] }) {
  const api = storeApi(token);
  onTestFinished(async () => {
    const remove = async (kind: 'products' | 'categories', gone: string[]) => {
      const listed = (await (await api('GET', kind)).json()) as { id: string; name: string }[];
      for (const { id } of listed.filter(({ name }) => gone.includes(name))) {
        expect((await api('DELETE', `${kind}/${id}`)).status).toBe(204);
      }
    };
    await remove('products', names.products);
    await remove('categories', names.categories);
  });
}

const categoryName = 'Smokers';
const productName = 'Backyard Offset Smoker';

/** The Categories modal on /admin. */
async function openCategories(page: Page) {
  await page.getByRole('button', { name: 'Categories' }).click();
  const modal = page.getByRole('dialog', { name: 'Categories' });
  await modal.waitFor();
  return modal;
}

/** The product page's rating under the name, e.g. 'Rated 3.5 out of 5 (2 reviews)'. */
async function headerRating(page: Page) {
  const buyBox = page.getByRole('region', { name: 'Product' });
  const stars = buyBox.getByRole('img', { name: /^Rated/ });
  await stars.waitFor();
  const count = await buyBox.locator('[data-slot="rating-count"]').innerText();
  return `${await stars.getAttribute('aria-label')} ${count}`;
}

/** A product for the stock test, added through the API so the test is about editing it. */
const stockProduct = {
  name: 'Counted Stock Rub',
  brand: 'Forge & Flame',
  category: 'Seasonings',
  description: 'A rub to count.',
  images: [{ url: '/images/products/texas-brisket-rub.svg', alt: 'Counted Stock Rub' }],
  sizes: [{ size: '6 oz', priceCents: 1299, stock: 12 }],
  features: [],
};

/** Opens Edit Product for the stock test's product. */
async function editProduct(page: Page) {
  await page.getByRole('button', { name: `Edit ${stockProduct.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await dialog.waitFor();
  return dialog;
}

const stockIn = (dialog: Locator) =>
  dialog.getByRole('group', { name: 'Size 1' }).getByRole('textbox', { name: 'Stock' });

async function setStock(dialog: Locator, count: string) {
  await stockIn(dialog).fill(count);
  await stockIn(dialog).press('Tab');
}

/** The hint under a field, as its accessible description. */
const describedBy = (field: Locator) =>
  field.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .filter((text) => text && !/^Stock is now/.test(text))
      .join(' '),
  );

async function saveAndClose(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the catalogue an admin keeps, as every visitor sees it', () => {
  const browser = useBrowser();

  it('an admin adds a category and a product in it; another browser sees the chip and the product under it', async () => {
    const admin = await browser.openAs('admin', '/admin');
    const visitor = await browser.open('/shop');
    await admin.page.getByRole('heading', { level: 1, name: 'Product Management' }).waitFor();
    putBackWhenDone(await accessTokenIn(admin.page), {
      products: [productName],
      categories: [categoryName],
    });
    const chips = visitor.page.getByRole('grid', { name: 'Category' });
    await chips.getByRole('row', { name: 'Sauces' }).waitFor();
    expect(await chips.getByRole('row', { name: categoryName }).count()).toBe(0);

    // The admin adds the category (keyboard only), and it joins the end of the list.
    let modal = await openCategories(admin.page);
    expect(await axeViolations(admin.page)).toEqual([]);
    const newCategory = modal.getByRole('textbox', { name: 'New category' });
    await newCategory.fill(categoryName);
    await newCategory.press('Enter');
    const list = modal.getByRole('list', { name: 'Shop categories' });
    await list.getByRole('listitem').filter({ hasText: categoryName }).waitFor();
    expect(await list.getByRole('listitem').last().innerText()).toMatch(
      /^4\s*Smokers\s*0 products$/,
    );
    // A taken name, in another case, is refused in place.
    await newCategory.fill('sauces');
    await newCategory.press('Enter');
    await modal
      .getByRole('alert')
      .filter({ hasText: 'There is already a category named "Sauces"' })
      .waitFor();
    await newCategory.fill('');
    await modal.getByRole('button', { name: 'Done' }).click();
    await modal.waitFor({ state: 'detached' });

    // …and a product filed under it.
    await admin.page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Add Product' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(productName);
    await dialog.getByRole('textbox', { name: 'Brand' }).fill('Forge & Flame');
    await dialog.getByRole('combobox', { name: 'Category' }).fill(categoryName);
    await dialog.getByRole('combobox', { name: 'Category' }).press('Tab');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('A 36-inch offset smoker.');
    const size = dialog.getByRole('group', { name: 'Size 1' });
    await size.getByRole('textbox', { name: 'Size' }).fill('36 in');
    await size.getByRole('textbox', { name: 'Price' }).fill('899');
    await size.getByRole('textbox', { name: 'Stock' }).fill('3');
    await size.getByRole('textbox', { name: 'Stock' }).press('Tab');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin.page.getByRole('row', { name: new RegExp(productName) }).waitFor();

    // The other browser: the new chip, and the product under it alone.
    await visitor.page.reload();
    await chips.getByRole('row', { name: categoryName }).click();
    await visitor.page.getByRole('article', { name: productName }).waitFor();
    await expect.poll(() => visitor.page.getByRole('article').count()).toBe(1);
    // The list follows the chip at once; the address bar a moment later, after the router.
    await expect.poll(() => searchParam(visitor.page, 'category')).toBe(categoryName);

    // Put the catalogue back: the category in use cannot go, the product can, then the category.
    modal = await openCategories(admin.page);
    await modal.getByRole('button', { name: `Delete ${categoryName}` }).click();
    await modal
      .getByRole('alert')
      .filter({ hasText: `"${categoryName}" is used by 1 product. Move or delete them first.` })
      .waitFor();
    await modal.getByRole('button', { name: 'Done' }).click();
    await admin.page.getByRole('button', { name: `Delete ${productName}` }).click();
    const confirm = admin.page.getByRole('alertdialog', { name: /^Delete/ });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await admin.page
      .getByRole('row', { name: new RegExp(productName) })
      .waitFor({ state: 'detached' });
    modal = await openCategories(admin.page);
    await modal.getByRole('button', { name: `Delete ${categoryName}` }).click();
    await modal
      .getByRole('list', { name: 'Shop categories' })
      .getByRole('listitem')
      .filter({ hasText: categoryName })
      .waitFor({ state: 'detached' });
    await visitor.page.goto('/shop');
    await chips.getByRole('row', { name: 'Sauces' }).waitFor();
    expect(await chips.getByRole('row', { name: categoryName }).count()).toBe(0);

    // The browser logs the two refusals (409) the page expected and showed; nothing else.
    expect(admin.consoleErrors.filter((error) => !/status of 409/.test(error))).toEqual([]);
    expect(visitor.consoleErrors).toEqual([]);
    await admin.context.close();
    await visitor.context.close();
  }, 120_000);

  it('a customer reviews a product with 4 stars; another browser shows the review, the average and the count', async () => {
    const path = '/shop/kansas-city-sweet-bbq-sauce';
    const customer = await browser.openAs('customer', path);
    const visitor = await browser.open(path);

    // Before: the two sample reviews, 4 and 3 stars; a guest is offered sign-in, back here.
    expect(await headerRating(visitor.page)).toBe('Rated 3.5 out of 5 (2 reviews)');
    const visitorReviews = visitor.page.getByRole('region', { name: 'Reviews' });
    expect(
      await visitorReviews
        .getByRole('link', { name: 'Sign in to write a review' })
        .getAttribute('href'),
    ).toBe(`/login?redirect=${encodeURIComponent(path)}`);

    // The customer rates with the keyboard and writes; the form is axe-clean.
    const form = customer.page.getByRole('form', { name: 'Write a review' });
    await form.waitFor();
    expect(await axeViolations(customer.page)).toEqual([]);
    const stars = form.getByRole('slider', { name: 'Your rating' });
    await stars.focus();
    await stars.press('End');
    await stars.press('ArrowLeft');
    expect(await stars.getAttribute('aria-valuetext')).toBe('4 stars');
    const body = 'Sticky and sweet on burnt ends. <b>Tags</b> stay text.';
    await form.getByRole('textbox', { name: 'Your review' }).fill(body);
    await form.getByRole('button', { name: 'Post review' }).click();
    const customerReviews = customer.page.getByRole('region', { name: 'Reviews' });
    const own = customerReviews.getByRole('article').filter({ hasText: 'Your review' });
    await own.waitFor();
    expect(await headerRating(customer.page)).toBe('Rated 3.7 out of 5 (3 reviews)');

    // The other browser: the review first (newest), as text, and (4 + 4 + 3) / 3 = 3.7 from 3.
    await visitor.page.reload();
    expect(await headerRating(visitor.page)).toBe('Rated 3.7 out of 5 (3 reviews)');
    await visitorReviews.getByText('(3 reviews)').waitFor();
    const first = visitorReviews
      .getByRole('list', { name: 'Reviews' })
      .getByRole('article')
      .first();
    expect(await first.getAttribute('aria-label')).toBe('Review by Casey Customer');
    expect(await first.getByRole('img', { name: /^Rated/ }).getAttribute('aria-label')).toBe(
      'Rated 4 out of 5',
    );
    expect(await first.locator('[data-slot="review-card-body"]').innerText()).toBe(body);
    expect(await first.locator('b').count()).toBe(0);

    // The customer deletes it again; the figures go back for everyone.
    await own.getByRole('button', { name: 'Delete your review' }).click();
    const confirm = customer.page.getByRole('alertdialog', { name: /Delete Your Review/ });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await own.waitFor({ state: 'detached' });
    await customer.page.getByRole('form', { name: 'Write a review' }).waitFor();
    await visitor.page.reload();
    expect(await headerRating(visitor.page)).toBe('Rated 3.5 out of 5 (2 reviews)');

    expect(customer.consoleErrors).toEqual([]);
    expect(visitor.consoleErrors).toEqual([]);
    await customer.context.close();
    await visitor.context.close();
  }, 120_000);

  it('two admins count one product: a form never writes back stock it did not change, and a count set over moved stock is stopped by the field and re-applied', async () => {
    // The product is added through the API from the console (signed in), so both product
    // lists show it from their first load.
    const first = await browser.openAs('admin', '/admin-console');
    const token = await accessTokenIn(first.page);
    putBackWhenDone(token, { products: [stockProduct.name], categories: [] });
    expect((await storeApi(token)('POST', 'products', stockProduct)).status).toBe(201);
    await first.page.getByRole('link', { name: 'Products' }).click();
    await first.page.getByRole('heading', { level: 1, name: 'Product Management' }).waitFor();
    const second = await browser.openAs('admin', '/admin');

    // The first admin opens the form at 12; the second counts 15 and saves.
    let form = await editProduct(first.page);
    expect(await stockIn(form).inputValue()).toBe('12');
    expect(await describedBy(stockIn(form))).toBe('Orders keep it current; type a count to set it');
    let other = await editProduct(second.page);
    await setStock(other, '15');
    expect(await describedBy(stockIn(other))).toBe('Changes 12 to 15');
    await saveAndClose(other);

    // The first saves a new description: the 15 stays, not the 12 its form read.
    await form.getByRole('textbox', { name: 'Description' }).fill('Counted twice.');
    await saveAndClose(form);
    form = await editProduct(first.page);
    expect(await stockIn(form).inputValue()).toBe('15');

    // It counts 20 while the second sets 9: its save is stopped, and says so by the field.
    await setStock(form, '20');
    other = await editProduct(second.page);
    await setStock(other, '9');
    await saveAndClose(other);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    const size = form.getByRole('group', { name: 'Size 1' });
    await size.getByText('Stock is now 9; it was 15 when you opened this product').waitFor();
    expect(await stockIn(form).inputValue()).toBe('20');
    expect(await form.getByRole('textbox', { name: 'Description' }).inputValue()).toBe(
      'Counted twice.',
    );
    expect(await axeViolations(first.page)).toEqual([]);
    expect(await size.getByRole('button', { name: 'Keep 9' }).isVisible()).toBe(true);
    await size.getByRole('button', { name: 'Set stock to 20' }).click();
    expect(await describedBy(stockIn(form))).toBe('Changes 9 to 20');
    await saveAndClose(form);

    // The other browser reads the 20.
    await second.page.reload();
    other = await editProduct(second.page);
    expect(await stockIn(other).inputValue()).toBe('20');
    await other.getByRole('button', { name: 'Cancel' }).click();
    await other.waitFor({ state: 'detached' });

    // Put the catalogue back.
    await second.page.getByRole('button', { name: `Delete ${stockProduct.name}` }).click();
    const confirm = second.page.getByRole('alertdialog', { name: /^Delete/ });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await second.page
      .getByRole('row', { name: new RegExp(stockProduct.name) })
      .waitFor({ state: 'detached' });

    // The first browser logs the one refusal (409) it showed; nothing else.
    expect(first.consoleErrors.filter((error) => !/status of 409/.test(error))).toEqual([]);
    expect(second.consoleErrors).toEqual([]);
    await first.context.close();
    await second.context.close();
  }, 180_000);
});
