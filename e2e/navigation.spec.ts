import { expect, test } from 'vitest';
import { journeys, open, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { loginAs } from './fixtures/session.ts';
import type { Page } from 'playwright-core';

const breadcrumb = (page: Page) => page.getByRole('navigation', { name: /Você está em|You are here/ });

journeys('menu and breadcrumb', () => {
  const browser = useBrowser();

  test('the side menu leads to each page and the breadcrumb names it', async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.client.email);
    await open(page, '/');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    expect(await breadcrumb(page).textContent()).toBe('Dashboard');

    for (const [label, path] of [
      ['Produtos', '/products'],
      ['Remessa', '/shipping'],
      ['Conteúdo', '/viewcontent'],
      ['ERP', '/erp'],
      ['Planos', '/plans'],
      ['Perfil', '/profile'],
      ['Dashboard', '/'],
    ] as const) {
      await menu.getByRole('link', { name: label }).click();
      await page.waitForURL((url) => url.pathname === path);
      await expect.poll(() => breadcrumb(page).textContent()).toBe(label);
      expect(await menu.getByRole('link', { name: label }).getAttribute('aria-current')).toBe('page');
    }
  });
});
