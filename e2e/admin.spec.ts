import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { journeys, open, useBrowser } from './fixtures/browser.ts';
import { DEMO, DEMO_PASSWORD } from './fixtures/env.ts';
import { inspectPage } from './fixtures/inspect.ts';
import { expectSignedInAs, loginAs } from './fixtures/session.ts';

/**
 * The spec's admin menu, in its order (docs/product.md#layout); ERP is hidden. The e-mail log of the
 * notifications (decision 059) comes after the spec's entries.
 */
const MENU = ['Dashboard', 'Clientes', 'Produtos', 'Remessa', 'Planos', 'Conteúdo', 'Configuração', 'E-mails'];

const menuLabels = (page: Page) =>
  page.locator('.RaSidebar-fixed [role="menuitem"], .RaSidebar-fixed a').allInnerTexts();

journeys('the admin console at /admin', () => {
  const browser = useBrowser();

  test('an admin signs in on the admin’s own login page and lands on the dashboard, with the spec’s menu', async () => {
    const page = await browser.newPage();
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByRole('heading', { name: 'Painel administrativo' }).waitFor();
    await inspectPage(page, 'admin-login');

    // Its own session (not the run's shared one): this journey is about the form.
    await page.getByRole('textbox', { name: /E-mail/ }).fill(DEMO.admin.email);
    await page.getByLabel(/Senha/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();

    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await expect.poll(() => menuLabels(page)).toEqual(MENU);
    expect(await page.getByRole('menuitem', { name: 'ERP' }).count()).toBe(0);
    // Looked at once its figures are in (the bar's spinner is gone).
    await page.locator('.app-loader').waitFor({ state: 'detached' });
    await inspectPage(page, 'admin-dashboard');

    // The storefront knows the same session.
    await open(page, '/');
    await page.getByText(DEMO.admin.name).first().waitFor();
  });

  test('an admin goes from / to the console; /admin and /admin/dashboard both show the dashboard', async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.admin.email);
    await open(page, '/');
    await inspectPage(page, 'home-admin');
    await page
      .getByRole('main')
      .getByRole('link', { name: /painel administrativo/i })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');

    await page.getByRole('menuitem', { name: 'Clientes' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/clients');
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
  });

  test('a client opening /admin is sent to /', async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.client.email);
    await page.goto('/admin');
    await expectSignedInAs(page, DEMO.client.name);
  });

  test('the dark theme keeps the side menu green and passes axe', async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.admin.email);
    await page.goto('/admin/clients');
    await page.getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'Alternar modo claro/escuro' }).click();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .not.toBe('rgb(250, 250, 251)');
    const nav = await page.locator('.RaSidebar-fixed').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(nav).toBe('rgb(31, 77, 58)');
    await page.locator('.app-loader').waitFor({ state: 'detached' });
    await inspectPage(page, 'admin-clients-dark');
  });

  test('the language chosen in the console is the storefront’s too (ponte_lang), and back', async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.admin.email);
    await page.goto('/admin/clients');
    await page.getByRole('menuitem', { name: 'Clientes' }).waitFor();

    await page.getByRole('button', { name: 'Português' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Clients' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'ponte_lang');
    expect(cookie?.value).toBe('en');

    await open(page, '/');
    await page
      .getByRole('main')
      .getByRole('link', { name: /admin console/i })
      .waitFor();

    await page.goto('/admin/clients');
    await page.getByRole('menuitem', { name: 'Clients' }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Português' }).click();
    await page.getByRole('menuitem', { name: 'Clientes' }).waitFor();
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'ponte_lang')?.value)
      .toBe('pt-BR');
  });
});
