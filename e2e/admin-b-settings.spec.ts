import { expect, test } from 'vitest';
import { apiAs } from './fixtures/api.ts';
import { journeys, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { inspectPage } from './fixtures/inspect.ts';
import { loginAs } from './fixtures/session.ts';

journeys('admin console: configuration, ERP and dashboard', () => {
  const browser = useBrowser();

  test('an admin edits a configuration value; a secret is never shown', async () => {
    const admin = await apiAs(DEMO.admin.email);
    const [support] = (await admin.config.byCode(['support_email'])).data;
    const page = await browser.newPage();
    await loginAs(page, DEMO.admin.email);
    try {
      await page.goto('/admin/config');
      const row = page.getByRole('row').filter({ hasText: 'E-mail de suporte' });
      await row.waitFor();
      await page.getByRole('row').filter({ hasText: 'Bling: Client Secret' }).waitFor();
      await inspectPage(page, 'admin-config');

      await row.getByText('E-mail de suporte').click();
      await page.waitForURL((url) => url.pathname === `/admin/config/${support!.id}`);
      const value = page.getByRole('textbox', { name: 'Valor' });
      await expect.poll(() => value.inputValue()).toBe(support!.value);
      await inspectPage(page, 'admin-config-edit');
      await value.fill('ajuda.e2e@ponte.com.br');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/config');
      await row.getByText('ajuda.e2e@ponte.com.br').waitFor();
      expect((await admin.config.get(support!.id!)).data.value).toBe('ajuda.e2e@ponte.com.br');

      await page
        .getByRole('row')
        .filter({ hasText: 'Bling: Client Secret' })
        .getByText('Bling: Client Secret')
        .click();
      const secret = page.getByLabel('Novo valor', { exact: true });
      await secret.waitFor();
      expect(await secret.getAttribute('type')).toBe('password');
      expect(await secret.inputValue()).toBe('');
    } finally {
      await admin.config.update(support!.id!, support!.value);
    }
  });

  test('the hidden ERP screen lists the suppliers’ Bling connections, read-only', async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.admin.email);
    await page.goto('/admin/erp');
    // A row per supplier that ever connected; on a fresh database, none yet.
    await page
      .getByRole('columnheader', { name: 'Conexão' })
      .or(page.getByText('Nenhum fornecedor conectou o Bling ainda.'))
      .first()
      .waitFor();
    expect(await page.getByText('Algo deu errado ao listar os ERPS.').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Criar' }).count()).toBe(0);
    // Not in the menu (docs/product.md#layout: ERP hidden).
    expect(await page.getByRole('menuitem', { name: 'ERP' }).count()).toBe(0);
    await inspectPage(page, 'admin-erp');
  });

  test('the dashboard shows the platform’s figures, subscriptions, shipments and 30 days of sales', async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.admin.email);
    await page.goto('/admin/dashboard');
    await page.getByText('Valor pago na plataforma').waitFor();
    await page
      .getByRole('region', { name: 'Assinaturas por situação' })
      .getByRole('link', { name: /Pendentes/ })
      .waitFor();
    await page.getByRole('region', { name: 'Remessas da plataforma por situação' }).waitFor();
    await page.getByRole('heading', { name: 'Vendas da plataforma nos últimos 30 dias' }).waitFor();
    await inspectPage(page, 'admin-dashboard-figures');
  });
});
