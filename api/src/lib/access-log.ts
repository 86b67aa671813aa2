import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { loggerFor } from './logger.ts';
import { observeHttpRequest } from './metrics.ts';
import {
  currentScope,
  REQUEST_ID_HEADER,
  requestIdFor,
  runInRequest,
  type RequestContext,
} from './request-context.ts';
import { setAnswerHeader } from './answer-header.ts';

const log = loggerFor('http');

/** The label of a request no route matched: one value, however many paths are probed. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route pattern (`/api/v1/users/:id`) of the endpoint that answered, or would have: when a
 * middleware answers (401 of requireUser), the endpoint after it. Hono's `use` middleware match every
 * method (ALL); endpoints have theirs.
 */
function endpointPattern(c: Context): string {
  const routes = matchedRoutes(c);
  const endpoint = routes.slice(c.req.routeIndex).find((route) => route.method !== 'ALL');
  return endpoint?.path ?? UNMATCHED_ROUTE;
}

/** The host's pattern: whatever answered (a static folder, the storefront's catch-all). */
export const hostPattern = (c: Context): string =>
  matchedRoutes(c)[c.req.routeIndex]?.path ?? UNMATCHED_ROUTE;

/**
 * Gives a request its id (answered in X-Request-Id) and async scope, then writes its one access line
 * and its duration metric (decision 031). `route` is what the part that served it said, or `routeOf`.
 * Only the method, pattern, status, duration and caller are written: never the path's ids, the query
 * string, headers or bodies.
 */
export const accessLog =
  (options: { trustProxy: boolean; routeOf: (c: Context) => string }): MiddlewareHandler =>
  async (c, next) => {
    const started = performance.now();
    const request: RequestContext = {
      id: requestIdFor(c.req.header(REQUEST_ID_HEADER), options.trustProxy),
    };
    try {
      await runInRequest(request, next);
    } finally {
      const status = c.res.status;
      const route = request.route ?? options.routeOf(c);
      const seconds = (performance.now() - started) / 1000;
      setAnswerHeader(c, REQUEST_ID_HEADER, request.id);
      observeHttpRequest(c.req.method, route, status, seconds);
      log[status >= 500 ? 'error' : 'info'](
        {
          request_id: request.id,
          ...(request.userId === undefined ? {} : { user_id: request.userId }),
          method: c.req.method,
          route,
          status,
          duration_ms: Math.round(seconds * 10_000) / 10,
        },
        'request',
      );
    }
  };

/**
 * The API's part: alone (tests, API_ONLY), it is the access log; under the host, which logs, it tells
 * the host's request its route pattern; inside the storefront's in-process calls it does nothing (the
 * page's request is the one logged, and those calls keep its id).
 */
export const apiRequestScope = (trustProxy: boolean): MiddlewareHandler => {
  const alone = accessLog({ trustProxy, routeOf: endpointPattern });
  return async (c, next) => {
    const scope = currentScope();
    if (!scope?.request) return alone(c, next);
    await next();
    if (!scope.nested) scope.request.route = endpointPattern(c);
  };
};

/** After authentication: the caller joins the request's log lines (the storefront's calls: the page's). */
export function noteCaller(userId: number | undefined) {
  const request = currentScope()?.request;
  if (request && userId !== undefined) request.userId = userId;
}
