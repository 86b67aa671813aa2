import { describe, expect, it } from 'vitest';
import { formPost, routeArgs, thrownResponse } from '../testing/fake-api.ts';
import { action, loader } from './set-language.ts';

const choose = (fields: Record<string, string>) => action(routeArgs(formPost('/set-language', fields), {}));

describe('set-language action', () => {
  it('remembers the language for a year and goes back to the page', async () => {
    const response = await choose({ locale: 'en', redirectTo: '/products?q=camisa' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/products?q=camisa');
    expect(response.headers.get('Set-Cookie')).toBe('ponte_lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('switches back to pt-BR', async () => {
    const response = await choose({ locale: 'pt-BR', redirectTo: '/' });
    expect(response.headers.get('Set-Cookie')).toMatch(/^ponte_lang=pt-BR;/);
  });

  it.each([
    'https://evil.example/x',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '',
  ])('refuses the off-site redirectTo %j and goes home', async (redirectTo) => {
    const response = await choose({ locale: 'en', redirectTo });
    expect(response.headers.get('Location')).toBe('/');
    expect(response.headers.get('Set-Cookie')).toMatch(/^ponte_lang=en;/);
  });

  it('never answers with a path a browser reads as another host', async () => {
    const response = await choose({ locale: 'en', redirectTo: '/.//evil.example/x' });
    expect(response.headers.get('Location')).toBe('/evil.example/x');
  });

  it('ignores an unknown language', async () => {
    const response = await choose({ locale: 'fr', redirectTo: '/plans' });
    expect(response.headers.get('Location')).toBe('/plans');
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it('adds Secure on https', async () => {
    const request = new Request('https://ponte.example/set-language', {
      method: 'POST',
      body: new URLSearchParams({ locale: 'en', redirectTo: '/' }),
    });
    const response = await action(routeArgs(request, {}));
    expect(response.headers.get('Set-Cookie')).toContain('; Secure');
  });

  it('refuses a post from another site with 403, setting no cookie', async () => {
    const forged = formPost('/set-language', { locale: 'en', redirectTo: '/' }, { Origin: 'null' });
    const refused = await thrownResponse(action(routeArgs(forged, {})));
    expect(refused.status).toBe(403);
    expect(refused.headers.get('Set-Cookie')).toBeNull();
    const own = formPost('/set-language', { locale: 'en', redirectTo: '/' }, { Origin: 'http://localhost:3000' });
    expect((await action(routeArgs(own, {}))).headers.get('Set-Cookie')).toMatch(/^ponte_lang=en;/);
  });

  it('changes nothing on a GET', () => {
    expect(loader().headers.get('Location')).toBe('/');
  });
});
