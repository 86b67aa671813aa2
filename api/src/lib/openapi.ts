import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import type { z } from 'zod';
import type { EndpointDef } from '@ponte/shared';
import type { $ZodIssue } from 'zod/v4/core';
import type { AppEnv } from './context.ts';
import { MESSAGES } from './errors.ts';

/** More fields than any form has: 90k unknown keys must not cost a map of 90k entries (decision 028). */
export const MAX_FIELD_ERRORS = 100;

/**
 * Turns zod issues into the contract's `errors` map. The `data` wrapper of PUT bodies is dropped
 * from paths so a message lands on the form field of the same name. At most MAX_FIELD_ERRORS fields.
 */
export function fieldErrors(issues: readonly $ZodIssue[]): Record<string, string[]> {
  // No prototype: a field literally named `__proto__` must be a key like any other.
  const errors: Record<string, string[]> = Object.create(null);
  let fields = 0;
  const add = (path: readonly PropertyKey[], message: string) => {
    const parts = path.map(String);
    if (parts[0] === 'data' && parts.length > 1) parts.shift();
    const key = parts.join('.') || '_';
    if (!errors[key]) {
      if (fields === MAX_FIELD_ERRORS) return false;
      fields += 1;
      errors[key] = [];
    }
    errors[key].push(message);
    return true;
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) if (!add([...issue.path, key], 'Campo não permitido.')) break;
    } else {
      add(issue.path, issue.message);
    }
  }
  return { ...errors };
}

const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (!result.success) {
    const error = (result as { error: z.ZodError }).error;
    return c.json({ error: MESSAGES.invalid, errors: fieldErrors(error.issues) }, 422);
  }
};

/** Every domain's router: validation failures answer 422 with field errors, never a 500. */
export const createRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

/** A required JSON body for createRoute. */
export const jsonBody = <S extends z.ZodType>(schema: S, description = '') => ({
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
