import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@ponte/shared/limits';
import { ptBrMessages } from '../i18n/pt-br.ts';

// index.html's static login form (decision 054) repeats the app's login by hand: its words and limits
// must stay those of the catalog and the API, or the swap to the app's form would change what is read.
const html = fs.readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const form =
  /<!-- static-login -->\s*<!--[\s\S]*?-->\s*<div id="static-login"[\s\S]*?<!-- \/static-login -->/.exec(
    html,
  )?.[0];
const auth = ptBrMessages.ra.auth;

describe('the static login form in index.html', () => {
  it('is there, between the markers the host removes for a signed-in browser', () => {
    expect(form).toBeDefined();
    expect(html.match(/<!-- static-login -->/g)).toHaveLength(2);
    expect(html.match(/<!-- \/static-login -->/g)).toHaveLength(2);
    // The script that holds an early submit goes with the form (public/static-login.js).
    expect(html).toMatch(
      /<!-- static-login -->[^]*<script src="\/admin\/static-login.js" async><\/script>\s*<!-- \/static-login -->/,
    );
  });

  it("says what the app's login page says in pt-BR", () => {
    // The heading is a phrase key: its pt-BR text is the key itself.
    expect(form).toContain('<h1>Painel administrativo</h1>');
    expect(form).toMatch(new RegExp(`<label for="sl-email">${auth.email}<`));
    expect(form).toMatch(new RegExp(`<label for="sl-password">${auth.password}<`));
    expect(form).toContain(`<button type="submit">${auth.sign_in}</button>`);
  });

  it('has the fields, names and limits the app reads when it takes over', () => {
    const input = (name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(form ?? '')?.[0] ?? '';
    expect(input('email')).toContain('type="email"');
    expect(input('email')).toContain(`maxlength="${TEXT_LIMITS.person.email}"`);
    expect(input('email')).toContain('autofocus');
    expect(input('password')).toContain('type="password"');
    expect(input('password')).toContain(`maxlength="${TEXT_LIMITS.person.password}"`);
    // Without JavaScript it still signs in, through the site's own login form.
    expect(form).toContain('<form method="post" action="/login">');
  });
});
