import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** One HTTP request as the logs see it (decision 031). */
export interface RequestContext {
  id: string;
  /** The route pattern that served it, set by whoever knows it: the API, or the storefront's router. */
  route?: string;
  /** The signed-in caller, once the API has resolved the session. */
  userId?: number;
}

interface Scope {
  request?: RequestContext;
  /** An in-process API call made while serving `request` (the storefront's loaders): not a request of its own. */
  nested?: boolean;
  /** Fields every log line in this scope carries (a Bling run's id, its supplier...). */
  fields?: Record<string, unknown>;
}

const storage = new AsyncLocalStorage<Scope>();

export const currentScope = (): Scope | undefined => storage.getStore();

/** Runs `fn` as the handling of `request`: whatever it logs, however deep, carries the request's id. */
export const runInRequest = <T>(request: RequestContext, fn: () => T): T => storage.run({ request }, fn);

/** Runs `fn` as part of the current request (same id), without making it a request of its own. */
export const runNested = <T>(fn: () => T): T => storage.run({ ...storage.getStore(), nested: true }, fn);

/** Runs `fn` outside any request: background work started by a request, which outlives it. */
export const outsideRequest = <T>(fn: () => T): T => storage.exit(fn);

/** Runs `fn` with `fields` added to every log line it writes (background work: runs, events). */
export const withLogFields = <T>(fields: Record<string, unknown>, fn: () => T): T => {
  const scope = storage.getStore();
  return storage.run({ ...scope, fields: { ...scope?.fields, ...fields } }, fn);
};

/** The fields the logger adds to each line (its `mixin`). */
export function logScopeFields(): Record<string, unknown> {
  const scope = storage.getStore();
  if (!scope) return {};
  const { request, fields } = scope;
  if (!request) return fields ?? {};
  return {
    ...fields,
    request_id: request.id,
    ...(request.userId === undefined ? {} : { user_id: request.userId }),
  };
}

/** A request id we accept from our proxy: nothing that could forge a log line or grow without bound. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The proxy's X-Request-Id when we trust our proxy and it looks sane; a new id otherwise. */
export function requestIdFor(incoming: string | undefined, trustProxy: boolean): string {
  return trustProxy && incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
