import { expect, test } from 'vitest';
import { apiAs } from './fixtures/api.ts';
import type { Page } from 'playwright-core';
import { journeys, open, serverUrl, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { loginAs } from './fixtures/session.ts';

/*
 * Money and whole numbers read and shown the Brazilian way (decision 040), in the console and on the
 * site: "49,90" is R$ 49,90 (never R$ 4.990,00), "1.5" units are refused (never 15), "1.500" is 1.500,
 * an empty stock is not 0.
 */
/** The interface in English for this page's context, as the language switch leaves it (cookie ponte_lang). */
const inEnglish = (page: Page) =>
  page.context().addCookies([{ name: 'ponte_lang', value: 'en', url: serverUrl(), sameSite: 'Lax' }]);

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
  }, 180_000);

  /*
   * Decision 050: in English the same screens show "1,234.56" and "R$1,234.56", accept what they show,
   * and refuse the Brazilian "49,90" or "1.5" with an English sentence instead of reading it as something else.
   */
  test('in English, prices and stock read and show the English way', async () => {
    const supplier = await apiAs(DEMO.supplier.email);
    const client = await apiAs(DEMO.client.email);
    const name = `Garrafa English E2E ${Date.now().toString(36)}`;
    const product = await supplier.products.create({
      name,
      price_cents: 123456,
      stock: 1500,
      status: 'active',
    });
    try {
      // Console: the stored price shown as "1,234.56"; "49,90" refused; "2,345.67" saved as 234567.
      const admin = await browser.newPage();
      await inEnglish(admin);
      await loginAs(admin, DEMO.admin.email);
      await admin.goto(`/admin/products/${product.id}`);
      const price = admin.getByRole('textbox', { name: /^Price \(R\$\)/ });
      await expect.poll(() => price.inputValue(), { timeout: 20_000 }).toBe('1,234.56');
      await price.fill('49,90');
      await admin.getByRole('button', { name: 'Save' }).click();
      await admin.getByText('Use a dot before the cents, as in 49.90.').waitFor();
      expect((await supplier.products.get(product.id)).price_cents).toBe(123456);
      await price.fill('2,345.67');
      await admin.getByRole('button', { name: 'Save' }).click();
      await admin.waitForURL((url) => url.pathname === '/admin/products');
      await expect.poll(async () => (await supplier.products.get(product.id)).price_cents).toBe(234567);
      await admin.goto(`/admin/products?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
      await admin.getByRole('row').filter({ hasText: name }).getByText('R$2,345.67').waitFor();

      // Site: the supplier's form shows "1,500" and "2,345.67"; "1.5" is refused, "2,500" is 2500.
      const site = await browser.newPage();
      await inEnglish(site);
      await loginAs(site, DEMO.supplier.email);
      await open(site, `/product/${product.id}`);
      const stock = site.getByRole('textbox', { name: 'Stock', exact: true });
      expect(await stock.inputValue()).toBe('1,500');
      expect(await site.getByRole('textbox', { name: /^Price \(R\$\)/ }).inputValue()).toBe('2,345.67');
      await site.getByText('R$2,345.67').first().waitFor();
      await stock.fill('1.5');
      await site.getByRole('button', { name: 'Save changes' }).click();
      await site.getByText('Enter a whole number, without a decimal point.').waitFor();
      await site.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
      await stock.fill('2,500');
      await site.getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(async () => (await supplier.products.get(product.id)).stock).toBe(2500);

      // Site: the client's own price typed the English way.
      await client.products.markUnmark({ product_id: product.id });
      const shop = await browser.newPage();
      await inEnglish(shop);
      await loginAs(shop, DEMO.client.email);
      await open(shop, `/products?search=${encodeURIComponent(name)}`);
      const card = shop.getByRole('article').filter({ has: shop.getByRole('heading', { name }) });
      const mine = card.getByLabel('My price (R$)');
      await mine.fill('25,90');
      await card.getByRole('button', { name: 'Save' }).click();
      await card.getByText('Use a dot before the cents, as in 49.90.').waitFor();
      await mine.fill('2,599.90');
      await card.getByRole('button', { name: 'Save' }).click();
      await card.getByText('My price: R$2,599.90').waitFor();
      await expect.poll(() => mine.inputValue()).toBe('2,599.90');
      await client.products.markUnmark({ product_id: product.id });
    } finally {
      await supplier.products.remove(product.id);
    }
  }, 180_000);
});
