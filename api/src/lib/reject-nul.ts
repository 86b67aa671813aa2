import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';
import { ApiError } from './errors.ts';

const MESSAGE = 'O texto enviado contém um caractere inválido (NUL).';
const FIELD_MESSAGE = 'Contém um caractere inválido (NUL).';

/** The path of the first string (or key) holding U+0000, in the same form as validation errors. */
function findNul(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = [...path, key];
    if (key.includes('\u0000')) return childPath;
    const found = findNul(child, childPath);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000: one would turn any string field into a 500 deep in a query.
 * Refusing it here, once, covers every field of every endpoint (bodies and query strings).
 */
export const rejectNulBytes = createMiddleware<AppEnv>(async (c, next) => {
  if (/%00/.test(c.req.url)) throw new ApiError(422, MESSAGE);
  if (c.req.header('content-type')?.includes('application/json')) {
    const text = await c.req.text();
    // Cheap test first; only a body that may hold one is parsed (malformed JSON is the validator's 400).
    if (/\\u0000/i.test(text)) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return next();
      }
      const path = findNul(body);
      if (path) {
        // PUT bodies wrap `data`: name the field as the form knows it (as fieldErrors does).
        const field = (path[0] === 'data' && path.length > 1 ? path.slice(1) : path).join('.') || '_';
        throw new ApiError(422, MESSAGE, { [field]: [FIELD_MESSAGE] });
      }
    }
  }
  await next();
});
