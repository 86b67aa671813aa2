import { expect, test } from 'vitest';
import { journeys, open, useBrowser } from './fixtures/browser.ts';
import { inspectPage } from './fixtures/inspect.ts';
import { newPerson, registerViaApi } from './fixtures/people.ts';
import { loginAs } from './fixtures/session.ts';

journeys('profile', () => {
  const browser = useBrowser();

  test('a person fills the address from the CEP, saves it, and changes the password', async () => {
    const person = newPerson('perfil');
    await registerViaApi(person);
    const page = await browser.newPage();
    await loginAs(page, person.email, person.password);
    await open(page, '/profile');
    await page.getByRole('heading', { level: 1, name: 'Perfil' }).waitFor();
    await inspectPage(page, 'profile');

    await page.getByLabel('Telefone').fill('(11) 91234-5678');
    await page.getByLabel('CEP').fill('01001-000');
    await page.getByRole('button', { name: 'Buscar CEP' }).click();
    // The fake ViaCEP (e2e/fixtures/global-setup.ts) knows this CEP.
    await expect.poll(() => page.getByLabel('Logradouro').inputValue()).toBe('Praça da Sé');
    expect(await page.getByLabel('Cidade').inputValue()).toBe('São Paulo');
    await page.getByLabel('Número').fill('100');
    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await page.getByText('Dados salvos.').waitFor();
    await inspectPage(page, 'profile-saved');

    await open(page, '/profile');
    expect(await page.getByLabel('Logradouro').inputValue()).toBe('Praça da Sé');
    expect(await page.getByLabel('Número').inputValue()).toBe('100');
    expect((await page.getByLabel('Telefone').inputValue()).replace(/\D/g, '')).toBe('11912345678');

    await page.getByLabel('Senha atual').fill(person.password);
    await page.getByLabel('Nova senha').fill('senha-nova-do-perfil-3');
    await page.getByLabel('Confirmar senha').fill('senha-nova-do-perfil-3');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText('Senha alterada.', { exact: false }).waitFor();
  });
});
