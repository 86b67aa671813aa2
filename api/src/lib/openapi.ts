import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import type { z } from 'zod';
import type { $ZodIssue } from 'zod/v4/core';
import type { AppEnv } from './context.ts';
import { MESSAGES } from './errors.ts';

/**
 * Turns zod issues into the contract's `errors` map. The `data` wrapper of PUT bodies is dropped
 * from paths so a message lands on the form field of the same name.
 */
export function fieldErrors(issues: readonly $ZodIssue[]): Record<string, string[]> {
  // No prototype: a field literally named `__proto__` must be a key like any other.
  const errors: Record<string, string[]> = Object.create(null);
  const add = (path: PropertyKey[], message: string) => {
    const parts = path.map(String);
    if (parts[0] === 'data' && parts.length > 1) parts.shift();
    const key = parts.join('.') || '_';
    (errors[key] ??= []).push(message);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key], 'Campo não permitido.');
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
