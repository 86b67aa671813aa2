import { expect, test } from 'vitest';
import { apiAs } from './fixtures/api.ts';
import { journeys, open, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { loginAs } from './fixtures/session.ts';

/*
 * Money and whole numbers read and shown the Brazilian way (decision 040), in the console and on the
 * site: "49,90" is R$ 49,90 (never R$ 4.990,00), "1.5" units are refused (never 15), "1.500" is 1.500,
 * an empty stock is not 0.
 */
journeys('numbers typed as a Brazilian types them', () => {
  const browser = useBrowser();

  test('prices and stock in the console and on the site', async () => {
    const supplier = await apiAs(DEMO.supplier.email);
    const client = await apiAs(DEMO.client.email);
    const name = `Garrafa Térmica E2E ${Date.now().toString(36)}`;
    const product = await supplier.products.create({ name, price_cents: 1990, stock: 5, status: 'active' });

    // Console: the admin types reais with a comma; the list shows BRL.
    const admin = await browser.newPage();
    await loginAs(admin, DEMO.admin.email);
    const price = admin.getByRole('textbox', { name: /^Preço \(R\$\)/ });
    const row = admin.getByRole('row').filter({ hasText: name });
    for (const [typed, cents, shown] of [
      ['49,90', 4990, /R\$\s49,90/],
      ['1.234,56', 123456, /R\$\s1\.234,56/],
    ] as const) {
      await admin.goto(`/admin/products/${product.id}`);
      await expect.poll(() => price.inputValue()).not.toBe('');
      await price.fill(typed);
      await admin.getByRole('button', { name: 'Salvar' }).click();
      await admin.waitForURL((url) => url.pathname === '/admin/products');
      await expect.poll(async () => (await supplier.products.get(product.id)).price_cents).toBe(cents);
      await admin.goto(`/admin/products?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
      await row.getByText(shown).waitFor();
    }
    await admin.goto(`/admin/products/${product.id}`);
    await expect.poll(() => price.inputValue()).toBe('1.234,56');
    await price.fill('doze reais');
    await admin.getByRole('button', { name: 'Salvar' }).click();
    await admin.getByText('Informe um valor em reais, como 49,90.').waitFor();
    await price.fill('49.90');
    await admin.getByText('Use vírgula para os centavos, como em 49,90.').waitFor();
    expect(admin.url()).toContain(`/admin/products/${product.id}`);
    expect((await supplier.products.get(product.id)).price_cents).toBe(123456);

    // Site: the supplier's stock, refused when it is not a whole number, kept when left empty.
    const site = await browser.newPage();
    await loginAs(site, DEMO.supplier.email);
    await open(site, `/product/${product.id}`);
    const stock = site.getByRole('textbox', { name: 'Estoque', exact: true });
    const save = site.getByRole('button', { name: 'Salvar alterações' });
    // A refusal also opens the page's error dialog; its "Ok" gives the form back.
    const okRefusal = () => site.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
    await stock.fill('1.5');
    await save.click();
    await site.getByText('Informe um número inteiro, sem vírgula.').waitFor();
    await okRefusal();
    await stock.fill('1.500');
    await save.click();
    await expect.poll(async () => (await supplier.products.get(product.id)).stock).toBe(1500);
    await open(site, `/product/${product.id}`);
    await expect.poll(() => stock.inputValue()).toBe('1.500');
    await stock.fill('');
    await save.click();
    await site.getByText('Campo obrigatório.').waitFor();
    expect((await supplier.products.get(product.id)).stock).toBe(1500);

    // Site: the client's own price.
    // A client's price cannot be below the supplier's: back to R$ 49,90 first.
    await supplier.products.update(product.id, { price_cents: 4990 });
    await client.products.markUnmark({ product_id: product.id });
    const shop = await browser.newPage();
    await loginAs(shop, DEMO.client.email);
    await open(shop, `/products?search=${encodeURIComponent(name)}`);
    const card = shop.getByRole('article').filter({ has: shop.getByRole('heading', { name }) });
    await card.getByLabel('Meu preço (R$)').fill('59,90');
    await card.getByRole('button', { name: 'Salvar' }).click();
    await card.getByText(/Meu preço: R\$\s59,90/).waitFor();
    await expect.poll(() => card.getByLabel('Meu preço (R$)').inputValue()).toBe('59,90');

    await client.products.markUnmark({ product_id: product.id });
    await supplier.products.remove(product.id);
  });
});
