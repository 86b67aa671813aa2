import { createApiClient, XSRF_COOKIE, XSRF_HEADER, type ApiClient } from '@ponte/shared';

export interface AdminApiClientOptions {
  /** Injected in tests; the browser's fetch otherwise. */
  fetch?: typeof fetch;
  /** The `document.cookie` string; injected in tests, where there is no document. */
  readCookies?: () => string;
}

/** Reads one cookie out of a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The shared API client as the admin SPA uses it: same origin, the httpOnly session cookie sent
 * by the browser (the token never reaches JavaScript), and the XSRF cookie echoed as a header.
 */
export function createAdminApiClient(options: AdminApiClientOptions = {}): ApiClient {
  const readCookies = options.readCookies ?? (() => document.cookie);
  // Wrapped so the browser's fetch is never called with a foreign `this`.
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  return createApiClient({
    baseUrl: '',
    fetch: doFetch,
    credentials: 'same-origin',
    headers: (): Record<string, string> => {
      const token = readCookie(readCookies(), XSRF_COOKIE);
      return token ? { [XSRF_HEADER]: token } : {};
    },
  });
}
