import { expect, test } from 'vitest';
import { journeys, useBrowser } from './fixtures/browser.ts';
import { DEMO, DEMO_PASSWORD } from './fixtures/env.ts';
import { inspectPage } from './fixtures/inspect.ts';

// Not in the demo client's seeded selection, and no other journey marks it.
const PRODUCT = 'Cesto Organizador de Palha Natural';

journeys('without JavaScript', () => {
  const browser = useBrowser();

  test('a client logs in, marks a product and sets a price with plain forms', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(DEMO.client.email);
    await page.getByLabel('Senha').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: `Olá, ${DEMO.client.name}` }).waitFor();
    await inspectPage(page, 'no-js-home', { axe: false });

    await page.goto(`/products?search=${encodeURIComponent(PRODUCT)}`);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: PRODUCT }) });
    // A whole-page form post (no fetch): what a browser without JavaScript sends.
    const [post] = await Promise.all([
      page.waitForRequest((request) => request.method() === 'POST'),
      card.getByRole('button', { name: 'Adicionar à seleção' }).click(),
    ]);
    expect(post.resourceType()).toBe('document');
    await card.getByRole('button', { name: 'Remover da seleção' }).waitFor();
    await card.getByText('Na minha seleção').waitFor();

    await card.getByLabel('Meu preço (R$)').fill('89,90');
    await card.getByRole('button', { name: 'Salvar' }).click();
    await card.getByText(/Meu preço: R\$\s89,90/).waitFor();
    await inspectPage(page, 'no-js-products', { axe: false });

    // The server kept both: a fresh load of the selection shows them.
    await page.goto('/products?marked=1');
    const kept = page.getByRole('article').filter({ has: page.getByRole('heading', { name: PRODUCT }) });
    await kept.getByText(/Meu preço: R\$\s89,90/).waitFor();
  });
});
