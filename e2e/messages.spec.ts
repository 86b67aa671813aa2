import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiAs } from './fixtures/api.ts';
import { journeys, open, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { loginAs } from './fixtures/session.ts';

/*
 * Every failure in the product's words (decision 041): all bad fields answered at once, each under its
 * own input, in Portuguese and in the user's units (reais, characters); inputs stop at the API's limit;
 * an unreachable API or a crash's plain-text 5xx says the spec's sentence, never "Failed to fetch".
 */
const VALIDATOR_WORDING =
  /esperava|Grande demais|Too big|Invalid input|expected|Failed to fetch|Internal Server Error/i;
const TOO_EXPENSIVE = /^Informe um valor de até R\$\s10\.000\.000,00\.$/;
const BAD_GTIN = 'GTIN inválido: informe 8, 12, 13 ou 14 dígitos válidos.';

/** The text tied to an input by aria-describedby: what a screen reader reads as the field's message. */
async function messageOf(input: Locator): Promise<string> {
  const ids = (await input.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  const page = input.page();
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(' ').trim();
}

async function expectMessage(input: Locator, expected: string | RegExp) {
  await expect.poll(() => messageOf(input), { timeout: 20_000 }).toMatch(expected);
  expect(await input.getAttribute('aria-invalid')).toBe('true');
}

const bodyText = (page: Page) => page.locator('body').innerText();

journeys('failures in plain Portuguese', () => {
  const browser = useBrowser();

  test('bad fields on the site and in the console, and an unreachable API', async () => {
    // Site: a supplier's new product with four bad fields, answered together under each input.
    const site = await browser.newPage();
    await loginAs(site, DEMO.supplier.email);
    await open(site, '/product');
    const name = site.getByLabel('Nome do produto');
    expect(await name.getAttribute('maxlength')).toBe('200');
    expect(await site.getByLabel('Categoria').getAttribute('maxlength')).toBe('120');
    await name.fill('   ');
    await site.getByLabel('GTIN').fill('123');
    await site.getByLabel(/^Preço \(R\$\)/).fill('20.000.000,00');
    await site.getByLabel('Imagens').fill('http://inseguro.example.com/foto.jpg');
    await site.getByRole('button', { name: 'Cadastrar produto' }).click();
    await expectMessage(name, 'Campo obrigatório.');
    await expectMessage(site.getByLabel('GTIN'), BAD_GTIN);
    await expectMessage(site.getByLabel(/^Preço \(R\$\)/), TOO_EXPENSIVE);
    await expectMessage(site.getByLabel('Imagens'), /Informe um endereço https válido\./);
    expect(new URL(site.url()).pathname).toBe('/product');
    expect(await bodyText(site)).not.toMatch(VALIDATOR_WORDING);
    // The spec's error dialog says the form was refused; the details are under the fields.
    const refused = site.getByRole('dialog', { name: 'Erro!' });
    await refused.getByText('Os dados enviados são inválidos.').waitFor();
    await refused.getByRole('button', { name: 'Ok' }).click();
    await refused.waitFor({ state: 'hidden' });

    // Site: a navigation whose data request never reaches the server says so in words.
    await site.route('**/plans.data*', (route) => route.abort('internetdisconnected'));
    await site.getByRole('link', { name: 'Planos' }).first().click();
    await site
      .getByText('Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.')
      .waitFor({ timeout: 20_000 });
    expect(await bodyText(site)).not.toMatch(VALIDATOR_WORDING);

    // Console: the plans list with the API unreachable, then a product's edit.
    const supplier = await apiAs(DEMO.supplier.email);
    const product = await supplier.products.create({
      name: `Chaleira Mensagens ${Date.now().toString(36)}`,
      price_cents: 4990,
      stock: 3,
      status: 'active',
    });
    try {
      const admin = await browser.newPage();
      await loginAs(admin, DEMO.admin.email);
      // The plans list with the API unreachable: the spec's sentence.
      await admin.route('**/api/v1/subscriber-plans**', (route) => route.abort('internetdisconnected'));
      await admin.goto('/admin/plans');
      await admin.getByText('Erro ao carregar os planos').first().waitFor({ timeout: 20_000 });
      expect(await bodyText(admin)).not.toMatch(VALIDATOR_WORDING);

      // The admin's edit of a product, two bad fields answered by the API at once.
      await admin.goto(`/admin/products/${product.id}`);
      const price = admin.getByRole('textbox', { name: /^Preço \(R\$\)/ });
      const gtin = admin.getByRole('textbox', { name: 'GTIN', exact: true });
      await expect.poll(() => price.inputValue(), { timeout: 20_000 }).not.toBe('');
      expect(await admin.getByRole('textbox', { name: /^Nome/ }).getAttribute('maxlength')).toBe('200');
      await price.fill('20.000.000,00');
      await gtin.fill('123');
      await admin.getByRole('button', { name: 'Salvar' }).click();
      await expectMessage(price, TOO_EXPENSIVE);
      await expectMessage(gtin, BAD_GTIN);
      expect(await bodyText(admin)).not.toMatch(VALIDATOR_WORDING);

      // A proxy's HTML 502 on save: the product's sentence, not the status line.
      await admin.route(`**/api/v1/products/${product.id}`, (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad Gateway</html>' })
          : route.fallback(),
      );
      await price.fill('59,90');
      await gtin.fill('');
      await admin.getByRole('button', { name: 'Salvar' }).click();
      await admin
        .getByText('O serviço está temporariamente indisponível. Tente novamente em alguns instantes.')
        .waitFor({ timeout: 20_000 });
    } finally {
      await supplier.products.remove(product.id);
    }
  });
});
