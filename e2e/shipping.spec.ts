import { expect, test } from 'vitest';
import { journeys, open, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { inspectPage } from './fixtures/inspect.ts';
import { loginAs } from './fixtures/session.ts';

// In the demo client's selection; both from the same supplier, so one shipment is created.
const ITEM = 'Garrafa Térmica Inox 1 Litro';

journeys('shipments', () => {
  const browser = useBrowser();

  test('a client sends a shipment, the CEP filling the address, and sees it', async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.client.email);
    await open(page, '/shipping');
    await page.getByRole('heading', { level: 1, name: 'Remessa' }).waitFor();
    await inspectPage(page, 'shipping-list');

    await page.getByRole('link', { name: 'Nova remessa' }).click();
    await page.waitForURL((url) => url.pathname === '/shipping/new');
    await page.getByRole('heading', { level: 1, name: 'Nova remessa' }).waitFor();
    await inspectPage(page, 'shipping-new');

    const order = page.getByRole('region', { name: 'Destinatário 1' });
    await order.getByLabel('Nome do destinatário').fill('Marina Costa');
    await order.getByLabel('CPF ou CNPJ').fill('529.982.247-25');
    await order.getByLabel('Telefone').fill('(21) 98765-4321');
    await order.getByLabel('CEP').fill('20040-002');
    // The fake ViaCEP (e2e/fixtures/global-setup.ts) knows this CEP.
    await expect.poll(() => order.getByLabel('Endereço').inputValue()).toBe('Rua da Assembleia');
    expect(await order.getByLabel('Bairro').inputValue()).toBe('Centro');
    expect(await order.getByLabel('Cidade').inputValue()).toBe('Rio de Janeiro');
    expect(await order.getByLabel('UF').inputValue()).toBe('RJ');
    await order.getByLabel('Número').fill('10');
    await order.getByRole('listitem').filter({ hasText: ITEM }).getByLabel('Qtd.').fill('2');
    await page.getByText(/Total da remessa: R\$\s129,80/).waitFor();

    await page.getByRole('button', { name: 'Enviar remessa' }).click();
    await page.waitForURL((url) => /^\/shipping\/view\/\d+$/.test(url.pathname));
    await page.getByText('Marina Costa').first().waitFor();
    await page.getByText(ITEM).first().waitFor();
    await page.getByText('Rua da Assembleia', { exact: false }).first().waitFor();
    await inspectPage(page, 'shipping-view');
  });
});
