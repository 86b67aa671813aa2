import { describe, expect, it } from 'vitest';
import { XSRF_COOKIE } from '@ponte/shared/constants';
import { adminIndexFor, looksSignedIn } from './admin-index.ts';

const html = [
  '<head><!-- static-login --><style>.sl{}</style><!-- /static-login --></head>',
  '<body><!-- static-login --><div id="static-login">form</div><!-- /static-login --><div id="root"></div></body>',
].join('');

describe("the console's index.html per request (decision 054)", () => {
  it('keeps the static login form for a browser without a session', () => {
    for (const cookie of [undefined, 'ponte_lang=en', `${XSRF_COOKIE}=`]) {
      expect(looksSignedIn(cookie)).toBe(false);
    }
    expect(adminIndexFor(html, false)).toBe(html);
  });

  it("leaves the form and its styles out when the browser holds a session's XSRF cookie", () => {
    expect(looksSignedIn(`ponte_lang=pt-BR; ${XSRF_COOKIE}=abc123`)).toBe(true);
    const page = adminIndexFor(html, true);
    expect(page).not.toContain('static-login');
    expect(page).not.toContain('.sl{}');
    expect(page).toBe('<head></head><body><div id="root"></div></body>');
  });
});
