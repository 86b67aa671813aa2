import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { createDataProvider } from '../providers/data-provider.ts';
import type { HttpAnswer, HttpClient } from '../providers/http-client.ts';
import { toHttpError } from '../providers/http-client.ts';

interface Seen {
  method: string;
  url: string;
  ifNoneMatch: string | null;
  cache: RequestCache | undefined;
  body: unknown;
}

/** The console's http client at its edge: an answer per "METHOD url", 304 as fetchJson rejects it. */
function fakeHttp(answer: (seen: Seen) => { status: number; json?: unknown; etag?: string }) {
  const seen: Seen[] = [];
  const http: HttpClient = async (url, options = {}) => {
    const request: Seen = {
      method: options.method ?? 'GET',
      url,
      ifNoneMatch: new Headers(options.headers).get('If-None-Match'),
      cache: options.cache,
      body: typeof options.body === 'string' ? JSON.parse(options.body) : undefined,
    };
    seen.push(request);
    const { status, json, etag } = answer(request);
    if (status < 200 || status >= 300) throw toHttpError(status, json);
    const headers = new Headers(etag ? { ETag: etag } : {});
    return { status, headers, body: JSON.stringify(json), json } satisfies HttpAnswer;
  };
  return { http, seen };
}

const unread = (count: number, latest: number | null) => ({
  result: { unread_count: count, latest_id: latest },
});

describe('the bell’s calls in the data provider', () => {
  it('polls the unread count with the last ETag, reading a 304 as “nothing changed”', async () => {
    const { http, seen } = fakeHttp((request) =>
      request.ifNoneMatch === '"u-3-41"'
        ? { status: 304 }
        : { status: 200, json: unread(3, 41), etag: '"u-3-41"' },
    );
    const dp = createDataProvider({ httpClient: http });

    await expect(dp.getUnreadNotifications(null)).resolves.toEqual({
      changed: true,
      etag: '"u-3-41"',
      data: { unread_count: 3, latest_id: 41 },
    });
    await expect(dp.getUnreadNotifications('"u-3-41"')).resolves.toEqual({ changed: false });
    expect(seen.map((s) => [s.method, s.url, s.ifNoneMatch, s.cache])).toEqual([
      ['GET', '/api/v1/notifications/unread', null, 'no-store'],
      ['GET', '/api/v1/notifications/unread', '"u-3-41"', 'no-store'],
    ]);
  });

  it('passes any other refusal on (a 401 signs the admin out through react-admin)', async () => {
    const { http } = fakeHttp(() => ({
      status: 401,
      json: { error: 'Sessão inválida ou expirada. Entre novamente.' },
    }));
    const error = await createDataProvider({ httpClient: http })
      .getUnreadNotifications(null)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: 'Sessão inválida ou expirada. Entre novamente.' });
  });

  it('lists the latest, marks read with a POST and answers the count left', async () => {
    const notification = {
      id: 41,
      kind: 'users.registered',
      params: { user_id: 9, user_name: 'Joana Lima', role: 'client' },
      read: false,
      created_at: '2026-11-27T13:00:00.000Z',
    };
    const { http, seen } = fakeHttp((request) =>
      request.method === 'GET'
        ? {
            status: 200,
            json: {
              result: {
                notifications: [notification],
                unread_count: 1,
                paginate: { current_page: 1, per_page: 10, total: 1, last_page: 1 },
              },
            },
          }
        : { status: 200, json: { result: { unread_count: 0 } } },
    );
    const dp = createDataProvider({ httpClient: http });
    await expect(dp.getNotifications({ perPage: 10 })).resolves.toEqual({
      data: [notification],
      unreadCount: 1,
    });
    await expect(dp.markNotificationsRead({ ids: [41] })).resolves.toEqual({ unreadCount: 0 });
    await expect(dp.markNotificationsRead({ all: true })).resolves.toEqual({ unreadCount: 0 });
    expect(seen.map((s) => [s.method, s.url, s.body])).toEqual([
      ['GET', '/api/v1/notifications?per_page=10', undefined],
      ['POST', '/api/v1/notifications/read', { ids: [41] }],
      ['POST', '/api/v1/notifications/read', { all: true }],
    ]);
  });

  it('reads and saves the preferences as the contract has them', async () => {
    const preferences = { email: { admin: false }, locale: 'en' };
    const { http, seen } = fakeHttp(() => ({ status: 200, json: { result: { preferences } } }));
    const dp = createDataProvider({ httpClient: http });
    await expect(dp.getNotificationPreferences()).resolves.toEqual({ data: preferences });
    await expect(dp.saveNotificationPreferences({ email: { admin: false }, locale: 'en' })).resolves.toEqual({
      data: preferences,
    });
    expect(seen.map((s) => [s.method, s.url, s.body])).toEqual([
      ['GET', '/api/v1/notifications/preferences', undefined],
      ['PUT', '/api/v1/notifications/preferences', preferences],
    ]);
  });
});

const email = (overrides: Record<string, unknown> = {}) => ({
  id: 5,
  kind: 'password-reset',
  events_count: 1,
  recipient: { id: 7, email: 'bruno@exemplo.com.br', name: 'Bruno Souza' },
  subject: 'Redefina sua senha',
  status: 'failed',
  attempts: 5,
  last_error: 'connect ECONNREFUSED',
  created_at: '2026-11-27T12:00:00.000Z',
  sent_at: null,
  ...overrides,
});

describe('the e-mails resource', () => {
  it('lists through POST /v1/emails/paginate with the filter, search and order', async () => {
    const { http, seen } = fakeHttp(() => ({
      status: 200,
      json: {
        result: { emails: [email()], paginate: { current_page: 1, per_page: 25, total: 1, last_page: 1 } },
      },
    }));
    const answer = await createDataProvider({ httpClient: http }).getList('emails', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { q: 'bruno', status: 'failed' },
    });
    expect(answer).toEqual({ data: [email()], total: 1 });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/emails/paginate',
      body: {
        page: 1,
        per_page: 25,
        sort: 'created_at',
        order: 'desc',
        search: 'bruno',
        filter: { status: 'failed' },
      },
    });
  });

  it('resends one, or many one by one, naming those the API refused', async () => {
    const refused = 'Só um e-mail que falhou pode ser reenviado.';
    const { http, seen } = fakeHttp((request) =>
      request.url.includes('/6/')
        ? { status: 409, json: { error: refused } }
        : {
            status: 200,
            json: { message: 'E-mail na fila de envio.', result: { email: email({ status: 'queued' }) } },
          },
    );
    const dp = createDataProvider({ httpClient: http });
    await expect(dp.resendEmail(5)).resolves.toMatchObject({
      message: 'E-mail na fila de envio.',
      data: { status: 'queued' },
    });
    const error = await dp
      .updateMany('emails', { ids: [5, 6], data: { action: 'resend' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 409,
      body: { done: [5], failed: 1, failures: [{ id: 6, message: refused }] },
    });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /api/v1/emails/5/resend',
      'POST /api/v1/emails/5/resend',
      'POST /api/v1/emails/6/resend',
    ]);
  });
});
