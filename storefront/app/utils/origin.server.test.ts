import { describe, expect, it } from 'vitest';
import { isSameOriginPost, requireSameOrigin } from './origin.server.ts';

const post = (origin?: string, url = 'http://localhost:3000/logout') =>
  new Request(url, { method: 'POST', headers: origin === undefined ? {} : { Origin: origin } });

describe('the Origin check of resource-route actions (React Router 7.18’s rule for document actions)', () => {
  it('lets through a post from this origin, and one without an Origin header', () => {
    expect(isSameOriginPost(post('http://localhost:3000'))).toBe(true);
    expect(isSameOriginPost(post())).toBe(true);
  });

  it.each([
    'https://evil.example',
    'http://localhost:3001',
    'https://localhost:3000',
    'http://sub.localhost:3000',
    'null',
    'não é uma URL',
    '',
  ])('refuses Origin %j', (origin) => {
    expect(isSameOriginPost(post(origin))).toBe(false);
  });

  it('answers 403 in the person’s language', async () => {
    const request = new Request('http://localhost:3000/logout', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', Cookie: 'ponte_lang=en' },
    });
    let thrown: unknown;
    try {
      requireSameOrigin(request);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('Request from another site refused.');
  });
});
