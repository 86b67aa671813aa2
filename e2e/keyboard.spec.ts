import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { journeys, open, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { loginAs } from './fixtures/session.ts';

// Not in the demo client's seeded selection (every third product is) nor used by another journey.
const PRODUCT = 'Cafeteira Italiana Moka Alumínio 6 Xícaras';

type Focused = { id: string; name: string };

/**
 * What has the keyboard focus, named as a person reads it: its label, or its text. Read through
 * locators (Playwright's isolated world), not `page.evaluate`, which runs in the page under its CSP.
 */
async function focused(page: Page): Promise<Focused> {
  const element = page.locator(':focus');
  if ((await element.count()) !== 1) return { id: '', name: '' };
  const id = (await element.getAttribute('id')) ?? '';
  const label = id ? page.locator(`label[for="${id}"]`) : undefined;
  const name =
    (await element.getAttribute('aria-label')) ??
    (label && (await label.count()) === 1 ? await label.textContent() : await element.textContent()) ??
    '';
  return { id, name: name.trim() };
}

/** Presses Tab (Shift+Tab with `back`) until the focus is on what `match` accepts, as a person would. */
async function tabTo(page: Page, match: (focus: Focused) => boolean, { back = false } = {}) {
  const seen: string[] = [];
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focus = await focused(page);
    if (match(focus)) return focus;
    seen.push(focus.name || focus.id || '(page)');
  }
  throw new Error(`Tab never reached the control; it went through: ${seen.join(' → ')}`);
}

journeys('keyboard only', () => {
  const browser = useBrowser();

  test('a client filters, selects, prices and starts a shipment by keyboard, and sees the site working', async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.client.email);
    await open(page, '/products');
    await page.getByRole('heading', { level: 1, name: 'Produtos' }).waitFor();

    // The first Tab offers the skip link; it takes the keyboard past the menus to the content.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ name: 'Pular para o conteúdo' });
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatchObject({ id: 'conteudo' });

    // Filters: Enter in the search field; the count is spoken, the focus is back in the field.
    await tabTo(page, (focus) => focus.name === 'Buscar por nome, SKU ou GTIN');
    await page.keyboard.type('Cafeteira Italiana');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === 'Cafeteira Italiana');
    await page
      .getByRole('status')
      .filter({ hasText: /^1 produto$/ })
      .waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await expect.poll(() => focused(page)).toMatchObject({ id: 'filter-search' });

    // Space on "Adicionar à seleção": the same button (now "Remover da seleção") keeps the focus.
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: PRODUCT }) });
    const mark = await tabTo(page, (focus) => focus.name === 'Adicionar à seleção');
    await page.keyboard.press('Space');
    await card.getByRole('status').filter({ hasText: 'Produto marcado' }).waitFor();
    await card.getByRole('button', { name: 'Remover da seleção' }).waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ id: mark.id, name: 'Remover da seleção' });

    // The price: typed, Enter; the saved price replaces the field, and the focus goes to the new one.
    const price = await tabTo(page, (focus) => focus.name === 'Meu preço (R$)');
    await page.keyboard.type('129,90');
    await page.keyboard.press('Enter');
    await card.getByText(/Meu preço: R\$\s129,90/).waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ id: price.id });

    // A slow page: its data is held back until the bar has been seen, then let through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/shipping.data*', async (route) => {
      await held;
      await route.continue();
    });
    await tabTo(page, (focus) => focus.name === 'Remessa', { back: true });
    await page.keyboard.press('Enter');
    const bar = page.getByRole('progressbar', { name: 'Carregando' });
    await bar.waitFor();
    expect(await page.locator('main').getAttribute('aria-busy')).toBe('true');
    release();
    await page.getByRole('heading', { level: 1, name: 'Remessa' }).waitFor();
    await bar.waitFor({ state: 'detached' });
    expect(await page.locator('main').getAttribute('aria-busy')).toBeNull();
    await page.unrouteAll();

    // A new shipment: the product just selected is offered; the first recipient is typed in.
    await tabTo(page, (focus) => focus.name === 'Nova remessa');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Nova remessa' }).waitFor();
    await page.getByText(PRODUCT).first().waitFor();
    await tabTo(page, (focus) => focus.name.startsWith('Nome do destinatário'));
    await page.keyboard.type('Marina Costa');
    const order = page.getByRole('region', { name: 'Destinatário 1' });
    expect(await order.getByLabel('Nome do destinatário').inputValue()).toBe('Marina Costa');
  });
});
