import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { apiAs } from './fixtures/api.ts';
import { journeys, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { inspectPage } from './fixtures/inspect.ts';
import { createPersonViaAdmin, fullNameOf, newPerson } from './fixtures/people.ts';
import { loginAs } from './fixtures/session.ts';

const onList = (page: Page) => page.waitForURL((url) => url.pathname === '/admin/plans' && !url.hash);
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
/** The price input (a text input in reais: "Preço *"), not the list's "Ordenar por preço" behind it. */
const price = (page: Page) => page.getByRole('textbox', { name: /^Preço/ });

journeys('admin console: plans and subscriptions', () => {
  const browser = useBrowser();

  test('an admin creates a plan and edits it, landing on the plans list each time, then removes it', async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.admin.email);
    const name = `Plano E2E ${Date.now().toString(36)}`;

    await page.goto('/admin/plans');
    await page.getByRole('tab', { name: 'Planos', selected: true }).waitFor();
    await page.getByRole('row').nth(1).waitFor();
    await inspectPage(page, 'admin-plans');

    await page.getByRole('link', { name: 'Criar' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/plans/create');
    await page.getByRole('button', { name: 'Salvar' }).waitFor();
    await page.getByRole('textbox', { name: /^Nome do plano/ }).fill(name);
    await page.getByRole('textbox', { name: 'Descrição' }).fill('Plano criado pelo teste do painel.');
    await page.getByRole('radio', { name: 'Fornecedor' }).check();
    await price(page).fill('129,90');
    const features = page.getByRole('combobox', { name: 'Recursos do plano' });
    await features.fill('Até 500 produtos');
    await features.press('Enter');
    await features.fill('Suporte por e-mail');
    await features.press('Enter');
    // Inactive: nobody on the site is offered a plan that exists only for this journey.
    await page.getByRole('switch', { name: 'Ativo' }).uncheck();
    await inspectPage(page, 'admin-plan-create');
    await page.getByRole('button', { name: 'Salvar' }).click();

    await onList(page);
    await rowOf(page, name).getByText('R$ 129,90').waitFor();
    const admin = await apiAs(DEMO.admin.email);
    const created = (await admin.plans.list()).data.find((plan) => plan.name === name);
    expect(created).toMatchObject({
      role: 'supplier',
      price_cents: 12990,
      interval: 'month',
      features: ['Até 500 produtos', 'Suporte por e-mail'],
      active: false,
    });

    await rowOf(page, name).getByText(name).click();
    await page.waitForURL((url) => url.pathname === `/admin/plans/${created!.id}`);
    await expect.poll(() => price(page).inputValue()).toBe('129,90');
    await inspectPage(page, 'admin-plan-edit');
    await price(page).fill('99,90');
    await page.getByRole('button', { name: 'Salvar' }).click();

    await onList(page);
    await rowOf(page, name).getByText('R$ 99,90').waitFor();
    expect((await admin.plans.get(created!.id)).data.price_cents).toBe(9990);

    await rowOf(page, name).getByText(name).click();
    await page.getByRole('button', { name: 'Remover', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Remover o plano ${name}?` });
    await dialog.waitFor();
    await inspectPage(page, 'admin-plan-remove');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await onList(page);
    await expect.poll(() => rowOf(page, name).count()).toBe(0);
    await expect(admin.plans.get(created!.id)).rejects.toMatchObject({ status: 404 });
  });

  test('an admin approves a pending payment, then cancels the subscription', async () => {
    const person = newPerson('aprovacao');
    await createPersonViaAdmin(person, 'client');
    const subscriber = await apiAs(person.email, person.password);
    const [plan] = (await subscriber.plans.list()).data;
    await subscriber.plans.subscribe(plan!.id);
    const name = fullNameOf(person);

    const page = await browser.newPage();
    await loginAs(page, DEMO.admin.email);
    await page.goto('/admin/plans');
    await page.getByRole('tab', { name: /^Assinaturas \(\d+ pendentes?\)$/ }).click();
    await page.waitForURL((url) => url.pathname === '/admin/subscriptions');
    const row = rowOf(page, person.email);
    await row.getByText('Pendente').waitFor();
    await inspectPage(page, 'admin-subscriptions');

    await row.getByRole('button', { name: `Aprovar a assinatura de ${name}` }).click();
    const approve = page.getByRole('dialog', { name: `Aprovar a assinatura de ${name}?` });
    await approve.waitFor();
    await inspectPage(page, 'admin-subscription-approve');
    await approve.getByRole('button', { name: 'Aprovar' }).click();
    await page.getByText('Assinatura aprovada.').waitFor();
    await row.getByText('Ativa', { exact: true }).waitFor();
    expect((await subscriber.auth.currentUser()).session.subscription).toMatchObject({
      active: true,
      status: 'active',
    });

    await row.getByRole('button', { name: `Cancelar a assinatura de ${name}` }).click();
    const cancel = page.getByRole('dialog', { name: `Cancelar a assinatura de ${name}?` });
    await cancel.getByRole('button', { name: 'Sim, cancelar' }).click();
    await page.getByText('Assinatura cancelada. O acesso continua até o fim do período já pago.').waitFor();
    await row.getByText('Cancelada', { exact: true }).waitFor();
    // Paid time still counts: access lasts until the period ends.
    expect((await subscriber.auth.currentUser()).session.subscription).toMatchObject({
      active: true,
      status: 'cancelled',
    });
  });
});
