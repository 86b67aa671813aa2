import fs from 'node:fs';
import { expect, test } from 'vitest';
import { journeys, open, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { inspectPage } from './fixtures/inspect.ts';
import { loginAs } from './fixtures/session.ts';

// Not in the demo client's seeded selection (api/src/seed/demo.ts marks every third product).
const PRODUCT = 'Tábua de Corte em Bambu Grande';

journeys('the catalogue', () => {
  const browser = useBrowser();

  test('a client finds a product, marks it, sets a price and downloads the selection', async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.client.email);
    await open(page, '/products');
    await page.getByRole('heading', { level: 1, name: 'Produtos' }).waitFor();
    await inspectPage(page, 'products-client');

    await page.getByLabel('Buscar por nome, SKU ou GTIN').fill('Tábua de Corte');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === 'Tábua de Corte');
    // The URL changes before the new list arrives: wait for the list itself.
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: PRODUCT }) });
    await card.waitFor();

    await card.getByRole('button', { name: 'Adicionar à seleção' }).click();
    await card.getByRole('button', { name: 'Remover da seleção' }).waitFor();
    await card.getByText('Na minha seleção').waitFor();

    await card.getByLabel('Meu preço (R$)').fill('79,90');
    await card.getByRole('button', { name: 'Salvar' }).click();
    await card.getByText(/Meu preço: R\$\s79,90/).waitFor();
    await inspectPage(page, 'products-marked');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv).toContain(PRODUCT);
    expect(csv).toMatch(/79[,.]90/);
  });
});
