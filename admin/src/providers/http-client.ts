import { fetchUtils, HttpError } from 'react-admin';
import { XSRF_COOKIE, XSRF_HEADER } from '@ponte/shared/constants';
import type { ErrorBody } from '@ponte/shared';
import { FAILURE_MESSAGES, failureForStatus } from '@ponte/shared/i18n';
import { readCookie } from '@ponte/shared/cookies';

/** What react-admin's `fetchUtils.fetchJson` answers; the data provider only needs these. */
export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}
export type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<HttpAnswer>;

export interface HttpClientOptions {
  /** The `document.cookie` string; injected in tests, where there is no document. */
  readCookies?: () => string;
}

/**
 * The contract's ErrorBodySchema, checked by hand: this module is on the login page's path, which
 * loads no zod (docs/benchmarks.md, decision 021).
 */
function isErrorBody(json: unknown): json is ErrorBody {
  if (typeof json !== 'object' || json === null) return false;
  const { error, errors } = json as Record<string, unknown>;
  if (typeof error !== 'string') return false;
  if (errors === undefined) return true;
  return (
    typeof errors === 'object' &&
    errors !== null &&
    Object.values(errors).every(
      (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
    )
  );
}

/**
 * The API's error body `{error, errors}` as react-admin's HttpError: the message is the API's
 * Portuguese sentence, and `body.errors` maps each field to one message, which react-admin's forms
 * put under the matching input (server-side validation). `root.serverError` is what the form's
 * notification then says, instead of a generic "invalid form".
 */
export function toHttpError(status: number, json: unknown): HttpError {
  // Not the API's JSON (a proxy's 502 page, a crash's "Internal Server Error"): the product's sentence
  // for the status, never the status line in English.
  if (!isErrorBody(json)) return new HttpError(failureForStatus(status), status, json);
  const { error, errors } = json;
  if (!errors || Object.keys(errors).length === 0) return new HttpError(error, status, { error });
  const fields = Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, messages.join(' ')]),
  );
  return new HttpError(error, status, { error, errors: { ...fields, root: { serverError: error } } });
}

/**
 * react-admin's fetchJson on the same origin: the browser sends the httpOnly session cookie, and the
 * readable XSRF cookie comes back as the header the API checks on unsafe requests (docs/product.md#security).
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const readCookies = options.readCookies ?? (() => document.cookie);
  return async (url, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    const token = readCookie(readCookies(), XSRF_COOKIE);
    if (token) headers.set(XSRF_HEADER, token);
    try {
      return await fetchUtils.fetchJson(url, { ...init, headers, credentials: 'same-origin' });
    } catch (error) {
      if (error instanceof HttpError) throw toHttpError(error.status, error.body);
      throw networkFailure(error);
    }
  };
}

/**
 * fetch rejects with a TypeError ("Failed to fetch", "NetworkError when attempting to fetch resource.")
 * when the server can't be reached: react-admin would notify that text, so it becomes the product's
 * sentence, as an HttpError of status 0 (no answer; the auth provider keeps the user signed in).
 */
function networkFailure(error: unknown): unknown {
  if (error instanceof TypeError)
    return new HttpError(FAILURE_MESSAGES.network, 0, { error: FAILURE_MESSAGES.network });
  return error;
}

/** A file the API sent, with the name its Content-Disposition gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}
export type DownloadClient = (url: string, body: unknown) => Promise<DownloadedFile>;

const filenameOf = (disposition: string | null, fallback: string) =>
  /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * A POST answered by a file (the product export), with the same cookie, XSRF header and error
 * mapping as the JSON client; fetchJson would read the file as text and spoil an XLSX.
 */
export function createDownloadClient(
  options: HttpClientOptions & { fetch?: typeof fetch } = {},
): DownloadClient {
  const readCookies = options.readCookies ?? (() => document.cookie);
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  return async (url, body) => {
    const headers = new Headers({ 'Content-Type': 'application/json' });
    const token = readCookie(readCookies(), XSRF_COOKIE);
    if (token) headers.set(XSRF_HEADER, token);
    const response = await doFetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
    }).catch((error: unknown) => {
      throw networkFailure(error);
    });
    if (!response.ok) {
      const json: unknown = await response.json().catch(() => undefined);
      throw toHttpError(response.status, json);
    }
    const blob = await response.blob();
    return { blob, filename: filenameOf(response.headers.get('Content-Disposition'), 'produtos') };
  };
}
