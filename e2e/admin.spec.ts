import { test } from 'vitest';
import { journeys, open, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { inspectPage } from './fixtures/inspect.ts';
import { expectSignedInAs, loginAs } from './fixtures/session.ts';

journeys('the admin console at /admin', () => {
  const browser = useBrowser();

  test('an admin goes from / to the react-admin dashboard', async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.admin.email);
    await open(page, '/');
    await inspectPage(page, 'home-admin');

    await page
      .getByRole('main')
      .getByRole('link', { name: /painel administrativo/i })
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await page.getByRole('heading', { level: 1, name: `Olá, ${DEMO.admin.name}` }).waitFor();
    await inspectPage(page, 'admin-dashboard');
  });

  test('a client opening /admin is sent to /', async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.client.email);
    await page.goto('/admin');
    await expectSignedInAs(page, DEMO.client.name);
  });
});
