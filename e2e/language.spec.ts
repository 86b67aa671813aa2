import { expect, test } from 'vitest';
import { journeys, open, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { inspectPage } from './fixtures/inspect.ts';
import { loginAs } from './fixtures/session.ts';

journeys('language', () => {
  const browser = useBrowser();

  test('English is one click away, stays chosen, and Português brings the site back', async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.client.email);
    await open(page, '/');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: `Hello, ${DEMO.client.name}` }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await inspectPage(page, 'home-client-english');

    await open(page, '/products');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Products' })
      .waitFor();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page.getByRole('button', { name: 'Português' }).click();
    await page.getByRole('heading', { level: 1, name: 'Produtos' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
  });
});
