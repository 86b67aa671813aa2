import { expect, test } from 'vitest';
import { formatDocument, formatPhone } from '../shared/src/validation/formats.ts';
import { journeys, open, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { createPersonViaAdmin, newPerson } from './fixtures/people.ts';
import { loginAs } from './fixtures/session.ts';

// In the demo catalogue (api/src/seed/demo-catalogue.ts), from the supplier in trial: visible to clients.
const ORGANIC_SHIRTS = ['Camiseta Básica Algodão Orgânico Branca', 'Camiseta Básica Algodão Orgânico Preta'];

journeys('Brazilian formats and search', () => {
  const browser = useBrowser();

  test('CPF, phone and CEP are typed and shown formatted; search finds them and accentless words', async () => {
    // Site: a person types their phone and CEP as digits and sees them masked.
    const person = newPerson('formatos');
    await createPersonViaAdmin(person, 'client');
    const site = await browser.newPage();
    await loginAs(site, person.email, person.password);
    await open(site, '/profile');
    await site.getByRole('heading', { level: 1, name: 'Perfil' }).waitFor();
    expect(await site.getByLabel('CPF ou CNPJ').inputValue()).toBe(formatDocument(person.document));
    await site.getByLabel('Telefone').clear();
    await site.getByLabel('Telefone').pressSequentially('11987654321');
    await expect.poll(() => site.getByLabel('Telefone').inputValue()).toBe('(11) 98765-4321');
    await site.getByLabel('CEP').pressSequentially('01001000');
    await expect.poll(() => site.getByLabel('CEP').inputValue()).toBe('01001-000');
    // The fake ViaCEP (e2e/fixtures/global-setup.ts) knows this CEP: the lookup still runs on the masked text.
    await expect.poll(() => site.getByLabel('Logradouro').inputValue()).toBe('Praça da Sé');
    await site.getByLabel('Número').fill('100');
    await site.getByRole('button', { name: 'Salvar dados' }).click();
    await site.getByText('Dados salvos.').waitFor();

    // Console: the admin finds the person by their CPF typed formatted and sees CPF, phone and CEP formatted.
    const admin = await browser.newPage();
    await loginAs(admin, DEMO.admin.email);
    await admin.goto('/admin/clients');
    await admin.getByPlaceholder('Buscar').fill(formatDocument(person.document));
    const row = admin.getByRole('row').filter({ hasText: person.email });
    await row.waitFor();
    await expect.poll(() => admin.getByRole('row').count()).toBe(2);
    await row.click();
    await admin.getByRole('heading', { name: 'Endereço' }).waitFor();
    await admin.getByText(formatDocument(person.document), { exact: true }).waitFor();
    await admin.getByText(formatPhone('11987654321'), { exact: true }).waitFor();
    await admin.getByText('01001-000', { exact: true }).waitFor();

    // Site: the demo client searches without accents, words in any order, one of them in another gender.
    await loginAs(site, DEMO.client.email);
    await open(site, '/products');
    await site.getByLabel('Buscar por nome, SKU ou GTIN').fill('camiseta organico');
    await site.getByRole('button', { name: 'Filtrar' }).click();
    await site.waitForURL((url) => url.searchParams.get('search') === 'camiseta organico');
    const titles = () => site.getByRole('article').getByRole('heading').allTextContents();
    await expect.poll(async () => (await titles()).sort(), { timeout: 30_000 }).toEqual(ORGANIC_SHIRTS);
  });
});
