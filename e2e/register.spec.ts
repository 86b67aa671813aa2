import { expect, test } from 'vitest';
import { journeys, open, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { inspectPage } from './fixtures/inspect.ts';
import { fullNameOf, newPerson, type Person } from './fixtures/people.ts';
import { expectSignedInAs } from './fixtures/session.ts';
import type { Page } from 'playwright-core';

async function fillRegistration(page: Page, person: Person) {
  await page.getByRole('radio', { name: 'Cliente' }).check();
  await page.getByLabel(/^Nome/).fill(person.name);
  await page.getByLabel('Sobrenome').fill(person.last_name);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('CPF ou CNPJ').fill(person.document);
  await page.getByLabel('Telefone').fill(person.phone);
  await page.getByLabel(/^Senha/).fill(person.password);
  await page.getByLabel('Confirmar senha').fill(person.password);
  await page.getByRole('button', { name: 'Criar conta' }).click();
}

journeys('registering', () => {
  const browser = useBrowser();

  test('a new client (CPF, phone) lands on / signed in', async () => {
    const page = await browser.newPage();
    const person = newPerson('cliente');
    await open(page, '/register');
    await inspectPage(page, 'register');

    await fillRegistration(page, person);

    await expectSignedInAs(page, fullNameOf(person));
    await inspectPage(page, 'home-new-client');
  });

  test('a refused registration (422) shows the "Erro!" dialog with the server\'s text', async () => {
    const page = await browser.newPage();
    await open(page, '/register');

    await fillRegistration(page, { ...newPerson('repetido'), email: DEMO.client.email });

    const dialog = page.getByRole('dialog', { name: 'Erro!' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Os dados enviados são inválidos.');
    await expect
      .poll(() => page.locator('#email-helper-text').textContent())
      .toBe('Este e-mail já está cadastrado.');
    expect(new URL(page.url()).pathname).toBe('/register');
    await inspectPage(page, 'register-refused');

    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
