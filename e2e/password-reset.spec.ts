import { test } from 'vitest';
import { dataDir, journeys, open, useBrowser } from './fixtures/browser.ts';
import { inspectPage } from './fixtures/inspect.ts';
import { waitForMail } from './fixtures/outbox.ts';
import { fullNameOf, newPerson, registerViaApi } from './fixtures/people.ts';
import { expectSignedInAs } from './fixtures/session.ts';

journeys('forgotten password', () => {
  const browser = useBrowser();

  test('the mailed link sets a new password, which then logs in', async () => {
    const person = newPerson('senha');
    await registerViaApi(person);
    const page = await browser.newPage();

    await open(page, '/forgot-password');
    await inspectPage(page, 'forgot-password');
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByRole('button', { name: 'Enviar link de redefinição' }).click();
    await page.getByText('Se o e-mail estiver cadastrado, você receberá em instantes um link').waitFor();
    await inspectPage(page, 'forgot-password-sent');

    const mail = await waitForMail(dataDir(), person.email, /https?:\/\/\S+\/reset-password\/[\w-]+\S*/);
    const link = new URL(mail.match[0]);
    await open(page, link.pathname + link.search);
    await inspectPage(page, 'reset-password');
    const newPassword = 'outra-senha-segura-2';
    await page.getByLabel('Nova senha').fill(newPassword);
    await page.getByLabel('Confirmar senha').fill(newPassword);
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await page.getByText('Senha redefinida com sucesso. Entre com a nova senha.').waitFor();
    await inspectPage(page, 'reset-password-done');

    await page.getByRole('link', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Senha').fill(newPassword);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expectSignedInAs(page, fullNameOf(person));
  });
});
