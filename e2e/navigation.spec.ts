import { expect, test } from 'vitest';
import { journeys, open, PHONE, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { loginAs } from './fixtures/session.ts';
import type { Page } from 'playwright-core';

const breadcrumb = (page: Page) => page.getByRole('navigation', { name: /Você está em|You are here/ });

journeys('menu, breadcrumb and language', () => {
  const browser = useBrowser();

  test('the side menu leads to each page and the breadcrumb names it; on a phone, from the drawer', async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.client.email);
    await open(page, '/');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    expect(await breadcrumb(page).textContent()).toBe('Dashboard');

    await menu.getByRole('link', { name: 'Produtos' }).click();
    await page.waitForURL((url) => url.pathname === '/products');
    await expect.poll(() => breadcrumb(page).textContent()).toBe('Produtos');
    expect(await menu.getByRole('link', { name: 'Produtos' }).getAttribute('aria-current')).toBe('page');

    await page.setViewportSize(PHONE);
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Menu principal' }).filter({ visible: true });
    await drawer.getByRole('link', { name: 'Remessa' }).click();
    await page.waitForURL((url) => url.pathname === '/shipping');
    await expect.poll(() => breadcrumb(page).textContent()).toBe('Remessa');
  });

  test('English is one click away, and stays chosen', async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.client.email);
    await open(page, '/');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: `Hello, ${DEMO.client.name}` }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    await open(page, '/products');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Products' })
      .waitFor();
    await page.getByRole('button', { name: 'Português' }).click();
    await page.getByRole('heading', { level: 1, name: 'Produtos' }).waitFor();
  });
});
