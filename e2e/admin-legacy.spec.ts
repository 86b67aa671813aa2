import { test } from 'vitest';
import { journeys, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { loginAs } from './fixtures/session.ts';

/** The spec's admin paths (docs/product.md#admin-console) and where the console now keeps each (decision 019). */
const LEGACY: [string, string][] = [
  ['/admin/listplans', '/admin/plans'],
  ['/admin/create/plans', '/admin/plans/create'],
  ['/admin/create/plans/1', '/admin/plans/1'],
  ['/admin/client', '/admin/clients'],
  ['/admin/client/1', '/admin/clients/1'],
  ['/admin/listconfig', '/admin/config'],
  ['/admin/config/view', '/admin/config'],
  ['/admin/config/view/1', '/admin/config/1'],
  ['/admin/content', '/admin/contents'],
  ['/admin/content/view', '/admin/contents/create'],
  ['/admin/content/view/1', '/admin/contents/1'],
  ['/admin/shipping', '/admin/shippings'],
  ['/admin/shipping/view/1', '/admin/shippings/1/show'],
  ['/admin/plans', '/admin/plans'],
  ['/admin/erp', '/admin/erp'],
  ['/admin/', '/admin/dashboard'],
];

journeys('the spec’s admin paths keep working', () => {
  const browser = useBrowser();

  test.each(LEGACY)('%s opens %s', async (from, to) => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.admin.email);
    await page.goto(from);
    await page.waitForURL((url) => url.pathname === to);
    // The screen itself rendered (react-admin's layout, with its menu), not an error page.
    await page.getByRole('menuitem', { name: 'Clientes' }).waitFor();
  });
});
