import { expect, test } from 'vitest';
import { journeys, open, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { inspectPage } from './fixtures/inspect.ts';
import { loginAs } from './fixtures/session.ts';

// Demo content (api/src/seed/demo-catalogue.ts): one for clients with a video, one for suppliers only.
const FOR_CLIENTS = 'Como escolher os produtos da sua loja';
const FOR_SUPPLIERS = 'Conectando o Bling à Ponte';

journeys('content', () => {
  const browser = useBrowser();

  test('a client lists the content for clients and reads one with its video', async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.client.email);
    await open(page, '/viewcontent');
    await page.getByRole('heading', { level: 1, name: 'Conteúdo' }).waitFor();
    await page.getByRole('heading', { name: FOR_CLIENTS }).waitFor();
    expect(await page.getByRole('heading', { name: FOR_SUPPLIERS }).count()).toBe(0);
    await inspectPage(page, 'viewcontent');

    await page.getByRole('link', { name: FOR_CLIENTS }).click();
    await page.waitForURL((url) => /^\/viewcontent\/view\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: FOR_CLIENTS }).waitFor();
    await page.locator(`iframe[title="Vídeo: ${FOR_CLIENTS}"]`).waitFor();
    await inspectPage(page, 'viewcontent-reader');
  });
});
