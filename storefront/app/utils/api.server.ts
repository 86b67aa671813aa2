import { createApiClient, SESSION_COOKIE, type ApiClient } from '@ponte/shared';
import type { HostValues } from '../load-context.ts';
import { readCookie } from './cookies.server.ts';
import { env } from './env.server.ts';

/** Origin for the in-process API handler: it routes by path only, so any origin works. */
const IN_PROCESS_API_ORIGIN = 'http://ponte.internal';

export interface GetApiOptions {
  /**
   * Headers of the storefront's own answer: the API's Set-Cookie (login, register, logout) are appended
   * here, because the API owns the session cookie and the browser only ever talks to us.
   */
  responseHeaders?: Headers;
}

/**
 * The shared API client acting for the person behind `request`: their session cookie becomes a Bearer
 * token (Bearer calls need no XSRF header), and their User-Agent travels along for the API's session list.
 */
export function getApi(request: Request, context: HostValues, opts: GetApiOptions = {}): ApiClient {
  const headers = new Headers();
  const token = readCookie(request, SESSION_COOKIE);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const userAgent = request.headers.get('User-Agent');
  if (userAgent) headers.set('User-Agent', userAgent);

  const { responseHeaders } = opts;
  return createApiClient({
    baseUrl: context.apiFetch ? IN_PROCESS_API_ORIGIN : env.API_URL,
    fetch: context.apiFetch,
    headers,
    onResponse: responseHeaders
      ? (response) => {
          for (const cookie of response.headers.getSetCookie()) {
            responseHeaders.append('Set-Cookie', cookie);
          }
        }
      : undefined,
  });
}

/** Whether the request carries a session cookie at all (no cookie: no need to ask the API). */
export const hasSessionCookie = (request: Request) => readCookie(request, SESSION_COOKIE) !== null;
