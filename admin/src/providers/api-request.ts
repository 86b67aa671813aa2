import type { fetchUtils } from 'react-admin';
import { pathTo, type RouteDef } from '@ponte/shared/routes';
import type { HttpAnswer, HttpClient } from './http-client.ts';

/**
 * The URL of an endpoint of the table (`ROUTES`), parameters filled: the host serves the API under
 * `/api` (decision 001). `apiPath(ROUTES.users.get, { id: 7 })` → `/api/v1/users/7`.
 */
export const apiPath = (...args: Parameters<typeof pathTo>) => `/api${pathTo(...args)}`;

/** One call's values: the path's `{name}` parameters, the query, a JSON body, and fetch's own options. */
export interface ApiRequest extends Omit<fetchUtils.Options, 'method' | 'body'> {
  params?: Parameters<typeof pathTo>[1];
  query?: Parameters<typeof pathTo>[2];
  body?: unknown;
}

/**
 * One endpoint of the table over the console's http client, with the table's method and path. Zod-free:
 * the auth provider's session calls, which load before the login page, go through it (decision 021).
 */
export async function requestApi(
  http: HttpClient,
  route: RouteDef,
  request: ApiRequest = {},
): Promise<HttpAnswer> {
  const { params, query, body, ...init } = request;
  return http(apiPath(route, params, query), {
    ...init,
    method: route.method.toUpperCase(),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
