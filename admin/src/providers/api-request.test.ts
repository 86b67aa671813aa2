import { describe, expect, it } from 'vitest';
import type { fetchUtils } from 'react-admin';
import { ROUTES } from '@ponte/shared/routes';
import { apiPath, requestApi } from './api-request.ts';
import type { HttpClient } from './http-client.ts';

/** The console's http client at its edge: every call's URL and options, each answered `{}`. */
function recordingHttp() {
  const seen: { url: string; options: fetchUtils.Options | undefined }[] = [];
  const http: HttpClient = async (url, options) => {
    seen.push({ url, options });
    return { status: 200, headers: new Headers(), body: '{}', json: {} };
  };
  return { http, seen };
}

describe('the console’s paths, from the endpoint table', () => {
  it('puts /api before the table’s path, parameters encoded and empty query values left out', () => {
    expect(apiPath(ROUTES.auth.login)).toBe('/api/auth/login');
    expect(apiPath(ROUTES.users.get, { id: 'a/b' })).toBe('/api/v1/users/a%2Fb');
    expect(apiPath(ROUTES.plans.list, {}, { role: 'client', search: '', category: undefined })).toBe(
      '/api/v1/subscriber-plans?role=client',
    );
  });

  it('calls with the table’s method, a JSON body only when there is one, and fetch’s options as given', async () => {
    const { http, seen } = recordingHttp();
    const signal = new AbortController().signal;
    await requestApi(http, ROUTES.users.get, { params: { id: 7 }, signal });
    await requestApi(http, ROUTES.users.update, { params: { id: 7 }, body: { data: { city: 'Santos' } } });
    await requestApi(http, ROUTES.subscriptions.approve, { params: { id: 3 } });
    await requestApi(http, ROUTES.notifications.list, { query: { per_page: 10 }, cache: 'no-store' });
    expect(seen).toEqual([
      { url: '/api/v1/users/7', options: { method: 'GET', signal } },
      { url: '/api/v1/users/7', options: { method: 'PUT', body: '{"data":{"city":"Santos"}}' } },
      { url: '/api/v1/subscriptions/3/approve', options: { method: 'POST' } },
      { url: '/api/v1/notifications?per_page=10', options: { method: 'GET', cache: 'no-store' } },
    ]);
    expect(seen[2]!.options).not.toHaveProperty('body');
  });

  it('refuses a path whose parameter is missing, before any request', async () => {
    const { http, seen } = recordingHttp();
    await expect(requestApi(http, ROUTES.users.get)).rejects.toThrow('missing path parameter id');
    expect(seen).toEqual([]);
  });
});
