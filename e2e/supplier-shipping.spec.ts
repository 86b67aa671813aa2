import { expect, test } from 'vitest';
import { journeys, open, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { inspectPage } from './fixtures/inspect.ts';
import { loginAs } from './fixtures/session.ts';
import { demoShipment } from './fixtures/shipments.ts';

const RECIPIENT = 'Paulo Mendes';

/** What the demo client sends the demo supplier, through the API, for the supplier to dispatch. */
const shipmentForTheSupplier = () =>
  demoShipment(RECIPIENT, {
    postcode: '01001000',
    address: 'Praça da Sé',
    number: '200',
    state: 'SP',
    city: 'São Paulo',
    district: 'Sé',
  });

journeys("a supplier's shipments", () => {
  const browser = useBrowser();

  test('the supplier advances a shipment, enters its tracking code and marks it paid', async () => {
    const id = await shipmentForTheSupplier();
    const page = await browser.newPage();
    await loginAs(page, DEMO.supplier.email);
    await open(page, '/shipping');
    await page.getByRole('heading', { level: 1, name: 'Remessa' }).waitFor();
    await inspectPage(page, 'shipping-list-supplier');

    await page.getByRole('link', { name: new RegExp(`^#${id}\\b`) }).click();
    await page.waitForURL((url) => url.pathname === `/shipping/view/${id}`);
    await page.getByRole('heading', { level: 1, name: `Remessa #${id}` }).waitFor();
    await page.getByText(RECIPIENT).first().waitFor();
    await inspectPage(page, 'shipping-view-supplier');

    await page.getByRole('button', { name: 'Mudar para Em processamento' }).click();
    await page.getByText('Remessa alterada para Em processamento.').waitFor();
    await page.getByRole('button', { name: 'Mudar para Enviada' }).waitFor();

    await page.getByLabel('Código de rastreio').fill('BR987654321BR');
    await page.getByLabel('Transportadora').fill('Correios');
    await page.getByRole('button', { name: 'Salvar rastreio' }).click();
    await page.getByText('Rastreio salvo.').waitFor();

    await page.getByRole('button', { name: 'Marcar como paga' }).click();
    await page.getByText('Pagamento registrado.').waitFor();
    await page.getByRole('button', { name: 'Marcar como paga' }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Mudar para Enviada' }).click();
    await page.getByText('Remessa alterada para Enviada.').waitFor();
    await inspectPage(page, 'shipping-view-supplier-shipped');

    // What the API stored, on a fresh load: status, payment, tracking code.
    await open(page, `/shipping/view/${id}`);
    const heading = page.getByRole('heading', { level: 1, name: `Remessa #${id}` });
    const header = page.locator('div', { has: heading }).last();
    await header.getByText('Enviada', { exact: true }).waitFor();
    await header.getByText('Paga', { exact: true }).waitFor();
    expect(await page.getByLabel('Código de rastreio').inputValue()).toBe('BR987654321BR');
    await page.getByRole('button', { name: 'Mudar para Entregue' }).waitFor();
  });
});
