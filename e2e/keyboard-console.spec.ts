import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { apiAs } from './fixtures/api.ts';
import { journeys, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { focused, holdsFocus, tabTo, typeInto } from './fixtures/keyboard.ts';
import { createPersonViaAdmin, fullNameOf, newPerson } from './fixtures/people.ts';
import { loginAs } from './fixtures/session.ts';
import { demoShipment } from './fixtures/shipments.ts';

/*
 * The admin's forms and actions in the console by keyboard only (decision 049): Tab, Shift+Tab, Enter,
 * Space, Escape and typing into what the keyboard focused. After each action: where the focus is (the
 * content, react-admin's `#main-content`, or the control that follows; never the page body) and the
 * notification that says what happened (an alert).
 */
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();
const onPath = (page: Page, path: string | RegExp) =>
  page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)));

journeys('keyboard only, console', () => {
  const browser = useBrowser();

  test('an admin creates a client, edits a plan and a setting, moves a shipment and approves a subscription', async () => {
    const admin = await apiAs(DEMO.admin.email);
    const planName = `Plano Teclado ${Date.now().toString(36)}`;
    const { data: plan } = await admin.plans.create({
      name: planName,
      role: 'supplier',
      price_cents: 12990,
      active: false,
    });
    const subscriber = newPerson('tecladoassina');
    await createPersonViaAdmin(subscriber, 'client');
    const [offered] = (await (await apiAs(subscriber.email, subscriber.password)).plans.list()).data;
    await (await apiAs(subscriber.email, subscriber.password)).plans.subscribe(offered!.id);
    const shipment = await demoShipment('Otávio Reis', {
      postcode: '01001000',
      address: 'Praça da Sé',
      number: '400',
      state: 'SP',
      city: 'São Paulo',
      district: 'Sé',
    });
    const [support] = (await admin.config.byCode(['support_email'])).data;

    const page = await browser.newPage();
    await loginAs(page, DEMO.admin.email);
    try {
      // A client: "Criar", every field typed, the CEP looked up, "Salvar"; the list and its notification.
      const person = newPerson('tecladopainel');
      await page.goto('/admin/clients');
      await page.getByRole('row').nth(1).waitFor();
      await tabTo(page, (f) => f.name === 'Criar');
      await page.keyboard.press('Enter');
      await onPath(page, '/admin/clients/create');
      await expect.poll(() => focused(page)).toMatchObject({ id: 'main-content' });
      await typeInto(page, 'Nome', person.name);
      await typeInto(page, 'Sobrenome', person.last_name);
      await typeInto(page, 'E-mail', person.email);
      await typeInto(page, 'CPF ou CNPJ', person.document);
      await typeInto(page, 'Telefone', person.phone);
      await typeInto(page, 'Senha', person.password);
      await typeInto(page, 'CEP', '01001000');
      // Typing the 8th digit starts a lookup; "Buscar CEP" keeps the focus, and Enter fills from the same answer.
      await tabTo(page, (f) => f.name === 'Buscar CEP');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.getByRole('textbox', { name: /^Logradouro/ }).inputValue())
        .toBe('Praça da Sé');
      expect(await focused(page)).toMatchObject({ name: 'Buscar CEP' });
      await typeInto(page, 'Número', '100');
      await tabTo(page, (f) => f.name === 'Salvar');
      await page.keyboard.press('Enter');
      await onPath(page, '/admin/clients');
      await notice(page, 'Registro criado').waitFor();
      await expect.poll(() => focused(page)).toMatchObject({ id: 'main-content' });
      await page.getByPlaceholder('Buscar').waitFor();
      const created = (
        await admin.users.paginate({ search: person.email, page: 1, per_page: 5, order: 'asc' })
      ).clients.find((u) => u.email === person.email);
      expect(created).toMatchObject({ role: 'client', address: 'Praça da Sé', number: '100' });

      // A plan: its row's "Editar", the price typed, "Salvar"; the list shows the new price.
      await page.goto('/admin/plans');
      await rowOf(page, planName).waitFor();
      await tabTo(page, (f) => f.name === `Editar ${planName}`);
      await page.keyboard.press('Enter');
      await onPath(page, `/admin/plans/${plan.id}`);
      await expect.poll(() => page.getByRole('textbox', { name: /^Preço/ }).inputValue()).toBe('129,90');
      await typeInto(page, /^Preço/, '99,90');
      await tabTo(page, (f) => f.name === 'Salvar');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/admin/plans' && !url.hash);
      await notice(page, 'Registro atualizado').waitFor();
      await rowOf(page, planName).getByText('R$ 99,90').waitFor();
      await expect.poll(() => focused(page)).toMatchObject({ id: 'main-content' });

      // A setting: the support e-mail's row, "Valor" typed, Enter in the field saves.
      await page.goto('/admin/config');
      await rowOf(page, 'E-mail de suporte').waitFor();
      await tabTo(page, (f) => /^Editar .*suporte/i.test(f.name));
      await page.keyboard.press('Enter');
      await onPath(page, `/admin/config/${support!.id}`);
      await expect.poll(() => page.getByRole('textbox', { name: 'Valor' }).inputValue()).toBe(support!.value);
      await typeInto(page, 'Valor', 'teclado.e2e@ponte.com.br');
      await page.keyboard.press('Enter');
      await onPath(page, '/admin/config');
      await notice(page, 'Registro atualizado').waitFor();
      await rowOf(page, 'E-mail de suporte').getByText('teclado.e2e@ponte.com.br').waitFor();
      await expect.poll(() => focused(page)).toMatchObject({ id: 'main-content' });

      // A shipment: the note typed, "Mudar para Em processamento", then "Mudar para Enviada" by Space;
      // each button goes with its step, and the focus stays in the "Ações" section.
      await page.goto(`/admin/shippings/${shipment}/show`);
      await page.getByRole('heading', { level: 2, name: `Remessa #${shipment}` }).waitFor();
      await typeInto(page, 'Observação (opcional)', 'Separado no estoque');
      await tabTo(page, (f) => f.name === 'Mudar para Em processamento');
      await page.keyboard.press('Enter');
      await notice(page, 'Remessa alterada para Em processamento.').waitFor();
      await expect.poll(() => focused(page)).toMatchObject({ name: 'Ações' });
      await tabTo(page, (f) => f.name === 'Mudar para Enviada');
      await page.keyboard.press('Space');
      await notice(page, 'Remessa alterada para Enviada.').waitFor();
      await expect.poll(() => focused(page)).toMatchObject({ name: 'Ações' });

      // A subscription: the row's "Aprovar", a dialog that keeps the focus, Escape, then approved.
      const fullName = fullNameOf(subscriber);
      await page.goto('/admin/subscriptions');
      const row = rowOf(page, subscriber.email);
      await row.getByText('Pendente').waitFor();
      await tabTo(page, (f) => f.name === `Aprovar a assinatura de ${fullName}`);
      const question = page.getByRole('dialog', { name: `Aprovar a assinatura de ${fullName}?` });
      await page.keyboard.press('Enter');
      await question.waitFor();
      await expect.poll(() => holdsFocus(question)).toBe(true);
      await page.keyboard.press('Escape');
      await question.waitFor({ state: 'hidden' });
      await expect.poll(() => focused(page)).toMatchObject({ name: `Aprovar a assinatura de ${fullName}` });
      await page.keyboard.press('Enter');
      await question.waitFor();
      for (let presses = 0; presses < 3; presses += 1) {
        await page.keyboard.press('Tab');
        await expect.poll(() => holdsFocus(question)).toBe(true);
      }
      await tabTo(page, (f) => f.name === 'Aprovar', { max: 4 });
      await page.keyboard.press('Enter');
      await notice(page, 'Assinatura aprovada.').waitFor();
      await row.getByText('Ativa', { exact: true }).waitFor();
      // "Aprovar" is gone from the row: the focus moves to what the row still offers.
      await expect.poll(() => focused(page)).toMatchObject({ name: `Cancelar a assinatura de ${fullName}` });
    } finally {
      await admin.config.update(support!.id!, support!.value);
      await admin.plans.remove(plan.id).catch(() => undefined);
    }
    // Five screens, each loaded lazily, on a machine shared with other work: more than the usual 90 s.
  }, 240_000);

  test('a bulk approval hands the focus back to the list and says what it did', async () => {
    // Two pending requests of this test's own, alone in the list under a search for their stamp.
    const stamp = `lote${Date.now().toString(36)}`;
    const people = [newPerson(stamp), newPerson(stamp)];
    for (const person of people) {
      await createPersonViaAdmin(person, 'client');
      const api = await apiAs(person.email, person.password);
      const [offered] = (await api.plans.list()).data;
      await api.plans.subscribe(offered!.id);
    }
    const page = await browser.newPage();
    await loginAs(page, DEMO.admin.email);
    await page.goto(`/admin/subscriptions?filter=${encodeURIComponent(JSON.stringify({ q: stamp }))}`);
    for (const person of people) {
      const row = rowOf(page, person.email);
      await row.getByText('Pendente').waitFor();
      // The row's checkbox, ticked by Space as a keyboard does (reached here directly: Tab order is
      // proven above and in console-lists.spec.ts).
      await row.getByRole('checkbox').focus();
      await page.keyboard.press('Space');
    }
    // The bulk toolbar sits above the rows: back up to its "Aprovar".
    await tabTo(page, (f) => f.name === 'Aprovar', { back: true, max: 30 });
    await page.keyboard.press('Enter');
    const question = page.getByRole('dialog', { name: 'Aprovar as assinaturas selecionadas?' });
    await question.waitFor();
    await tabTo(page, (f) => f.name === 'Aprovar', { max: 4 });
    await page.keyboard.press('Enter');
    await notice(page, 'Assinaturas aprovadas: 2.').waitFor();
    await question.waitFor({ state: 'hidden' });
    // The toolbar went with the selection; the focus is on the list's first row, not the page body.
    await expect.poll(() => page.locator('tbody tr:first-child :focus').count()).toBe(1);
    expect((await focused(page)).name).not.toBe('');
    for (const person of people)
      await rowOf(page, person.email).getByText('Ativa', { exact: true }).waitFor();
  }, 120_000);
});
