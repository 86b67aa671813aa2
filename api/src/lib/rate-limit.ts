import { sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client.ts';
import type { AppDeps, AppEnv, Bindings, RateLimitRule } from './context.ts';
import { ApiError, MESSAGES } from './errors.ts';

/**
 * Counts one hit against `key` in a fixed window and tells whether it is still allowed.
 * One upsert, so concurrent requests on several instances count correctly.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule, now: Date) {
  const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000).toISOString();
  const at = now.toISOString();
  const result = await db.execute<{ count: number; window_start: string }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${at}, 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= ${windowStart} THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= ${windowStart} THEN ${at}::timestamptz
                          ELSE rate_limits.window_start END
    RETURNING count, window_start`);
  const row = result.rows[0]!;
  const resetAt = new Date(row.window_start).getTime() + rule.windowSeconds * 1000;
  return {
    allowed: Number(row.count) <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)),
  };
}

export async function enforceRateLimit(deps: AppDeps, key: string, rule: RateLimitRule) {
  const { allowed, retryAfterSeconds } = await consumeRateLimit(deps.db, key, rule, deps.now());
  if (!allowed) throw new RateLimitError(retryAfterSeconds);
}

export class RateLimitError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, MESSAGES.rateLimited);
  }
}

/** The caller's address: the host's binding, a trusted proxy's header, or the socket. */
export function clientIp(
  c: { env: Bindings | undefined; req: { header(name: string): string | undefined } },
  trustProxy: boolean,
): string {
  if (c.env?.clientIp) return c.env.clientIp;
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

export const rateLimit = (name: keyof AppDeps['rateLimits']) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const deps = c.var.deps;
    await enforceRateLimit(deps, `${name}:${clientIp(c, deps.env.TRUST_PROXY)}`, deps.rateLimits[name]);
    await next();
  });
