import fs from 'node:fs';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { apiAs } from './fixtures/api.ts';
import { journeys, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { expectAccessible } from './fixtures/inspect.ts';
import { createPersonViaAdmin, fullNameOf, newPerson, type Person } from './fixtures/people.ts';
import { loginAs } from './fixtures/session.ts';

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** A client with a subscription waiting for the admin's approval. */
async function pendingSubscriber(label: string): Promise<Person> {
  const person = newPerson(label);
  await createPersonViaAdmin(person, 'client');
  const subscriber = await apiAs(person.email, person.password);
  const [plan] = (await subscriber.plans.list()).data;
  await subscriber.plans.subscribe(plan!.id);
  return person;
}

journeys('admin console: what every list and form does', () => {
  const browser = useBrowser();

  test('bulk approval, a pt-BR export, a failed load with a retry, keyboard rows and the unsaved-changes warning', async () => {
    const [first, second] = await Promise.all([pendingSubscriber('loteum'), pendingSubscriber('lotedois')]);
    const page = await browser.newPage();
    await loginAs(page, DEMO.admin.email);

    // Two payments received: approved in one go from the subscriptions list.
    await page.goto('/admin/subscriptions');
    for (const person of [first, second]) {
      const row = rowOf(page, person.email);
      await row.getByText('Pendente').waitFor();
      await row.getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: 'Aprovar', exact: true }).click();
    const approve = page.getByRole('dialog', { name: 'Aprovar as assinaturas selecionadas?' });
    await approve.getByRole('button', { name: 'Aprovar' }).click();
    await page.getByText('Assinaturas aprovadas: 2.').waitFor();
    for (const person of [first, second]) {
      await rowOf(page, person.email).getByText('Ativa', { exact: true }).waitFor();
      const session = (await (await apiAs(person.email, person.password)).auth.currentUser()).session;
      expect(session.subscription.status).toBe('active');
    }

    // The clients list fails to load: an error with a retry, never "Nenhum resultado"; the retry loads it.
    let failing = true;
    await page.route('**/api/v1/users/paginate', async (route) => {
      if (!failing) return route.fallback();
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Erro interno do servidor.' }),
      });
    });
    await page.goto('/admin/clients');
    const failure = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar a lista.' });
    await failure.waitFor();
    expect(await page.getByText('Nenhum resultado').count()).toBe(0);
    await expectAccessible(page, 'clients list that failed to load');
    failing = false;
    await failure.getByRole('button', { name: 'Tentar novamente' }).click();
    await rowOf(page, first.email).waitFor();
    await expect.poll(() => failure.count()).toBe(0);

    // Export of the filtered list: a CSV with pt-BR headers and the searched person in it.
    await page.getByPlaceholder('Buscar').fill(first.email);
    await rowOf(page, first.email).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await expectAccessible(page, 'clients list');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^clientes-\d{2}-\d{2}-\d{4}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'ID;Nome;Sobrenome;E-mail;Tipo de conta;CPF ou CNPJ;Telefone;Cidade;UF;Assinatura;Situação;Cadastro',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;${first.email};Cliente;`);
    expect(lines[1]).toMatch(/;Ativa;Ativo;\d{2}\/\d{2}\/\d{4}$/);

    // Keyboard only: from the search box, Tab reaches the row's "Editar" and Enter opens the form.
    await page.getByPlaceholder('Buscar').focus();
    const editName = `Editar ${fullNameOf(first)}`;
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    for (let presses = 0; presses < 40 && (await focusedName()) !== editName; presses += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedName()).toBe(editName);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => /^\/admin\/clients\/\d+$/.test(url.pathname));
    const formUrl = page.url();

    // A changed form is not left without a warning; staying keeps what was typed.
    const name = page.getByRole('textbox', { name: /^Nome/ });
    await expect.poll(() => name.inputValue()).toBe(first.name);
    await name.fill('Nome Mudado');
    const warned = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await page.getByRole('menuitem', { name: 'Produtos' }).click();
    expect(await warned).toBe('Algumas alterações não foram salvas. Tem certeza de que deseja descartá-las?');
    expect(page.url()).toBe(formUrl);
    expect(await name.inputValue()).toBe('Nome Mudado');
  });
});
