import { test } from 'vitest';
import { apiAs } from './fixtures/api.ts';
import { journeys, open, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { inspectPage } from './fixtures/inspect.ts';
import { createPersonViaAdmin, newPerson } from './fixtures/people.ts';
import { loginAs } from './fixtures/session.ts';

const INACTIVE = 'Sua conta não esta ativa, para ter acesso a todo o sistema faça ou renove a sua assinatura';

/**
 * Runs `journey` while the trial lasts `days` days. The admin's own setting (trial_days, edited in the admin
 * console's configuration) is how a supplier's trial ends without waiting a week; it is put back after.
 */
async function withTrialDays(days: number, journey: () => Promise<void>) {
  const admin = await apiAs(DEMO.admin.email);
  const trial = (await admin.config.list()).data.find((value) => value.code === 'trial_days');
  if (!trial?.id) throw new Error('the trial_days setting is missing');
  const before = trial.value ?? '7';
  await admin.config.update(trial.id, days);
  try {
    await journey();
  } finally {
    await admin.config.update(trial.id, before);
  }
}

journeys('the end of a supplier’s trial', () => {
  const browser = useBrowser();

  test('a supplier whose trial is over gets the spec’s dialog, and its button leads to /plans', async () => {
    await withTrialDays(0, async () => {
      const person = newPerson('fornecedor');
      await createPersonViaAdmin(person, 'supplier');
      const page = await browser.newPage();
      await loginAs(page, person.email, person.password);

      await open(page, '/products');
      const dialog = page.getByRole('dialog', { name: INACTIVE });
      await dialog.waitFor();
      await dialog.getByText(INACTIVE, { exact: true }).waitFor();
      await inspectPage(page, 'trial-expired-dialog');

      await dialog.getByRole('button', { name: 'Ok, Obrigado!' }).click();
      await page.waitForURL((url) => url.pathname === '/plans');
      await page.getByRole('heading', { level: 1, name: 'Planos' }).waitFor();
      await page.getByRole('button', { name: 'Assinar: Fornecedor Essencial' }).waitFor();
      await page.getByRole('region', { name: 'Sua assinatura' }).getByText(INACTIVE).waitFor();
      await inspectPage(page, 'trial-expired-plans');
    });
  });
});
