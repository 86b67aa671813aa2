import type { AppDeps } from '../lib/context.ts';
import { consumeRateLimit, RateLimitError, refundRateLimit } from '../lib/rate-limit.ts';

/**
 * Runs one password check against `account` (its e-mail, known or not) from `ip`, within the guessing
 * limits of decision 029: `loginAccountIp` per (account, IP), so one attacker's address is stopped
 * without locking the owner out from theirs, and the higher `loginAccount` per account, against guesses
 * spread over many addresses. Attempts are counted before checking, so parallel guesses cannot overrun a
 * limit; a right password is refunded, so the owner's own logins never spend the budget.
 */
export async function checkPasswordAttempt(
  deps: Pick<AppDeps, 'db' | 'now' | 'rateLimits'>,
  account: string,
  ip: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const { db, rateLimits } = deps;
  const now = deps.now();
  const pairKey = `password-guess:${account}|${ip}`;
  const accountKey = `password-guess:${account}`;
  const pair = await consumeRateLimit(db, pairKey, rateLimits.loginAccountIp, now);
  // An address already stopped spends nothing of the account's ceiling: it cannot lock the owner out.
  if (!pair.allowed) throw new RateLimitError(pair.retryAfterSeconds);
  const whole = await consumeRateLimit(db, accountKey, rateLimits.loginAccount, now);
  if (!whole.allowed) {
    await refundRateLimit(db, pairKey, pair.windowStart);
    throw new RateLimitError(whole.retryAfterSeconds);
  }
  const ok = await check();
  if (ok) {
    await refundRateLimit(db, pairKey, pair.windowStart);
    await refundRateLimit(db, accountKey, whole.windowStart);
  }
  return ok;
}
