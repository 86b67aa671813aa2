import { expect, test } from 'vitest';
import { journeys, open, useBrowser } from './fixtures/browser.ts';
import { DEMO, DEMO_PASSWORD } from './fixtures/env.ts';
import { inspectPage } from './fixtures/inspect.ts';
import { clickLogout, expectSignedInAs, loginWithOwnSession } from './fixtures/session.ts';

journeys('logging in and out', () => {
  const browser = useBrowser();

  test('a wrong password shows "Acesso negado" and stays on /login', async () => {
    const page = await browser.newPage();
    await open(page, '/login');
    await inspectPage(page, 'login');

    await page.getByLabel('E-mail').fill(DEMO.client.email);
    await page.getByLabel('Senha').fill('senha-errada-123');
    await page.getByRole('button', { name: 'Entrar' }).click();

    await page.getByRole('alert').filter({ hasText: 'Acesso negado' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await inspectPage(page, 'login-denied');
  });

  test("the right password lands on / with the person's name", async () => {
    const page = await browser.newPage();
    await open(page, '/login');
    await page.getByLabel('E-mail').fill(DEMO.client.email);
    await page.getByLabel('Senha').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();

    await expectSignedInAs(page, DEMO.client.name);
    await inspectPage(page, 'home-client');
  });

  test('Sair ends the session: back to /login, and / asks for a login again', async () => {
    const page = await browser.newPage();
    await loginWithOwnSession(page, DEMO.supplier.email);
    await open(page, '/');
    await expectSignedInAs(page, DEMO.supplier.name);
    await inspectPage(page, 'home-supplier');

    await clickLogout(page, DEMO.supplier.name);
    await page.waitForURL((url) => url.pathname === '/login');
    await open(page, '/');
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
