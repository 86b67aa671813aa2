import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SESSION_COOKIE, XSRF_COOKIE } from '../shared/src/constants.ts';
import {
  BUDGETS,
  CHROMIUM_ARGS,
  coldContext,
  KB,
  openConsoleLogin,
  recordTransfers,
  waitForDashboard,
} from '../scripts/bench-bytes.ts';
import { e2e, journeys, serverUrl } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';

/**
 * What the console costs a first visit, as Chromium received it (compressed, cold cache): the same
 * recording as `npm run bench:bytes`, held to issue #11's budgets so that a heavier console fails the
 * run. Its own browser contexts: the journeys' contexts do not start with an empty cache per page.
 */
journeys('bytes a first visit to the console downloads', () => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (!e2e.skipped) browser = await chromium.launch({ executablePath: e2e.chromium, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('the login page asks for the current user once and stays within its JavaScript budget', async () => {
    const context = await coldContext(browser!, serverUrl());
    try {
      const transfers = recordTransfers(context);
      await openConsoleLogin(await context.newPage());
      const login = await transfers.take();

      expect(login.currentUserRequests).toBe(1);
      expect(login.bytes.js, `${(login.bytes.js / KB).toFixed(1)} kB of JS`).toBeLessThanOrEqual(
        BUDGETS.consoleLoginJs,
      );
      // Sanity: the scripts did come, in brotli, so the figure above is the real download.
      expect(login.bytes.js).toBeGreaterThan(50 * KB);
      expect(login.jsEncodings.br).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  test('a signed-in admin’s dashboard, cold, stays within its JavaScript budget', async () => {
    if (e2e.skipped) return;
    const context = await coldContext(browser!, serverUrl());
    try {
      // The run's shared admin session (e2e/fixtures/global-setup.ts): no form, the login is measured above.
      const session = e2e.sessions[DEMO.admin.email]!;
      await context.addCookies([
        { name: SESSION_COOKIE, value: session.token, url: serverUrl(), httpOnly: true, sameSite: 'Lax' },
        { name: XSRF_COOKIE, value: session.xsrf, url: serverUrl(), sameSite: 'Lax' },
      ]);
      const transfers = recordTransfers(context);
      const page = await context.newPage();
      await page.goto('/admin/dashboard');
      await waitForDashboard(page);
      const dashboard = await transfers.take();

      expect(dashboard.bytes.js, `${(dashboard.bytes.js / KB).toFixed(1)} kB of JS`).toBeLessThanOrEqual(
        BUDGETS.consoleDashboardJs,
      );
      expect(dashboard.bytes.js).toBeGreaterThan(50 * KB);
    } finally {
      await context.close();
    }
  });

  test('the console has a favicon, served as SVG and cached for good, and a description in Portuguese', async () => {
    const index = await (await fetch(new URL('/admin/', serverUrl()))).text();
    expect(index).toMatch(/<meta\s+name="description"\s+content="Painel administrativo da Ponte[^"]+"/);
    const icon = /<link rel="icon" type="image\/svg\+xml" href="(\/admin\/assets\/[^"]+\.svg)"/.exec(
      index,
    )?.[1];
    expect(icon, 'the favicon link').toBeDefined();
    const answer = await fetch(new URL(icon!, serverUrl()));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await answer.text()).toMatch(/^<svg /);
  });
});
