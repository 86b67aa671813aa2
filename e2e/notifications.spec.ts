import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { apiAs } from './fixtures/api.ts';
import { dataDir, journeys, open, useBrowser, waitForHydration } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { inspectPage } from './fixtures/inspect.ts';
import { mailsTo } from './fixtures/outbox.ts';
import { loginAs } from './fixtures/session.ts';
import { demoShipment } from './fixtures/shipments.ts';

/**
 * Issue #14's journeys on the site (decision 058): what one person does reaches the other's bell without
 * a reload (the server polls every 2 s here, e-mails leave a second after their event: global-setup.ts),
 * the e-mail carries the facts and a working link, and e-mail can be turned off in preferences and by
 * an e-mail's unsubscribe link, signed out. The demo client and supplier are used (a shipment needs a
 * product in a selection), with shipments of this file's own; the client's preferences are put back.
 */

const RECIPIENT = 'Rita Campos';
const TRACKING = 'BR246813579BR';
const CARRIER = 'Correios';

const shipmentToNiteroi = () =>
  demoShipment(RECIPIENT, {
    postcode: '20040002',
    address: 'Rua da Assembleia',
    number: '10',
    state: 'RJ',
    city: 'Niterói',
    district: 'Centro',
  });

/** The bell's count, read from its accessible name ("Notificações, 3 não lidas"; none: "Notificações"). */
async function bellCount(page: Page): Promise<number> {
  const name = (await page.getByRole('link', { name: /^Notificações/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) não lida/.exec(name)?.[1] ?? 0);
}

/** Waits, without reloading, until the bell shows more than `before` (the poll brings it). */
async function bellGrows(page: Page, before: number) {
  await expect.poll(() => bellCount(page), { timeout: 30_000 }).toBeGreaterThan(before);
}

/** The outbox's mails to `to` (every part decoded), newest first. */
const mailTexts = (to: string) => mailsTo(dataDir(), to).map((mail) => mail.text);

/** Waits for the mail to `to` that contains `needle` (e-mails leave from a job, after the event). */
async function mailWith(to: string, needle: string | RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () =>
        (found = mailTexts(to).find((mail) =>
          typeof needle === 'string' ? mail.includes(needle) : needle.test(mail),
        )),
      { timeout: 30_000 },
    )
    .toBeDefined();
  return found!;
}

/** "#12" in a mail's words, not "&#12…" of an HTML entity nor "#123". */
const aboutShipment = (id: number) => new RegExp(`(?<!&)#${id}(?![\\d;])`);

/** The supplier moves a shipment on (through the API: their screen is supplier-shipping.spec.ts's). */
async function supplierMoves(
  id: number,
  change: Parameters<Awaited<ReturnType<typeof apiAs>>['shippings']['update']>[1],
) {
  const supplier = await apiAs(DEMO.supplier.email);
  await supplier.shippings.update(id, change);
}

journeys('notifications on the site', () => {
  const browser = useBrowser();

  test('a new shipment reaches the supplier’s bell, and shipping it reaches the client’s bell and e-mail', async () => {
    const supplierPage = await browser.newPage();
    await loginAs(supplierPage, DEMO.supplier.email);
    await open(supplierPage, '/shipping');
    await waitForHydration(supplierPage);
    const supplierBefore = await bellCount(supplierPage);

    // The client sends a shipment; the supplier, on another page, sees the bell grow without reloading.
    const id = await shipmentToNiteroi();
    await bellGrows(supplierPage, supplierBefore);
    await supplierPage
      .getByRole('status')
      .filter({ hasText: /Você tem \d+ notificaç/ })
      .waitFor({ state: 'attached' });

    await supplierPage.getByRole('link', { name: /^Notificações/ }).click();
    await supplierPage.getByRole('heading', { level: 1, name: 'Notificações' }).waitFor();
    const created = supplierPage.getByRole('listitem').filter({
      has: supplierPage.getByRole('button', { name: `Nova remessa #${id} de ${DEMO.client.name}` }),
    });
    await created.getByText('Destino: Niterói/RJ.', { exact: false }).waitFor();
    await created.getByText('Não lida', { exact: true }).waitFor();
    await inspectPage(supplierPage, 'notifications-supplier');

    // Opening it marks it read (a POST) and lands on the shipment.
    await created.getByRole('button', { name: `Nova remessa #${id} de ${DEMO.client.name}` }).click();
    await supplierPage.waitForURL((url) => url.pathname === `/shipping/view/${id}`);
    await supplierPage.getByRole('heading', { level: 1, name: `Remessa #${id}` }).waitFor();

    // The supplier ships it with a carrier and a tracking code: the client's bell and outbox hear it.
    const clientPage = await browser.newPage();
    await loginAs(clientPage, DEMO.client.email);
    await open(clientPage, '/shipping');
    await waitForHydration(clientPage);
    const clientBefore = await bellCount(clientPage);

    const { result } = await (await apiAs(DEMO.supplier.email)).shippings.get(id);
    const orderId = result.shipping.orders[0]!.id;
    await supplierMoves(id, { status: 'processing' });
    await supplierMoves(id, {
      status: 'shipped',
      orders: [{ id: orderId, carrier: CARRIER, tracking_code: TRACKING }],
    });
    await bellGrows(clientPage, clientBefore);

    const mail = await mailWith(DEMO.client.email, TRACKING);
    expect(mail).toContain(CARRIER);
    const link = new RegExp(`https?://[^\\s"<>]+/shipping/view/${id}\\b`).exec(mail)?.[0];
    expect(link, 'the e-mail links to the shipment').toBeDefined();
    await clientPage.goto(link!);
    await clientPage.getByRole('heading', { level: 1, name: `Remessa #${id}` }).waitFor();

    // The client's list has it; "Marcar todas como lidas" empties the bell at once.
    await open(clientPage, '/notifications');
    await clientPage.getByRole('button', { name: `Remessa #${id}: Enviada` }).waitFor();
    await clientPage.getByText(`${RECIPIENT}: ${CARRIER}, código de rastreio ${TRACKING}`).waitFor();
    await clientPage.getByRole('button', { name: 'Marcar todas como lidas' }).click();
    await clientPage.getByText('Todas as notificações foram marcadas como lidas.').waitFor();
    await clientPage.getByRole('link', { name: 'Notificações', exact: true }).waitFor();
    expect(await bellCount(clientPage)).toBe(0);
  });

  test('preferences turn the e-mail off, and an e-mail’s link unsubscribes signed out', async () => {
    const client = await apiAs(DEMO.client.email);
    const { result: saved } = await client.notifications.preferences();
    try {
      const id = await shipmentToNiteroi();
      const page = await browser.newPage();
      await loginAs(page, DEMO.client.email);

      // "Remessas e pagamentos" off, through the page.
      await open(page, '/notifications/preferences');
      await page.getByRole('heading', { level: 1, name: 'Preferências de notificação' }).waitFor();
      await page.getByText('Notificações no app são sempre exibidas.').waitFor();
      const shipments = page.getByRole('checkbox', { name: 'Remessas e pagamentos' });
      expect(await shipments.isChecked()).toBe(true);
      await shipments.uncheck();
      await page.getByRole('button', { name: 'Salvar preferências' }).click();
      await page.getByText('Preferências salvas.').waitFor();
      // Checked once the page has settled: the button no longer pending, the pointer off it.
      await page.locator('button[aria-disabled="true"]').waitFor({ state: 'detached' });
      await page.mouse.move(0, 0);
      await inspectPage(page, 'notification-preferences');
      expect((await client.notifications.preferences()).result.preferences.email.shipments).toBe(false);

      // The next status change is in the bell, but no e-mail about it leaves.
      await open(page, '/shipping');
      await waitForHydration(page);
      const before = await bellCount(page);
      await supplierMoves(id, { status: 'processing' });
      await bellGrows(page, before);
      await open(page, '/notifications');
      await page.getByRole('button', { name: `Remessa #${id}: Em processamento` }).waitFor();
      // Absence can only be waited for: the e-mail's window (1 s) and its job have had many times their time.
      await expect
        .poll(() => mailTexts(DEMO.client.email).some((mail) => aboutShipment(id).test(mail)), {
          timeout: 8_000,
        })
        .toBe(true)
        .then(
          () => expect.fail(`an e-mail about shipment #${id} left with e-mail off`),
          () => undefined,
        );

      // E-mail back on; the next change is mailed, with its unsubscribe link.
      await client.notifications.savePreferences({
        ...saved.preferences,
        email: { ...saved.preferences.email, shipments: true },
      });
      await supplierMoves(id, { payment_status: 'paid' });
      const mail = await mailWith(DEMO.client.email, aboutShipment(id));
      expect(mail).toContain('Paga');
      // The footer's link to the site's page (the List-Unsubscribe header names the API's one-click address).
      const unsubscribe = [...mail.matchAll(/https?:\/\/[^\s"<>]+\/unsubscribe\?token=[\w.%-]+/g)]
        .map((match) => match[0])
        .find((url) => !url.includes('/api/'));
      expect(unsubscribe, 'the e-mail has an unsubscribe link').toBeDefined();

      // Opened signed out, in a fresh browser: it says what stops, and only the button changes anything.
      const stranger = await browser.newPage();
      await stranger.goto(unsubscribe!.replace(/&amp;/g, '&'));
      await stranger.getByRole('heading', { level: 1, name: 'Cancelar e-mails' }).waitFor();
      await stranger.getByText('Você não receberá mais e-mails de Remessas e pagamentos.').waitFor();
      expect((await client.notifications.preferences()).result.preferences.email.shipments).toBe(true);
      await inspectPage(stranger, 'unsubscribe');
      await stranger.getByRole('button', { name: 'Cancelar estes e-mails' }).click();
      await stranger.getByText('Pronto. Você não receberá mais e-mails de Remessas e pagamentos.').waitFor();
      expect((await client.notifications.preferences()).result.preferences.email.shipments).toBe(false);
    } finally {
      await client.notifications.savePreferences(saved.preferences);
    }
  });
});
