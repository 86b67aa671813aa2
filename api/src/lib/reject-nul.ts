import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';
import { ApiError } from './errors.ts';

const MESSAGE = 'O texto enviado contém um caractere inválido (NUL).';

/**
 * PostgreSQL text cannot hold U+0000: one would turn any string field into a 500 deep in a query.
 * Refusing it here, once, covers every field of every endpoint (bodies and query strings).
 */
export const rejectNulBytes = createMiddleware<AppEnv>(async (c, next) => {
  if (/%00/.test(c.req.url)) throw new ApiError(422, MESSAGE);
  if (c.req.header('content-type')?.includes('application/json')) {
    const text = await c.req.text();
    if (text.includes('\u0000') || /(^|[^\\])(\\\\)*\\u0000/i.test(text)) throw new ApiError(422, MESSAGE);
  }
  await next();
});
