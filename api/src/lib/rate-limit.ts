import { sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { AppDeps, AppEnv, Bindings, RateLimitRule } from './context.ts';
import { HttpError, MESSAGES } from './errors.ts';

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
  const started = new Date(row.window_start);
  const resetAt = started.getTime() + rule.windowSeconds * 1000;
  return {
    allowed: Number(row.count) <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)),
    /** For refundRateLimit: the window this hit was counted in. */
    windowStart: started,
  };
}

/** Takes back a hit that turned out not to count (a right password); a window started since is left alone. */
export async function refundRateLimit(db: Db, key: string, windowStart: Date) {
  await db.execute(sql`
    UPDATE rate_limits SET count = count - 1
    WHERE key = ${key} AND window_start = ${windowStart.toISOString()}::timestamptz AND count > 0`);
}

export async function enforceRateLimit(deps: AppDeps, key: string, rule: RateLimitRule) {
  const { allowed, retryAfterSeconds } = await consumeRateLimit(deps.db, key, rule, deps.now());
  if (!allowed) throw new RateLimitError(retryAfterSeconds);
}

export class RateLimitError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, MESSAGES.rateLimited);
  }
}

/** How many X-Forwarded-For entries, counted from the right, our own proxies wrote (0: trust none). */
export const trustedProxyHops = (env: Pick<Env, 'TRUST_PROXY' | 'TRUST_PROXY_HOPS'>) =>
  env.TRUST_PROXY ? env.TRUST_PROXY_HOPS : 0;

/**
 * The caller's address: the host's binding, else the socket's, or behind `trustedHops` proxies of ours
 * the X-Forwarded-For entry the outermost of them appended. Each proxy appends the address it was
 * reached from, so only the right-most `trustedHops` entries are facts; anything to their left is what
 * the client chose to send (decision 029).
 */
export function clientIp(c: RequestLike, trustedHops: number): string {
  if (c.env?.clientIp) return c.env.clientIp;
  if (trustedHops > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    // Fewer entries than trusted proxies: all were written by ours, and the left-most is the client.
    const client = hops[Math.max(0, hops.length - trustedHops)];
    if (client) return client;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

type RequestLike = { env: Bindings | undefined; req: { header(name: string): string | undefined } };

/** The address of the caller of an API request, as configured (TRUST_PROXY, TRUST_PROXY_HOPS). */
export const requestIp = (c: RequestLike & { var: { deps: AppDeps } }) =>
  clientIp(c, trustedProxyHops(c.var.deps.env));

export const rateLimit = (name: keyof AppDeps['rateLimits']) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const deps = c.var.deps;
    await enforceRateLimit(deps, `${name}:${requestIp(c)}`, deps.rateLimits[name]);
    await next();
  });
