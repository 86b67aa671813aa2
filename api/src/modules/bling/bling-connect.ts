import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { BlingCallbackOutcome } from '@ponte/shared';
import type { AppDeps, AuthUser } from '../../lib/context.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { conflict } from '../../lib/errors.ts';
import { users } from '../users/users.table.ts';
import { blingApi } from './bling-api.ts';
import { readBlingAppConfig } from './bling-config.ts';
import { BLING_MESSAGES } from './bling-messages.ts';
import { requestTokens, revokeToken } from './bling-oauth.ts';
import { failActiveRuns, startRun } from './bling-runs.ts';
import { blingRuntime } from './bling-runtime.ts';
import { forgetToken, tokenColumns } from './bling-tokens.ts';
import { blingConnections, blingOauthStates } from './bling.table.ts';
import { decryptSecret, tokenContext } from './token-crypto.ts';

type Deps = Pick<AppDeps, 'db' | 'env' | 'jobs' | 'now'>;

/** How long the supplier has to approve at Bling. */
const STATE_TTL_MS = 10 * 60_000;

/** Where to send the supplier's browser: Bling's authorize page with a fresh, single-use state. */
export async function requestAuthorization(deps: Deps, user: AuthUser) {
  const { db, env } = deps;
  const config = await readBlingAppConfig(db);
  if (!config) throw conflict(BLING_MESSAGES.notConfigured);
  const now = deps.now();
  const state = randomToken();
  await db.delete(blingOauthStates).where(lt(blingOauthStates.expires_at, now));
  await db.insert(blingOauthStates).values({
    state_hash: sha256(state),
    user_id: user.id,
    expires_at: new Date(now.getTime() + STATE_TTL_MS),
    created_at: now,
  });
  const url = new URL(env.BLING_AUTHORIZE_URL);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('state', state);
  if (config.redirectUri) url.searchParams.set('redirect_uri', config.redirectUri);
  return { url: url.toString() };
}

export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

/** Takes the state if it is valid now and `userId` asked for it: at most one callback ever gets it. */
async function consumeState(deps: Deps, state: string | undefined, userId: number) {
  if (!state || state.length > 200) return null;
  const now = deps.now();
  const [row] = await deps.db
    .update(blingOauthStates)
    .set({ used_at: now })
    .where(
      and(
        eq(blingOauthStates.state_hash, sha256(state)),
        eq(blingOauthStates.user_id, userId),
        isNull(blingOauthStates.used_at),
        gt(blingOauthStates.expires_at, now),
      ),
    )
    .returning({ user_id: blingOauthStates.user_id });
  return row ?? null;
}

/**
 * Bling's redirect back (decision 016): a GET that writes, as OAuth requires, guarded by the state
 * (random, hashed, single use, 10 minutes) and by the session: the browser that comes back must be
 * signed in as the user who asked. Otherwise someone could send their own authorize link to a
 * signed-out victim and bind the victim's Bling account to their supplier. The session is checked before
 * the state is spent: a signed-out or wrong-user arrival leaves the rightful user's state usable
 * (decision 029). Answers the outcome at /erp.
 */
export async function completeAuthorization(
  deps: Deps,
  query: CallbackQuery,
  sessionUser: AuthUser | null,
): Promise<BlingCallbackOutcome> {
  if (!sessionUser) return 'invalid_state';
  const claimed = await consumeState(deps, query.state, sessionUser.id);
  if (!claimed) return 'invalid_state';
  const [owner] = await deps.db.select().from(users).where(eq(users.id, claimed.user_id));
  if (!owner || owner.role !== 'supplier' || !owner.active) return 'invalid_state';
  if (query.error) return 'denied';
  if (!query.code || query.code.length > 2000) return 'exchange_failed';
  const config = await readBlingAppConfig(deps.db);
  if (!config) return 'not_configured';

  const runtime = blingRuntime(deps);
  const result = await requestTokens(runtime, config, { grant_type: 'authorization_code', code: query.code });
  if (!result.ok) return 'exchange_failed';
  const now = deps.now();
  const values = {
    ...tokenColumns(deps.env, owner.id, result.tokens, now),
    state: 'connected' as const,
    error: null,
    connected_at: now,
    refreshed_at: null,
    updated_at: now,
  };
  await deps.db
    .insert(blingConnections)
    .values({ ...values, supplier_id: owner.id, created_at: now })
    .onConflictDoUpdate({ target: blingConnections.supplier_id, set: values });
  forgetToken(runtime, owner.id);
  await learnCompany(deps, owner.id);
  // The catalogue starts coming at once: connecting is asking for it.
  await startRun(deps.db, owner.id, 'user', now);
  runtime.wake();
  return 'connected';
}

/** Which Bling company the token belongs to, so webhooks find the supplier; best effort, one try. */
async function learnCompany(deps: Deps, supplierId: number) {
  try {
    const company = await blingApi(blingRuntime(deps), supplierId, undefined, { maxAttempts: 1 }).company();
    if (!company) return;
    await deps.db
      .update(blingConnections)
      .set({ company_id: company.id, company_name: company.name })
      .where(eq(blingConnections.supplier_id, supplierId));
  } catch {
    // Learned later from the first webhook about a product of this supplier (decision 018).
  }
}

/** Tokens are revoked at Bling (best effort) and deleted here; the row and the run history stay. */
export async function disconnect(deps: Deps, supplierId: number) {
  const { db, env } = deps;
  const [row] = await db.select().from(blingConnections).where(eq(blingConnections.supplier_id, supplierId));
  if (!row || row.state === 'disconnected') return;
  const config = await readBlingAppConfig(db);
  if (config && row.refresh_token) {
    try {
      const refresh = decryptSecret(env.APP_KEY, row.refresh_token, tokenContext(supplierId, 'refresh'));
      await revokeToken(blingRuntime(deps), config, refresh);
    } catch {
      // An unreadable token cannot be revoked; it is deleted all the same.
    }
  }
  const now = deps.now();
  forgetToken(blingRuntime(deps), supplierId);
  await db.transaction(async (tx) => {
    await tx
      .update(blingConnections)
      .set({
        state: 'disconnected',
        access_token: null,
        refresh_token: null,
        access_expires_at: null,
        error: null,
        updated_at: now,
      })
      .where(eq(blingConnections.id, row.id));
    await failActiveRuns(tx, supplierId, BLING_MESSAGES.runDisconnected, now);
  });
}

/** POST /v1/products/sync_bling: queues a run (or finds the one in progress) once Bling is usable. */
export async function requestSync(deps: Deps, supplierId: number) {
  const { db } = deps;
  if (!(await readBlingAppConfig(db))) throw conflict(BLING_MESSAGES.notConfigured);
  const [connection] = await db
    .select()
    .from(blingConnections)
    .where(eq(blingConnections.supplier_id, supplierId));
  if (connection?.state === 'needs_reconnect') throw conflict(BLING_MESSAGES.needsReconnect);
  if (connection?.state !== 'connected') throw conflict(BLING_MESSAGES.notConnected);
  const started = await startRun(db, supplierId, 'user', deps.now());
  if (started.created) blingRuntime(deps).wake();
  return started;
}
