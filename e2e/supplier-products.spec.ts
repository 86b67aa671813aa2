import { expect, test } from 'vitest';
import { journeys, open, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { inspectPage } from './fixtures/inspect.ts';
import { loginAs } from './fixtures/session.ts';
import type { Page } from 'playwright-core';

// In the demo client's selection (api/src/seed/demo.ts marks every third product): the API refuses it.
const IN_A_SELECTION = 'Jogo de Panelas Antiaderente 5 Peças';
const REFUSED = 'O produto pode estar vinculado a um cliente ou pedido e não pode ser removido.';

/** The catalogue filtered down to one product, and that product's card. */
async function findCard(page: Page, name: string) {
  await open(page, `/products?search=${encodeURIComponent(name)}`);
  await expect.poll(() => page.getByRole('article').count()).toBe(1);
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
}

async function askToRemove(page: Page, name: string) {
  const card = await findCard(page, name);
  await card.getByRole('link', { name: 'Remover' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remover produto' });
  await confirm.getByText(`Deseja remover o produto “${name}”?`).waitFor();
  await confirm.getByRole('button', { name: 'Remover' }).click();
}

journeys("a supplier's own products", () => {
  const browser = useBrowser();

  test('a supplier creates a product, edits it and removes it ("Produto removido")', async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.supplier.email);
    await open(page, '/products');
    await page.getByRole('heading', { level: 1, name: 'Produtos' }).waitFor();
    await inspectPage(page, 'products-supplier');

    await page.getByRole('link', { name: 'Novo produto' }).click();
    await page.waitForURL((url) => url.pathname === '/product');
    await page.getByRole('heading', { level: 1, name: 'Novo produto' }).waitFor();
    await inspectPage(page, 'product-new');

    const name = `Jarra de Vidro com Tampa ${Date.now().toString(36)}`;
    await page.getByLabel('Nome do produto').fill(name);
    await page.getByLabel('SKU', { exact: true }).fill(`JAR-${Date.now().toString(36)}`);
    await page.getByLabel('Categoria').fill('Cozinha');
    await page.getByLabel(/^Preço \(R\$\)/).fill('39,90');
    await page.getByRole('textbox', { name: 'Estoque', exact: true }).fill('12');
    await page.getByRole('button', { name: 'Cadastrar produto' }).click();

    await page.waitForURL((url) => /^\/product\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page
      .getByText(/R\$\s39,90/)
      .first()
      .waitFor();
    await inspectPage(page, 'product-edit');

    await page.getByLabel(/^Preço \(R\$\)/).fill('44,90');
    await page.getByRole('textbox', { name: 'Estoque', exact: true }).fill('20');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Produto atualizado').waitFor();
    await page
      .getByText(/R\$\s44,90/)
      .first()
      .waitFor();
    // The form shows what the API stored, after a reload as well.
    await open(page, new URL(page.url()).pathname);
    expect(await page.getByLabel(/^Preço \(R\$\)/).inputValue()).toBe('44,90');
    expect(await page.getByRole('textbox', { name: 'Estoque', exact: true }).inputValue()).toBe('20');

    await askToRemove(page, name);
    const removed = page.getByRole('dialog', { name: 'Produto removido' });
    await removed.waitFor();
    await inspectPage(page, 'product-removed');
    await removed.getByRole('button', { name: 'Ok' }).click();
    await removed.waitFor({ state: 'hidden' });
    expect(await page.getByRole('article').count()).toBe(0);
    // Gone for good: the same search, loaded again, finds nothing.
    await open(page, `/products?search=${encodeURIComponent(name)}`);
    await page.getByText('Nenhum produto encontrado.').waitFor();
  });

  test("a product in a client's selection stays, with the spec's message", async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.supplier.email);

    await askToRemove(page, IN_A_SELECTION);
    const refused = page.getByRole('dialog', { name: 'Erro!' });
    await refused.getByText(REFUSED).waitFor();
    await inspectPage(page, 'product-remove-refused');
    await refused.getByRole('button', { name: 'Ok' }).click();

    await open(page, `/products?search=${encodeURIComponent(IN_A_SELECTION)}`);
    await page.getByRole('heading', { name: IN_A_SELECTION }).waitFor();
  });
});
