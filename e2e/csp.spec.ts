import { expect, test } from 'vitest';
import { journeys, takeCspViolations, useBrowser, waitForHydration } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { loginAs } from './fixtures/session.ts';
import type { Page } from 'playwright-core';

/** Loads `path` and returns its CSP header, its nonce and the opening tags of its scripts, styles and links. */
async function load(page: Page, path: string) {
  const answer = await page.goto(path);
  if (!answer) throw new Error(`no answer for ${path}`);
  const header = answer.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(header)?.[1];
  const html = await answer.text();
  const tags = (name: string) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0]);
  return { header, nonce, scripts: tags('script'), styles: tags('style'), links: tags('link') };
}

journeys('the Content-Security-Policy of the storefront', () => {
  const browser = useBrowser();

  test('every page has a fresh nonce on each script, styles only as files, and injected code is refused', async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.client.email);

    const first = await load(page, '/products');
    expect(first.nonce).toMatch(/^[\w+/=-]{16,}$/);
    const nonce = first.nonce!;
    expect(first.header).toContain(`script-src 'self' 'nonce-${nonce}'`);
    // Styles are static files of this origin (decision 038): no <style> element, none allowed.
    expect(first.header).toMatch(/style-src-elem 'self'(;|$)/);
    expect(first.header).toContain("object-src 'none'");
    expect(first.header).toContain("frame-ancestors 'none'");
    expect(first.scripts.length).toBeGreaterThan(1);
    expect(first.styles).toEqual([]);
    expect(
      first.links.some((tag) => /rel="stylesheet"/.test(tag) && /href="\/assets\/[^"]+\.css"/.test(tag)),
    ).toBe(true);
    for (const tag of first.scripts) expect(tag).toContain(`nonce="${nonce}"`);

    // The page hydrates and works under the policy (the journeys' afterEach fails on any violation).
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Filtrar' }).click();

    const second = await load(page, '/login');
    expect(second.nonce).toBeDefined();
    expect(second.nonce).not.toBe(nonce);
    for (const tag of second.scripts) expect(tag).toContain(`nonce="${second.nonce}"`);
    await waitForHydration(page);

    // What an injection would add has no nonce: the browser refuses to run it, and says so.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      return 'injected' in window;
    });
    expect(ran).toBe(false);
    await expect.poll(() => takeCspViolations(page).join('\n')).toMatch(/script-src/);
  });
});
