import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { journeys, open, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { inspectPage } from './fixtures/inspect.ts';
import { newPerson, registerViaApi } from './fixtures/people.ts';
import { loginAs } from './fixtures/session.ts';

/** The subscription card of /plans. */
const card = (page: Page) => page.getByRole('region', { name: 'Sua assinatura' });

journeys('every screen says what is true', () => {
  const browser = useBrowser();

  test('a supplier in trial asks for a plan, sees the request, withdraws it; a missing page stays in the frame', async () => {
    const person = newPerson('estados');
    await registerViaApi(person, 'supplier');
    const page = await browser.newPage();
    await loginAs(page, person.email, person.password);

    // Trial, nothing requested: the trial's end, no cancel, every plan can be asked for.
    await open(page, '/plans');
    await card(page).getByText('Em período de teste', { exact: true }).waitFor();
    await card(page)
      .getByText(/^Período de teste até \d{2}\/\d{2}\/\d{4}$/)
      .waitFor();
    expect(
      await card(page)
        .getByRole('link', { name: /Cancelar/ })
        .count(),
    ).toBe(0);

    // A request while in trial: the status is still the trial, and the request is shown with plan and date.
    await page.getByRole('button', { name: 'Assinar: Fornecedor Essencial' }).click();
    await page.waitForURL((url) => url.searchParams.get('subscribed') === 'pending');
    await card(page).getByText('Pedido aguardando aprovação').waitFor();
    await card(page)
      .getByText(/^Plano Fornecedor Essencial, pedido em \d{2}\/\d{2}\/\d{4}\.$/)
      .waitFor();
    await card(page).getByText('Em período de teste', { exact: true }).waitFor();
    // A second request is not offered, and the page says why.
    const another = page.getByRole('button', { name: 'Assinar: Fornecedor Pro' });
    expect(await another.isDisabled()).toBe(true);
    expect(await another.getAttribute('aria-describedby')).toBe('plans-blocked-reason');
    await page.getByText('Enquanto um pedido aguarda aprovação, não é possível fazer outro.').waitFor();
    await inspectPage(page, 'states-trial-pending');

    // Withdrawing a request nobody paid for promises no "período já pago".
    await card(page).getByRole('link', { name: 'Cancelar pedido' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancelar o pedido de assinatura?' });
    await confirm.getByText('O pedido é retirado e nada é cobrado.', { exact: false }).waitFor();
    expect(await confirm.getByText('período já pago', { exact: false }).count()).toBe(0);
    await confirm.getByRole('button', { name: 'Sim, cancelar' }).click();
    await page.getByText('Pedido de assinatura cancelado. Nada foi cobrado.').waitFor();
    await expect.poll(() => card(page).getByText('Pedido aguardando aprovação').count()).toBe(0);
    expect(await another.isDisabled()).toBe(false);

    // A shipment that does not exist: 404, its own title, inside the signed-in frame (the menu stays).
    const answer = await page.goto('/shipping/view/999999');
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    expect(await page.title()).toBe('Página não encontrada · Ponte');
    await page.getByRole('link', { name: 'Voltar para as remessas' }).waitFor();
  });

  test("the console's unknown address: react-admin's page inside the layout, titled like the site's", async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.admin.email);
    await page.goto('/admin/pagina-que-nao-existe');
    await page.getByRole('heading', { name: 'Página não encontrada' }).first().waitFor();
    await page.getByRole('menuitem', { name: 'Planos' }).waitFor();
    await expect.poll(() => page.title()).toBe('Página não encontrada · Ponte · Administração');
    // Menu names equal page titles: "Remessa" opens the page the app bar calls "Remessa".
    await page.getByRole('menuitem', { name: 'Remessa' }).click();
    await expect.poll(() => page.title()).toBe('Remessa · Ponte · Administração');
  });
});
