import { describe, expect, it } from 'vitest';
import { hostFailure } from './host-failure.ts';

describe('hostFailure: what the host answers when a request fails past every handler', () => {
  it('answers /api callers with the contract JSON', async () => {
    const res = hostFailure(
      new Request('http://x/api/v1/dashboard', { headers: { Accept: 'application/json' } }),
    );
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Algo deu errado, entre em contato com os desenvolvedores' });
  });

  it('answers a browser with a pt-BR page, not "Internal Server Error"', async () => {
    const res = hostFailure(new Request('http://x/products', { headers: { Accept: 'text/html,*/*' } }));
    expect(res.status).toBe(500);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('Algo deu errado, entre em contato com os desenvolvedores');
    expect(html).toContain('href="/"');
    expect(html).not.toMatch(/Internal Server Error/);
  });

  it('sends the console back to its own start and answers other clients in plain text', async () => {
    const page = hostFailure(new Request('http://x/admin/products', { headers: { Accept: 'text/html' } }));
    expect(await page.text()).toContain('href="/admin/"');
    const text = hostFailure(new Request('http://x/favicon.ico'));
    expect(await text.text()).toBe('Algo deu errado, entre em contato com os desenvolvedores');
  });
});
