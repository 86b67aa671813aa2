import { expect, test } from 'vitest';
import { journeys, open, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { inspectPage } from './fixtures/inspect.ts';
import { loginAs } from './fixtures/session.ts';

journeys('pages that do not exist', () => {
  const browser = useBrowser();

  test('an unknown address answers 404 with "Página não encontrada", signed in or not', async () => {
    const page = await browser.newPage();
    const anonymous = await page.goto('/pagina-que-nao-existe');
    expect(anonymous?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    await inspectPage(page, 'not-found');

    await loginAs(page, DEMO.supplier.email);
    for (const path of ['/pagina-que-nao-existe', '/shipping/view/999999', '/product/nao-e-um-id']) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(404);
      await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    }
    // A link back: the page is not a dead end; signed in, it keeps the app's frame and its menu.
    await open(page, '/pagina-que-nao-existe');
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Remessa' })
      .waitFor();
    await inspectPage(page, 'not-found-signed-in');
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
