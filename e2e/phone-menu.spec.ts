import { expect, test } from 'vitest';
import { journeys, open, PHONE, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { expectAccessible } from './fixtures/inspect.ts';
import { SCREENSHOTS_DIR } from './fixtures/paths.ts';
import { loginAs } from './fixtures/session.ts';
import path from 'node:path';
import fs from 'node:fs';

journeys('the menu on a phone', () => {
  const browser = useBrowser();

  test('the menu button opens the drawer, Escape closes it, and a link in it navigates and closes it', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(PHONE);
    await loginAs(page, DEMO.supplier.email);
    await open(page, '/');
    // By its label, not its role: while the drawer is open the page behind it is hidden from the a11y tree.
    const openButton = page.locator('button[aria-label="Abrir menu"]');
    const drawer = page.getByRole('navigation', { name: 'Menu principal' }).filter({ visible: true });
    expect(await drawer.count()).toBe(0);
    expect(await openButton.getAttribute('aria-expanded')).toBe('false');

    await openButton.click();
    await drawer.getByRole('link', { name: 'Produtos' }).waitFor();
    expect(await openButton.getAttribute('aria-expanded')).toBe('true');
    fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
    await page.screenshot({
      path: path.join(SCREENSHOTS_DIR, 'menu-drawer.phone.png'),
      animations: 'disabled',
    });
    await expectAccessible(page, 'the open drawer at phone width');

    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    // Focus goes back to the button that opened it.
    await expect.poll(() => openButton.evaluate((button) => button === document.activeElement)).toBe(true);

    await openButton.click();
    await drawer.getByRole('link', { name: 'Remessa' }).click();
    await page.waitForURL((url) => url.pathname === '/shipping');
    await expect.poll(() => drawer.count()).toBe(0);
    await page.getByRole('heading', { level: 1, name: 'Remessa' }).waitFor();
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Você está em' }).textContent())
      .toBe('Remessa');
  });
});
