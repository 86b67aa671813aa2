import { describe, expect, it } from 'vitest';
import { atPublicOrigin } from './host.ts';

describe('atPublicOrigin: page requests behind our proxies carry the public address', () => {
  it('re-addresses an internal http request to APP_URL, keeping method, headers, path, query and body', async () => {
    const internal = new Request('http://10.0.0.5:3000/profile?aba=dados', {
      method: 'POST',
      headers: { Origin: 'https://ponte.com.br', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'intent=profile&name=Ana',
    });
    const page = atPublicOrigin(internal, 'https://ponte.com.br');
    expect(page.url).toBe('https://ponte.com.br/profile?aba=dados');
    expect(page.method).toBe('POST');
    expect(page.headers.get('Origin')).toBe('https://ponte.com.br');
    expect(await page.text()).toBe('intent=profile&name=Ana');
  });

  it('leaves a request alone when it already has the public origin or no APP_URL is given', () => {
    const direct = new Request('http://localhost:3000/login');
    expect(atPublicOrigin(direct, 'http://localhost:3000')).toBe(direct);
    expect(atPublicOrigin(direct, undefined)).toBe(direct);
  });
});
