import { expect, test } from 'vitest';
import { apiAs } from './fixtures/api.ts';
import { journeys, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { inspectPage } from './fixtures/inspect.ts';
import { loginAs } from './fixtures/session.ts';

// In the demo client's selection (api/src/seed/demo.ts): the API refuses to remove it.
const SELECTED = 'Escorredor de Louças Inox 2 Andares';

journeys('admin console: Produtos', () => {
  const browser = useBrowser();

  test('an admin filters the catalogue, exports it, and edits a price', async () => {
    const supplier = await apiAs(DEMO.supplier.email);
    const name = `Produto E2E ${Date.now().toString(36)}`;
    const product = await supplier.products.create({ name, price_cents: 1990, stock: 5, status: 'inactive' });
    const page = await browser.newPage();
    await loginAs(page, DEMO.admin.email);

    await page.goto('/admin/products');
    await page.getByRole('row').nth(1).waitFor();
    await inspectPage(page, 'admin-products');
    await page.getByRole('combobox', { name: 'Situação' }).click();
    await page.getByRole('option', { name: 'Inativo' }).click();
    await page.getByRole('row').filter({ hasText: name }).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);

    await page.getByRole('row').filter({ hasText: name }).getByText(name).click();
    await page.waitForURL((url) => url.pathname === `/admin/products/${product.id}`);
    const price = page.getByRole('textbox', { name: /^Preço \(R\$\)/ });
    await expect.poll(() => price.inputValue()).toBe('19,90');
    await inspectPage(page, 'admin-product-edit');
    await price.fill('24,5');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/products');
    expect((await supplier.products.get(product.id)).price_cents).toBe(2450);

    // Removed: the spec's "Produto removido", then the list.
    await page.goto(`/admin/products/${product.id}`);
    await page.getByRole('button', { name: 'Remover' }).click();
    await page.getByRole('dialog').getByText(`Deseja remover o produto “${name}”?`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Remover' }).click();
    await page.getByRole('heading', { name: 'Produto removido' }).waitFor();
    await page.getByRole('button', { name: 'Ok' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/products');
  });

  test('a product in a client’s selection cannot be removed: the spec’s dialog says why', async () => {
    const admin = await apiAs(DEMO.admin.email);
    const { products } = await admin.products.paginate({ search: SELECTED, per_page: 5 });
    const product = products.find((p) => p.name === SELECTED)!;
    const page = await browser.newPage();
    await loginAs(page, DEMO.admin.email);

    await page.goto(`/admin/products/${product.id}`);
    await page.getByRole('button', { name: 'Remover' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remover' }).click();
    await page
      .getByText('O produto pode estar vinculado a um cliente ou pedido e não pode ser removido.')
      .waitFor();
    await inspectPage(page, 'admin-product-delete-refused');
    await page.getByRole('button', { name: 'Ok' }).click();
    expect((await admin.products.get(product.id)).id).toBe(product.id);
  });
});
