import { eq } from 'drizzle-orm';
import { blingReconnect } from '../notifications/events-bling.ts';
import { notifyEach } from '../notifications/events.ts';
import { BLING_MESSAGES } from './bling-messages.ts';
import { readBlingAppConfig } from './bling-config.ts';
import { BlingUnavailableError } from './bling-http.ts';
import { requestTokens, type BlingTokens } from './bling-oauth.ts';
import type { BlingRuntime } from './bling-runtime.ts';
import { blingConnections } from './bling.table.ts';
import { decryptSecret, encryptSecret, tokenContext } from './token-crypto.ts';

/** The connection cannot be used until the supplier connects again (or the admin sets the app up). */
export class BlingConnectionError extends Error {
  constructor(readonly reason: 'reconnect' | 'not_configured') {
    super(reason === 'reconnect' ? BLING_MESSAGES.needsReconnect : BLING_MESSAGES.notConfigured);
  }
}

/** Tokens are refreshed this long before they expire, so no request meets an expired one. */
const REFRESH_MARGIN_MS = 5 * 60_000;

/** The columns that store a new token pair, encrypted. */
export function tokenColumns(env: { APP_KEY?: string }, supplierId: number, tokens: BlingTokens, now: Date) {
  return {
    access_token: encryptSecret(env.APP_KEY, tokens.accessToken, tokenContext(supplierId, 'access')),
    refresh_token: encryptSecret(env.APP_KEY, tokens.refreshToken, tokenContext(supplierId, 'refresh')),
    access_expires_at: new Date(now.getTime() + tokens.expiresInSeconds * 1000),
    scope: tokens.scope,
  };
}

const readAccess = (env: { APP_KEY?: string }, supplierId: number, stored: string) =>
  decryptSecret(env.APP_KEY, stored, tokenContext(supplierId, 'access'));

/** A usable access token for the supplier's Bling account, refreshed first when about to expire. */
export async function accessTokenFor(runtime: BlingRuntime, supplierId: number): Promise<string> {
  const { db, env, now } = runtime.deps;
  const cached = runtime.tokens.get(supplierId);
  if (cached && cached.until > Date.now() && cached.refreshAt > now().getTime()) return cached.token;
  const [row] = await db.select().from(blingConnections).where(eq(blingConnections.supplier_id, supplierId));
  if (!row || row.state !== 'connected' || !row.access_token) throw new BlingConnectionError('reconnect');
  const expires = row.access_expires_at?.getTime() ?? 0;
  const left = expires - REFRESH_MARGIN_MS - now().getTime();
  if (left <= 0) return refreshAccessToken(runtime, supplierId);
  const token = readAccess(env, supplierId, row.access_token);
  // Briefly: a disconnect or a refresh elsewhere is seen within seconds.
  runtime.tokens.set(supplierId, {
    token,
    until: Date.now() + TOKEN_CACHE_MS,
    refreshAt: expires - REFRESH_MARGIN_MS,
  });
  return token;
}

const TOKEN_CACHE_MS = 15_000;

/** Forgets the cached token (refreshed, rejected or disconnected). */
export const forgetToken = (runtime: BlingRuntime, supplierId: number) => runtime.tokens.delete(supplierId);

/**
 * Refreshes once for everyone: callers in this process share the promise in flight, and the row
 * lock makes another instance wait and then find the new token instead of spending the refresh
 * token a second time (it rotates: the old one stops working). `rejectedToken` is the token Bling
 * just answered 401 to; without it the refresh happens only near expiry.
 */
export function refreshAccessToken(runtime: BlingRuntime, supplierId: number, rejectedToken?: string) {
  let inFlight = runtime.refreshes.get(supplierId);
  if (!inFlight) {
    forgetToken(runtime, supplierId);
    inFlight = refreshLocked(runtime, supplierId, rejectedToken).finally(() =>
      runtime.refreshes.delete(supplierId),
    );
    runtime.refreshes.set(supplierId, inFlight);
  }
  return inFlight;
}

type Outcome = { kind: 'token'; token: string } | { kind: 'reconnect' } | { kind: 'unavailable' };

async function refreshLocked(
  runtime: BlingRuntime,
  supplierId: number,
  rejectedToken?: string,
): Promise<string> {
  const { db, env, now } = runtime.deps;
  const config = await readBlingAppConfig(db);
  if (!config) throw new BlingConnectionError('not_configured');
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select()
      .from(blingConnections)
      .where(eq(blingConnections.supplier_id, supplierId))
      .for('update');
    if (!row || row.state !== 'connected' || !row.access_token || !row.refresh_token)
      return { kind: 'reconnect' };
    const current = readAccess(env, supplierId, row.access_token);
    const stillGood = rejectedToken
      ? current !== rejectedToken
      : (row.access_expires_at?.getTime() ?? 0) - REFRESH_MARGIN_MS > now().getTime();
    if (stillGood) return { kind: 'token', token: current };

    const refreshToken = decryptSecret(env.APP_KEY, row.refresh_token, tokenContext(supplierId, 'refresh'));
    const result = await requestTokens(runtime, config, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    });
    const at = now();
    if (result.ok) {
      // The new pair is written in this transaction: the old refresh token no longer works at Bling.
      await tx
        .update(blingConnections)
        .set({
          ...tokenColumns(env, supplierId, result.tokens, at),
          refreshed_at: at,
          error: null,
          updated_at: at,
        })
        .where(eq(blingConnections.id, row.id));
      return { kind: 'token', token: result.tokens.accessToken };
    }
    if (result.reason === 'rejected') {
      await tx
        .update(blingConnections)
        .set({
          state: 'needs_reconnect',
          error: BLING_MESSAGES.needsReconnect,
          access_token: null,
          refresh_token: null,
          access_expires_at: null,
          updated_at: at,
        })
        .where(eq(blingConnections.id, row.id));
      await notifyEach(runtime.deps, tx, [blingReconnect(row)]);
      return { kind: 'reconnect' };
    }
    return { kind: 'unavailable' };
  });
  if (outcome.kind === 'token') return outcome.token;
  if (outcome.kind === 'reconnect') throw new BlingConnectionError('reconnect');
  throw new BlingUnavailableError('network');
}
