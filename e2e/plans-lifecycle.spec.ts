import { expect, test } from 'vitest';
import { apiAs } from './fixtures/api.ts';
import { journeys, open, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { inspectPage } from './fixtures/inspect.ts';
import { createPersonViaAdmin, newPerson } from './fixtures/people.ts';
import { loginAs } from './fixtures/session.ts';
import type { Page } from 'playwright-core';

const PLAN = 'Revendedor Start';
const REQUEST_RECEIVED = 'Pedido de assinatura recebido.';

/** The admin approves (payment received) the person's request, as the admin console does, through the API. */
async function approvePendingRequestOf(email: string) {
  const admin = await apiAs(DEMO.admin.email);
  const { subscriptions } = await admin.subscriptions.paginate({
    filter: { status: 'pending' },
    per_page: 100,
  });
  const request = subscriptions.find((subscription) => subscription.user.email === email);
  if (!request) throw new Error(`no pending subscription for ${email}`);
  await admin.subscriptions.approve(request.id);
}

/** The subscription card: its status chip and the date line under it. */
const card = (page: Page) => page.getByRole('region', { name: 'Sua assinatura' });

/** "Válida até 05/03/2026" → that day, to compare periods. */
async function dateIn(page: Page, prefix: string): Promise<Date> {
  const line = await card(page)
    .getByText(new RegExp(`^${prefix} \\d{2}/\\d{2}/\\d{4}`))
    .textContent();
  const [, day, month, year] = /(\d{2})\/(\d{2})\/(\d{4})/.exec(line ?? '')!;
  return new Date(Number(year), Number(month) - 1, Number(day));
}

journeys('a subscription from request to cancellation', () => {
  const browser = useBrowser();

  test('a client subscribes, the admin approves, the client renews, then cancels', async () => {
    const person = newPerson('ciclo');
    await createPersonViaAdmin(person, 'client');
    const page = await browser.newPage();
    await loginAs(page, person.email, person.password);

    await open(page, '/plans');
    await card(page).getByText('Sem assinatura').waitFor();
    await page.getByRole('button', { name: `Assinar: ${PLAN}` }).click();
    await page.waitForURL((url) => url.searchParams.get('subscribed') === 'pending');
    await page.getByText(REQUEST_RECEIVED, { exact: false }).waitFor();
    await card(page).getByText('Aguardando aprovação do pagamento').waitFor();

    // Spec (docs/product.md#behaviours): once `subscription.active` changes, the next page load replaces the session and goes to /.
    await approvePendingRequestOf(person.email);
    await page.goto('/plans');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: `Olá, ${person.name} ${person.last_name}` }).waitFor();

    await open(page, '/plans');
    await card(page).getByText('Ativa', { exact: true }).waitFor();
    await card(page).getByText(`Plano: ${PLAN}`).waitFor();
    const firstEnd = await dateIn(page, 'Válida até');
    await inspectPage(page, 'plans-active');

    await open(page, '/plans/renew');
    await page.getByRole('heading', { level: 1, name: 'Renovar assinatura' }).waitFor();
    await inspectPage(page, 'plans-renew');
    await page.getByRole('button', { name: `Renovar: ${PLAN}` }).click();
    await page.waitForURL((url) => url.searchParams.get('subscribed') === 'pending');
    await page.getByText(REQUEST_RECEIVED, { exact: false }).waitFor();

    // The renewal's period starts where the paid one ends: the access date moves on by a month.
    await approvePendingRequestOf(person.email);
    await open(page, '/plans');
    await card(page).getByText('Ativa', { exact: true }).waitFor();
    const renewedEnd = await dateIn(page, 'Válida até');
    expect(renewedEnd.getTime()).toBeGreaterThan(firstEnd.getTime() + 25 * 86_400_000);

    // Cancel: a confirmation, then the page reloads; the paid time still counts.
    await page.getByRole('link', { name: 'Cancelar assinatura' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancelar a assinatura?' });
    await confirm.waitFor();
    await inspectPage(page, 'plans-cancel-confirm');
    await confirm.getByRole('button', { name: 'Sim, cancelar' }).click();
    await card(page).getByText('Cancelada', { exact: true }).waitFor();
    const accessEnd = await dateIn(page, 'Acesso até');
    expect(accessEnd.getTime()).toBe(renewedEnd.getTime());
    expect(new URL(page.url()).pathname).toBe('/plans');
    await inspectPage(page, 'plans-cancelled');
  });
});
