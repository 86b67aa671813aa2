import { expect, test } from 'vitest';
import { makeCatalogue } from '../api/test/fake-bling/catalogue.ts';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET } from '../api/test/fake-bling/index.ts';
import { apiAs } from './fixtures/api.ts';
import { journeys, open, serverUrl, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { BLING_PRODUCTS } from './fixtures/global-setup.ts';
import { inspectPage } from './fixtures/inspect.ts';
import { createPersonViaAdmin, newPerson } from './fixtures/people.ts';
import { loginAs } from './fixtures/session.ts';

// The fresh database has no Bling app credentials: the admin has not configured the integration.
const NOT_CONFIGURED = 'O administrador ainda não configurou a integração com o Bling.';

journeys('ERP and Bling for a supplier', () => {
  const browser = useBrowser();

  test('the supplier sees the Bling card and the ERP options; a sync says why it cannot start', async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.supplier.email);
    await open(page, '/erp');
    await page.getByRole('heading', { level: 1, name: 'ERP' }).waitFor();
    const card = page.getByRole('region', { name: 'Bling' });
    await card.getByText(NOT_CONFIGURED, { exact: false }).waitFor();
    await page.getByRole('region', { name: 'Opções de sincronização' }).waitFor();
    await inspectPage(page, 'erp-supplier');

    await open(page, '/products');
    await page.getByRole('button', { name: 'Sincronizar com o Bling' }).click();
    // The API's own 409 text: the integration is not configured yet.
    await page
      .getByRole('alert')
      .filter({ hasText: /Bling ainda não foi configurada/ })
      .waitFor();
    await inspectPage(page, 'products-bling-refused');
  });

  test('after the admin configures Bling, a supplier connects it on /erp and the sync brings the catalogue', async () => {
    // What the admin types on /admin/config: the Bling app's credentials and its redirect link.
    const admin = await apiAs(DEMO.admin.email);
    const values = {
      bling_client_id: FAKE_CLIENT_ID,
      bling_client_secret: FAKE_CLIENT_SECRET,
      bling_redirect_uri: `${serverUrl()}/api/v1/bling/callback`,
    };
    for (const param of (await admin.config.byCode(Object.keys(values))).data) {
      await admin.config.update(param.id!, values[param.code as keyof typeof values]);
    }
    // A supplier of their own, so the demo supplier's catalogue stays as other journeys expect it.
    const supplier = newPerson('bling');
    await createPersonViaAdmin(supplier, 'supplier');

    const page = await browser.newPage();
    await loginAs(page, supplier.email, supplier.password);
    await open(page, '/erp');
    const card = page.getByRole('region', { name: 'Bling' });
    await card.getByText('Desconectado').waitFor();
    await card.getByRole('button', { name: 'Conectar ao Bling' }).click();

    // The fake Bling approves at once and sends the browser back through the API's callback.
    await page.waitForURL((url) => url.pathname === '/erp' && url.searchParams.get('bling') === 'connected');
    await page.getByText('Bling conectado. Você já pode sincronizar seus produtos.').waitFor();
    await card.getByText('Conectado', { exact: true }).waitFor();
    // Connecting queues the first full sync; the card refreshes itself until it is over.
    const lastRun = card.getByRole('region', { name: 'Última sincronização' });
    await lastRun.getByText('Concluída').waitFor({ timeout: 60_000 });
    await inspectPage(page, 'erp-bling-connected');

    const sellable = makeCatalogue(BLING_PRODUCTS).find(
      (p) => p.situacao === 'A' && !p.excluido && p.formato === 'S' && p.tipo === 'P',
    )!;
    await open(page, `/products?search=${encodeURIComponent(sellable.nome)}`);
    await expect.poll(() => page.getByRole('heading', { name: sellable.nome }).count()).toBeGreaterThan(0);
  });
});
