import { test } from 'vitest';
import { journeys, open, useBrowser } from './fixtures/browser.ts';
import { inspectPage } from './fixtures/inspect.ts';
import { newPerson, registerViaApi } from './fixtures/people.ts';
import { loginAs } from './fixtures/session.ts';

const INACTIVE = 'Sua conta não esta ativa, para ter acesso a todo o sistema faça ou renove a sua assinatura';

journeys('subscription', () => {
  const browser = useBrowser();

  test('an account without a subscription gets the dialog, goes to /plans and subscribes', async () => {
    const person = newPerson('assinante');
    await registerViaApi(person);
    const page = await browser.newPage();
    await loginAs(page, person.email, person.password);
    await open(page, '/');

    const dialog = page.getByRole('dialog', { name: INACTIVE });
    await dialog.waitFor();
    await inspectPage(page, 'subscription-dialog');
    await dialog.getByRole('button', { name: 'Ok, Obrigado!' }).click();
    await page.waitForURL((url) => url.pathname === '/plans');
    await page.getByRole('heading', { level: 1, name: 'Planos' }).waitFor();
    await inspectPage(page, 'plans');

    // Payments are manual in the demo set-up: the request waits for an admin's approval.
    await page.getByRole('button', { name: 'Assinar: Revendedor Start' }).click();
    await page.waitForURL((url) => url.searchParams.get('subscribed') === 'pending');
    await page.getByText('Pedido de assinatura recebido.', { exact: false }).waitFor();
    await inspectPage(page, 'plans-pending');
  });
});
