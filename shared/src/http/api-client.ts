import type { z } from 'zod';
import { ErrorBodySchema, type ErrorBody } from './error-schema.ts';
import { failureForStatus } from '../i18n/phrases-messages.ts';
import { pathTo } from './routes.ts';
import type { EndpointDef } from './endpoints.ts';
import { domainClients } from './domain-clients.ts';

/** A non-2xx answer of the API, carrying the contract's error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.error);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  /** Where `/api` lives: '' on the same host in a browser, or an absolute URL ('http://x/api'). */
  baseUrl: string;
  /** The fetch to use: the API's own handler in one-process mode, global fetch otherwise. */
  fetch?: typeof fetch;
  /** Extra headers on every call (Authorization, Cookie, X-XSRF-TOKEN…), fixed or computed per call. */
  headers?: HeadersInit | (() => HeadersInit);
  /** Sees every raw response, e.g. to forward Set-Cookie from login to the browser. */
  onResponse?: (response: Response) => void;
  /** Browser only: send cookies (same-origin credentials). */
  credentials?: RequestCredentials;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type PathValues = Record<string, string | number>;
type QueryValues = Record<string, string | number | boolean | undefined | null>;

/** What a call of `endpoint` gives: its path parameters, its query and its JSON body, as the schemas take them. */
export type EndpointInput<E> = (E extends { params: infer P extends z.ZodType }
  ? { params: { [K in keyof z.input<P>]: string | number } }
  : { params?: never }) &
  (E extends { query: infer Q extends z.ZodType } ? { query?: z.input<Q> } : { query?: never }) &
  (E extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: never });
/** What it answers: the parsed response, or the raw Response of a file or a redirect. */
export type EndpointOutput<E> = E extends { response: infer S extends z.ZodType } ? z.output<S> : Response;
/** The typed call every domain client is written with. */
export type Send = <E extends EndpointDef>(endpoint: E, input: EndpointInput<E>) => Promise<EndpointOutput<E>>;

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? fetch;

  async function raw(method: Method, path: string, body?: unknown): Promise<Response> {
    const headers = new Headers(typeof options.headers === 'function' ? options.headers() : options.headers);
    headers.set('Accept', 'application/json');
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: options.credentials,
      });
    } catch (error) {
      // fetch rejects with a TypeError ("Failed to fetch", "fetch failed") when the API can't be reached:
      // for the person it is the service being unavailable, a 503 every caller handles like any refusal.
      if (error instanceof TypeError) throw new ApiError(503, { error: failureForStatus(503) });
      throw error;
    }
    options.onResponse?.(response);
    if (!response.ok) throw new ApiError(response.status, await readError(response));
    return response;
  }

  /**
   * One endpoint of the table (endpoints.ts): its path filled from `params`, `query` appended, `body`
   * sent as JSON, the answer parsed with its response schema (a file or a redirect comes back raw).
   */
  async function send<E extends EndpointDef>(endpoint: E, input: EndpointInput<E>): Promise<EndpointOutput<E>> {
    const { params, query, body } = input as { params?: PathValues; query?: QueryValues; body?: unknown };
    const response = await raw(endpoint.method.toUpperCase() as Method, pathTo(endpoint, params, query), body);
    if (typeof endpoint.response === 'string') return response as EndpointOutput<E>;
    return endpoint.response.parse(await response.json()) as EndpointOutput<E>;
  }

  return { raw, send, ...domainClients(send) };
}
export type ApiClient = ReturnType<typeof createApiClient>;

async function readError(response: Response): Promise<ErrorBody> {
  // Not the API's JSON (a proxy's 502 page, a crash's plain text): the product's sentence for the status.
  const fallback = { error: failureForStatus(response.status) };
  try {
    const parsed = ErrorBodySchema.safeParse(await response.json());
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}
