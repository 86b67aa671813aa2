import { describe, expect, it } from 'vitest';
import { keepDataPrivate, keepPrivate } from './cache.server.ts';
import { createLoadContext } from '../load-context.ts';

const request = (cookie?: string) =>
  new Request('http://localhost:3000/profile', { headers: cookie ? { Cookie: cookie } : {} });

describe('Cache-Control on a signed-in person’s answers', () => {
  it('documents: no-store with the session cookie, untouched without', () => {
    const signedIn = new Headers();
    keepPrivate(request('ponte_lang=en; ponte_session=tok-123'), signedIn);
    expect(signedIn.get('Cache-Control')).toBe('no-store');
    const anonymous = new Headers();
    keepPrivate(request('ponte_lang=en'), anonymous);
    expect(anonymous.get('Cache-Control')).toBeNull();
  });

  it('data requests (.data, entry.server’s handleDataRequest) follow the same rule', async () => {
    const args = (cookie?: string) => ({ request: request(cookie), params: {}, context: createLoadContext() });
    const signedIn = await keepDataPrivate(Response.json({}), args('ponte_session=tok-123'));
    expect(signedIn.headers.get('Cache-Control')).toBe('no-store');
    const anonymous = await keepDataPrivate(Response.json({}), args());
    expect(anonymous.headers.get('Cache-Control')).toBeNull();
  });
});
