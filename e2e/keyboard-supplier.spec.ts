import { expect, test } from 'vitest';
import { journeys, open, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { focused, holdsFocus, tabTo, typeInto } from './fixtures/keyboard.ts';
import { createPersonViaAdmin, newPerson } from './fixtures/people.ts';
import { loginAs } from './fixtures/session.ts';
import { demoShipment } from './fixtures/shipments.ts';

/*
 * The supplier's forms and actions by keyboard only (decision 049): Tab, Shift+Tab, Enter, Space, Escape,
 * arrows and typing into what the keyboard focused. After each action: where the focus is (never lost to
 * the page body) and that the result is shown in a live region (role=status or alert) or a dialog.
 */
journeys('keyboard only, supplier', () => {
  const browser = useBrowser();

  test('a new supplier creates, edits and removes a product and saves the profile by keyboard', async () => {
    // A supplier of their own: the demo supplier's catalogue and profile stay as other journeys expect.
    const person = newPerson('teclado');
    await createPersonViaAdmin(person, 'supplier');
    const page = await browser.newPage();
    await loginAs(page, person.email, person.password);
    await open(page, '/products');
    await page.getByRole('heading', { level: 1, name: 'Produtos' }).waitFor();

    // "Novo produto": a new page; the focus goes on from its content, not from the top of the document.
    await tabTo(page, (f) => f.name === 'Novo produto');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Novo produto' }).waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ id: 'conteudo' });

    const name = `Garrafa Térmica Teclado ${Date.now().toString(36)}`;
    await typeInto(page, 'Nome do produto', name);
    await typeInto(page, 'SKU', `TEC-${Date.now().toString(36)}`);
    await typeInto(page, 'Categoria', 'Cozinha');
    await typeInto(page, /^Preço \(R\$\)/, '59,90');
    await typeInto(page, 'Preço sugerido (R$)', '89,90');
    await typeInto(page, 'Estoque', '15');
    await typeInto(page, 'Peso (g)', '450');
    // The status is a native select: arrows change it (Inativo, then back to Ativo).
    await tabTo(page, (f) => f.name.startsWith('Situação'));
    await page.keyboard.press('ArrowDown');
    expect(await page.getByLabel('Situação').inputValue()).toBe('inactive');
    await page.keyboard.press('ArrowUp');
    expect(await page.getByLabel('Situação').inputValue()).toBe('active');
    await typeInto(page, 'Descrição curta', 'Mantém o café quente por 12 horas');
    await tabTo(page, (f) => f.name === 'Cadastrar produto');
    await page.keyboard.press('Enter');

    await page.waitForURL((url) => /^\/product\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page
      .getByText(/R\$\s59,90/)
      .first()
      .waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ id: 'conteudo' });

    // Edit: the form comes back keyed by the saved version; the focus goes to the announced result.
    await typeInto(page, /^Preço \(R\$\)/, '64,90');
    await typeInto(page, 'Estoque', '30');
    await tabTo(page, (f) => f.name === 'Salvar alterações');
    await page.keyboard.press('Enter');
    const saved = page.getByRole('alert').filter({ hasText: 'Produto atualizado' });
    await saved.waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ id: 'product-saved' });
    expect(await page.getByLabel(/^Preço \(R\$\)/).inputValue()).toBe('64,90');
    expect(await page.getByRole('textbox', { name: 'Estoque', exact: true }).inputValue()).toBe('30');

    // Back to the list by its link; the search field finds the product.
    await tabTo(page, (f) => f.name === 'Voltar para os produtos', { back: true });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Produtos' }).waitFor();
    await typeInto(page, 'Buscar por nome, SKU ou GTIN', name);
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: /^1 produto$/ })
      .waitFor();

    // "Remover": Escape closes the question and gives the focus back to the link that opened it.
    const remove = await tabTo(page, (f) => f.name === 'Remover');
    const question = page.getByRole('dialog', { name: 'Remover produto' });
    await page.keyboard.press('Enter');
    await question.getByText(`Deseja remover o produto “${name}”?`).waitFor();
    await expect.poll(() => holdsFocus(question)).toBe(true);
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Remover', id: remove.id });

    // Again, and confirmed: Tab stays inside the dialog (three presses go round its buttons).
    await page.keyboard.press('Enter');
    await question.waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Cancelar' });
    for (let presses = 0; presses < 3; presses += 1) {
      await page.keyboard.press('Tab');
      await expect.poll(() => holdsFocus(question)).toBe(true);
    }
    await tabTo(page, (f) => f.name === 'Remover', { max: 4 });
    await page.keyboard.press('Enter');
    const removed = page.getByRole('dialog', { name: 'Produto removido' });
    await removed.waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Ok' });
    await page.keyboard.press('Enter');
    await removed.waitFor({ state: 'hidden' });
    expect(await page.getByRole('article').count()).toBe(0);
    // The card and its "Remover" are gone: the focus is on the catalogue's search, not on the body.
    await expect.poll(() => focused(page)).toMatchObject({ id: 'filter-search' });

    // The profile: the phone, the CEP looked up with "Buscar CEP", the number; Enter in a field saves.
    await open(page, '/profile');
    await page.getByRole('heading', { level: 1, name: 'Perfil' }).waitFor();
    await typeInto(page, 'Telefone', '11912345678');
    await typeInto(page, 'CEP', '01001000');
    await tabTo(page, (f) => f.name === 'Buscar CEP');
    await page.keyboard.press('Enter');
    // The fake ViaCEP (e2e/fixtures/global-setup.ts) knows this CEP.
    await expect.poll(() => page.getByLabel('Logradouro').inputValue()).toBe('Praça da Sé');
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Buscar CEP' });
    await typeInto(page, 'Número', '250');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Dados salvos.' }).waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Número' });
    // Four screens and a dozen fields by Tab, on a machine shared with other work.
  }, 180_000);

  test('the supplier moves a shipment to Em processamento and Enviada, with carrier and code, by keyboard', async () => {
    const id = await demoShipment('Helena Prado', {
      postcode: '01001000',
      address: 'Praça da Sé',
      number: '300',
      state: 'SP',
      city: 'São Paulo',
      district: 'Sé',
    });
    const page = await browser.newPage();
    await loginAs(page, DEMO.supplier.email);
    await open(page, '/shipping');
    await page.getByRole('heading', { level: 1, name: 'Remessa' }).waitFor();

    await tabTo(page, (f) => new RegExp(`^#${id}\\b`).test(f.name));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: `Remessa #${id}` }).waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ id: 'conteudo' });

    // The step's button goes with its step: the focus goes to the message saying what happened.
    await typeInto(page, 'Observação (opcional)', 'Separando os itens');
    await tabTo(page, (f) => f.name === 'Mudar para Em processamento');
    await page.keyboard.press('Enter');
    const processing = page.getByRole('alert').filter({ hasText: 'Remessa alterada para Em processamento.' });
    await processing.waitFor();
    await expect
      .poll(async () => (await focused(page)).name)
      .toContain('Remessa alterada para Em processamento.');

    // Carrier and code: "Salvar rastreio" stays, and so does the focus on it.
    await typeInto(page, 'Código de rastreio', 'BR123456789BR');
    await typeInto(page, 'Transportadora', 'Correios');
    await tabTo(page, (f) => f.name === 'Salvar rastreio');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Rastreio salvo.' }).waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Salvar rastreio' });

    await tabTo(page, (f) => f.name === 'Mudar para Enviada', { back: true });
    await page.keyboard.press('Space');
    await page.getByRole('alert').filter({ hasText: 'Remessa alterada para Enviada.' }).waitFor();
    await expect.poll(async () => (await focused(page)).name).toContain('Remessa alterada para Enviada.');
    expect(await page.getByLabel('Código de rastreio').inputValue()).toBe('BR123456789BR');
    expect(await page.getByLabel('Transportadora').inputValue()).toBe('Correios');
    // The message closes with its "Fechar", by keyboard too; the focus stays in the page's content.
    await tabTo(page, (f) => f.name === 'Fechar');
    await page.keyboard.press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Remessa alterada para Enviada.' })
      .waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page)).id).not.toBe('');
  });
});
