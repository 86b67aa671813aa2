import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiAs } from './fixtures/api.ts';
import { journeys, open, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { expectAccessible, inspectPage } from './fixtures/inspect.ts';
import { usePaymentsServer } from './fixtures/payments.ts';
import { createPersonViaAdmin, fullNameOf, newPerson } from './fixtures/people.ts';
import { loginAs } from './fixtures/session.ts';

const PAID = 'Pagamento confirmado. Sua assinatura está ativa.';
const INACTIVE = 'Sua conta não esta ativa, para ter acesso a todo o sistema faça ou renove a sua assinatura';
const CLIENT_PLAN = 'Revendedor Start';
const SUPPLIER_PLAN = 'Fornecedor Essencial';
/**
 * A payment reaches the page through the fake's webhook, a job and the page's own check every 4 s
 * (decision 080): seconds, but a minute on a loaded 2-core machine.
 */
const UNTIL_PAID = { timeout: 60_000 };

const planCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const paymentStep = (page: Page) => page.getByRole('region', { name: 'Pagamento', exact: true });
/** The payment service's pages open in a new tab, and their links say so. */
const providerLink = (scope: Page | Locator, name: string) =>
  scope.getByRole('link', { name: `${name} (abre em uma nova aba)` });

/** Subscribes on the plans page with `method`, and waits for the payment step that follows. */
async function subscribeWith(page: Page, plan: string, method: string, document?: string) {
  const card = planCard(page, plan);
  await card.getByRole('radio', { name: method, exact: true }).check();
  if (document) await card.getByRole('textbox', { name: /^CPF ou CNPJ/ }).fill(document);
  await card.getByRole('button', { name: `Assinar: ${plan}` }).click();
  await page.waitForURL((url) => url.searchParams.get('subscribed') === 'payment');
  return paymentStep(page);
}

/** The plans page followed the payment and led on by itself to the person's screens, saying so. */
async function expectLedToProducts(page: Page) {
  await page.waitForURL(
    (url) => url.pathname === '/products' && url.searchParams.get('pagamento') === 'confirmado',
    UNTIL_PAID,
  );
  await page.getByRole('status').filter({ hasText: PAID }).waitFor();
  await page.getByRole('heading', { level: 1, name: 'Produtos' }).waitFor();
}

/** The `pay_…` id in one of the fake Asaas's links (its invoice page, its boleto PDF). */
const paymentIdIn = (href: string | null) => /\/(?:i|b)\/(pay_[^/.]+)/.exec(href ?? '')?.[1];

journeys('payments through Asaas', () => {
  const payments = usePaymentsServer();
  const browser = useBrowser();

  test('a reseller without a CPF pays by Pix and lands on the catalogue, with no reload', async () => {
    const person = newPerson('pix');
    await createPersonViaAdmin(person, 'client', { document: false });
    const page = await browser.newPage();
    await loginAs(page, person.email, person.password);

    await open(page, '/plans');
    const step = await subscribeWith(page, CLIENT_PLAN, 'Pix', person.document);
    await step.getByRole('img', { name: 'QR Code Pix' }).waitFor();
    const code = step.getByRole('textbox', { name: 'Pix copia e cola' });
    expect(await code.inputValue()).toMatch(/^000201.+6304[0-9A-F]{4}$/);
    await step.getByRole('button', { name: 'Copiar código' }).waitFor();
    await inspectPage(page, 'payments-pix-step');

    // What the page does from now on is its own: a reload would start a new document (a new time origin).
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    // The payer opens the invoice in another tab and pays there, then comes back to this one.
    const [invoice] = await Promise.all([
      page.context().waitForEvent('page'),
      providerLink(step, 'Abrir fatura').click(),
    ]);
    await invoice.getByRole('button', { name: 'Pagar agora (simulado)' }).click();
    await invoice.getByText('Recebida (RECEIVED)').waitFor();
    await page.bringToFront();

    await expectLedToProducts(page);
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(timeOrigin);
    expect(await page.getByText(INACTIVE).count()).toBe(0);
    await inspectPage(page, 'payments-paid-landing');
  }, 150_000);

  test('a supplier in trial pays by boleto from the trial card, and the history shows it paid', async () => {
    const person = newPerson('boleto');
    await createPersonViaAdmin(person, 'supplier');
    const page = await browser.newPage();
    await loginAs(page, person.email, person.password);

    await open(page, '/');
    await page.getByText('Situação: Em período de teste').waitFor();
    await page.getByRole('link', { name: 'Ver planos' }).click();
    await page.waitForURL((url) => url.pathname === '/plans');
    await page.getByRole('heading', { level: 1, name: 'Planos' }).waitFor();

    // Their CPF is on the profile: only the method is asked.
    const card = planCard(page, SUPPLIER_PLAN);
    await card.getByRole('radiogroup', { name: 'Como pagar' }).waitFor();
    expect(await card.getByRole('textbox').count()).toBe(0);
    const step = await subscribeWith(page, SUPPLIER_PLAN, 'Boleto');
    const line = step.getByRole('textbox', { name: 'Linha digitável' });
    await line.waitFor();
    expect(await line.inputValue()).toMatch(/^\d{47}$/);
    const pdf = providerLink(step, 'Baixar boleto (PDF)');
    const href = await pdf.getAttribute('href');
    expect(href).toMatch(/\/b\/pay_\w+\.pdf$/);
    expect(new URL(href!).origin).toBe(payments.asaas.url);
    await inspectPage(page, 'payments-boleto-step');

    // The bank tells Asaas the boleto was paid (the sandbox's "confirm").
    payments.asaas.controls.confirm(paymentIdIn(href)!);
    await expectLedToProducts(page);

    await open(page, '/plans');
    const history = page.getByRole('region', { name: 'Histórico de cobranças' });
    const row = history.getByRole('row').filter({ hasText: 'Boleto' });
    await row.getByText('Paga', { exact: true }).waitFor();
    await row.getByRole('link', { name: 'Comprovante (abre em uma nova aba)' }).waitFor();
    expect(await paymentStep(page).count()).toBe(0);
    await page.getByRole('region', { name: 'Sua assinatura' }).getByText('Ativa', { exact: true }).waitFor();
    await inspectPage(page, 'payments-history-paid');
  }, 150_000);

  test('an admin refunds a paid charge in the console, and the reseller’s access ends', async () => {
    const person = newPerson('estorno');
    await createPersonViaAdmin(person, 'client');
    const subscriber = await apiAs(person.email, person.password);
    const plan = (await subscriber.plans.list()).data.find(({ name }) => name === CLIENT_PLAN);
    await subscriber.plans.subscribe(plan!.id, { method: 'pix' });
    // The first charge, once Asaas has issued it; then paid, as a Pix is at once.
    const chargeId = async () => (await subscriber.payments.summary()).current_charge?.external_id;
    await expect.poll(chargeId).toMatch(/^pay_/);
    payments.asaas.controls.confirm((await chargeId())!);
    await expect
      .poll(async () => (await subscriber.auth.currentUser()).session.subscription.active, UNTIL_PAID)
      .toBe(true);

    // The reseller has the catalogue.
    const reseller = await browser.newPage();
    await loginAs(reseller, person.email, person.password);
    await open(reseller, '/products');
    await reseller.getByRole('heading', { level: 1, name: 'Produtos' }).waitFor();
    expect(await reseller.getByText(INACTIVE).count()).toBe(0);

    const page = await browser.newPage();
    await loginAs(page, DEMO.admin.email);
    await page.goto('/admin');
    await page.getByRole('menuitem', { name: 'Planos' }).click();
    await page.getByRole('tab', { name: /^Assinaturas/ }).click();
    await page.waitForURL((url) => url.pathname === '/admin/subscriptions');
    await page.getByPlaceholder('Buscar').fill(person.email);
    const row = page.getByRole('row').filter({ hasText: person.email });
    await row.getByText('Ativa', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Cobranças de ${fullNameOf(person)}` }).click();
    const charges = page.getByRole('table', { name: 'Cobranças' });
    const paid = charges.getByRole('row').filter({ hasText: 'Recebida' });
    await paid.getByText('Paga', { exact: true }).waitFor();
    await inspectPage(page, 'payments-console-charges');

    await paid.getByRole('button', { name: /^Estornar a cobrança de R\$\s49,90 com vencimento em/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Estornar cobrança?' });
    await confirm.waitFor();
    // axe only, at this width: at a phone's the list has no expanded rows, so this dialog would close.
    await expectAccessible(page, 'the refund confirmation');
    await confirm.getByRole('button', { name: 'Estornar' }).click();
    await page.getByText('Cobrança estornada e assinatura cancelada.').waitFor();
    await charges.getByRole('row').filter({ hasText: 'Estornada' }).first().waitFor();
    await expect.poll(() => charges.getByRole('button', { name: /^Estornar/ }).count()).toBe(0);

    // The reseller's next page load says the account is not active (a changed session first leads to /,
    // decision 025), and so does /products after it.
    await reseller.goto('/products');
    const dialog = reseller.getByRole('dialog', { name: INACTIVE });
    await dialog.waitFor();
    await open(reseller, '/products');
    await dialog.waitFor();
    await inspectPage(reseller, 'payments-refunded-inactive');
  }, 180_000);
});
