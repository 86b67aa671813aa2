import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { apiAs } from './fixtures/api.ts';
import { dataDir, journeys, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { inspectPage } from './fixtures/inspect.ts';
import { waitForMail } from './fixtures/outbox.ts';
import { createPersonViaAdmin, fullNameOf, newPerson } from './fixtures/people.ts';
import { loginAs } from './fixtures/session.ts';

/** The bell in the console's bar; its name says the unread count ("Notificações, 3 não lidas"). */
const bellOf = (page: Page) => page.getByRole('button', { name: /^Notificações, / });

/**
 * The admin comes back to the console's tab. The bell asks at once when the tab becomes visible (and
 * every 30 s while it is): a headless page is always "visible", so the journey fires the event the
 * browser fires on a tab switch rather than sleep through a 30 s poll (decision 059).
 */
const comeBackToTab = (page: Page) =>
  page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

journeys('console notifications (issue #14)', () => {
  const browser = useBrowser();

  test('a client asks for a plan: the admin’s bell shows it without a reload, and it opens the subscriptions', async () => {
    const admin = await apiAs(DEMO.admin.email);
    const page = await browser.newPage();
    await loginAs(page, DEMO.admin.email);
    await page.goto('/admin/dashboard');
    const bell = bellOf(page);
    await bell.waitFor();
    const before = await bell.getAttribute('aria-label');

    const person = newPerson('sino');
    await createPersonViaAdmin(person, 'client');
    const client = await apiAs(person.email, person.password);
    const [plan] = (await client.plans.list()).data;
    await client.plans.subscribe(plan!.id);
    const name = fullNameOf(person);

    // No reload: the same page, asked again when the admin returns to it.
    await comeBackToTab(page);
    await expect.poll(() => bell.getAttribute('aria-label')).not.toBe(before);
    const { result } = await admin.notifications.unread();
    await expect
      .poll(() => bell.getAttribute('aria-label'))
      .toBe(
        result.unread_count === 1
          ? 'Notificações, 1 não lida'
          : `Notificações, ${result.unread_count} não lidas`,
      );
    // Said politely to a screen reader, not only drawn on the badge.
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /Novas? notificaç/ })
          .count(),
      )
      .toBe(1);

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notificações' });
    const item = panel.getByRole('link', { name: new RegExp(`Assinatura aguardando aprovação.*${name}`) });
    await item.waitFor();
    await expect.poll(() => item.textContent()).toContain('Não lida');
    await inspectPage(page, 'console-notifications-panel');

    await item.click();
    await page.waitForURL((url) => url.pathname === '/admin/subscriptions');
    await page.getByRole('row').filter({ hasText: person.email }).getByText('Pendente').waitFor();
    // Opening it marked it read (a POST): the API says so, and the count went down by one.
    const awaiting = async () =>
      (await admin.notifications.list({ per_page: 50 })).result.notifications.find(
        (n) => n.kind === 'subscription.awaiting_approval' && n.params.user_name === name,
      );
    await expect.poll(async () => (await awaiting())?.read).toBe(true);
    const left = (await admin.notifications.unread()).result.unread_count;
    await expect
      .poll(() => bell.getAttribute('aria-label'))
      .toBe(
        left === 0
          ? 'Notificações, nenhuma não lida'
          : left === 1
            ? 'Notificações, 1 não lida'
            : `Notificações, ${left} não lidas`,
      );
  });

  test('the E-mails list shows a client’s password reset as sent; preferences switch the admin’s e-mail', async () => {
    const admin = await apiAs(DEMO.admin.email);
    const person = newPerson('emails');
    await createPersonViaAdmin(person, 'client');
    await (await apiAs(person.email, person.password)).auth.requestPasswordReset({ email: person.email });
    await waitForMail(dataDir(), person.email, /reset-password/);
    await expect
      .poll(async () => (await admin.emails.paginate({ search: person.email })).result.emails[0]?.status)
      .toBe('sent');

    const page = await browser.newPage();
    await loginAs(page, DEMO.admin.email);
    await page.goto('/admin/dashboard');
    // react-admin's menu entries are MUI menu items (links with role="menuitem").
    await page.getByRole('menuitem', { name: 'E-mails' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/emails');
    await page.getByPlaceholder('Buscar').fill(person.email);
    const row = page.getByRole('row').filter({ hasText: person.email });
    await row.getByText('Redefinição de senha', { exact: true }).waitFor();
    await row.getByText('Enviado', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /Reenviar/ }).count()).toBe(0);
    await inspectPage(page, 'console-emails');

    // The admins' e-mail about their own family goes off, and back on, from the console.
    const { result } = await admin.notifications.preferences();
    await page.goto('/admin/notification-preferences');
    const toggle = page.getByRole('switch', { name: 'Avisos da administração' });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(result.preferences.email.admin !== false);
    await toggle.click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Preferências salvas.').waitFor();
    await inspectPage(page, 'console-notification-preferences');
    await expect
      .poll(async () => (await admin.notifications.preferences()).result.preferences.email.admin)
      .toBe(result.preferences.email.admin === false);
    await admin.notifications.savePreferences(result.preferences);
  });
});
