import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import type { Context, TypedResponse } from 'hono';
import type { z } from 'zod';
import { fieldErrors, type EndpointDef } from '@ponte/shared';
import type { AppEnv } from './context.ts';
import { MESSAGES } from './errors.ts';

const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (!result.success) {
    const error = (result as { error: z.ZodError }).error;
    return c.json({ error: MESSAGES.invalid, errors: fieldErrors(error.issues) }, 422);
  }
};

/** Every domain's router: validation failures answer 422 with field errors, never a 500. */
export const createRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

/** A required JSON body for createRoute. */
const jsonBody = <S extends z.ZodType>(schema: S, description = '') => ({
  body: { content: { 'application/json': { schema } }, required: true, description },
});

/** One JSON response entry for createRoute. */
export const jsonResponse = <S extends z.ZodType>(schema: S, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "nothing here" in an intersection
type Nothing = {};
type RequestOf<E> = (E extends { params: infer P extends z.ZodType } ? { params: P } : Nothing) &
  (E extends { query: infer Q extends z.ZodType } ? { query: Q } : Nothing) &
  (E extends { body: infer B extends z.ZodType } ? ReturnType<typeof jsonBody<B>> : Nothing);

/**
 * Method, path and request of `createRoute` from the shared endpoint table (decision 063), so that
 * the API, the client and the console cannot disagree on where an endpoint lives or what it takes.
 */
export function endpointOf<const E extends EndpointDef>(
  endpoint: E,
): { method: E['method']; path: E['path']; request: RequestOf<E> } {
  const request = {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { query: endpoint.query } : {}),
    ...(endpoint.body ? jsonBody(endpoint.body) : {}),
  };
  return { method: endpoint.method, path: endpoint.path, request: request as RequestOf<E> };
}

/** The success entry of `responses`: the endpoint's status and response schema from the table. */
export function successOf<const E extends EndpointDef & { response: z.ZodType }>(endpoint: E, description: string) {
  return { [endpoint.status]: jsonResponse(endpoint.response, description) } as {
    [K in E['status']]: ReturnType<typeof jsonResponse<E['response']>>;
  };
}

/** JSON text of a `T`, serialised once and answered as it is (a kept catalogue page, decision 076). */
export type JsonText<T> = string & { readonly __jsonOf?: T };

/**
 * Answers JSON text already serialised, typed as the value it encodes: the route's declared response
 * still checks the handler, as `c.json` would.
 */
export const jsonText = <T, S extends 200 | 201>(c: Context, json: JsonText<T>, status: S) =>
  c.body(json, status, { 'Content-Type': 'application/json' }) as unknown as TypedResponse<T, S, 'json'>;
