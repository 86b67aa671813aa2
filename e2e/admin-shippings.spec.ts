import { expect, test } from 'vitest';
import { apiAs } from './fixtures/api.ts';
import { journeys, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { inspectPage } from './fixtures/inspect.ts';
import { loginAs } from './fixtures/session.ts';
import { demoShipment } from './fixtures/shipments.ts';

const RECIPIENT = 'Renata Lima';

/** A shipment of this journey's own (the seeded ones are other journeys'), sent by the demo client. */
const newShipment = () =>
  demoShipment(RECIPIENT, {
    postcode: '20040002',
    address: 'Rua da Assembleia',
    number: '10',
    state: 'RJ',
    city: 'Rio de Janeiro',
    district: 'Centro',
  });

journeys('admin console: Remessa', () => {
  const browser = useBrowser();

  test('an admin finds a shipment by its status tab and moves it on, pays it and tracks it', async () => {
    const id = await newShipment();
    const admin = await apiAs(DEMO.admin.email);
    const page = await browser.newPage();
    await loginAs(page, DEMO.admin.email);

    await page.goto('/admin/shippings');
    const pendingTab = page.getByRole('tab', { name: /^Pendente \(\d+\)$/ });
    await pendingTab.waitFor();
    await inspectPage(page, 'admin-shippings');
    await pendingTab.click();
    await expect.poll(() => pendingTab.getAttribute('aria-selected')).toBe('true');
    await page
      .getByRole('row')
      .filter({ hasText: RECIPIENT.split(' ')[0]! })
      .or(page.getByRole('row').filter({ hasText: String(id) }))
      .first()
      .waitFor();

    await page.goto(`/admin/shippings/${id}/show`);
    await page.getByRole('heading', { level: 2, name: `Remessa #${id}` }).waitFor();
    await page.getByText(RECIPIENT).first().waitFor();
    await inspectPage(page, 'admin-shipping-show');

    await page.getByRole('textbox', { name: 'Observação (opcional)' }).fill('Separado no estoque');
    await page.getByRole('button', { name: 'Mudar para Em processamento' }).click();
    await page.getByText('Remessa alterada para Em processamento.').waitFor();
    await page.getByRole('button', { name: 'Mudar para Enviada' }).waitFor();
    await page.getByText('Separado no estoque', { exact: false }).first().waitFor();

    await page.getByRole('button', { name: 'Marcar como paga' }).click();
    await page.getByText('Pagamento registrado.').waitFor();
    await page.getByRole('textbox', { name: 'Código de rastreio' }).fill('BR987654321BR');
    await page.getByRole('textbox', { name: 'Transportadora' }).fill('Correios');
    await page.getByRole('button', { name: 'Salvar rastreio' }).click();
    await page.getByText('Rastreio salvo.').waitFor();

    const { shipping } = (await admin.shippings.get(id)).result;
    expect(shipping).toMatchObject({ status: 'processing', payment_status: 'paid' });
    expect(shipping.orders[0]).toMatchObject({ tracking_code: 'BR987654321BR', carrier: 'Correios' });
    expect(shipping.history.map((h) => [h.field, h.to, h.note])).toContainEqual([
      'status',
      'processing',
      'Separado no estoque',
    ]);
  });

  test('a step the rules refuse shows the API’s sentence (409)', async () => {
    const id = await newShipment();
    const page = await browser.newPage();
    await loginAs(page, DEMO.admin.email);
    await page.goto(`/admin/shippings/${id}/show`);
    await page.getByRole('button', { name: 'Mudar para Em processamento' }).waitFor();
    // Meanwhile the client cancels it: the screen still offers the step, which the API now refuses.
    await (await apiAs(DEMO.client.email)).shippings.update(id, { status: 'cancelled' });
    await page.getByRole('button', { name: 'Mudar para Em processamento' }).click();
    await page.getByText('Não é possível mudar a remessa de Cancelada para Em processamento.').waitFor();
  });
});
