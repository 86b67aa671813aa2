import { fetchWithDeadline } from '../../lib/fetch-with-deadline.ts';
import type { BlingAppConfig } from './bling-config.ts';
import { takeTokenCall, type BlingRuntime } from './bling-runtime.ts';

/** Headers Bling's token endpoint expects (docs/bling-and-cep.md#oauth): client credentials only here. */
function tokenHeaders(config: BlingAppConfig) {
  const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
  return {
    Authorization: `Basic ${basic}`,
    'Content-Type': 'application/x-www-form-urlencoded',
    Accept: '1.0',
    'enable-jwt': '1',
  };
}

export interface BlingTokens {
  accessToken: string;
  refreshToken: string;
  expiresInSeconds: number;
  scope: string | null;
}

/**
 * `rejected`: Bling refused the code or refresh token (400/401) and only a new authorization helps.
 * `unavailable`: the endpoint failed or did not answer, or this process is out of token-call budget.
 */
export type TokenResult =
  { ok: true; tokens: BlingTokens } | { ok: false; reason: 'rejected' | 'unavailable' };

/** Access tokens live 6 h; Bling may name the lifetime `expires_in` or `token_validate`. */
const DEFAULT_LIFETIME_SECONDS = 21_600;

function parseTokens(body: unknown): BlingTokens | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  if (typeof b.access_token !== 'string' || typeof b.refresh_token !== 'string') return null;
  if (!b.access_token || !b.refresh_token) return null;
  const lifetime = Number(b.expires_in ?? b.token_validate);
  return {
    accessToken: b.access_token,
    refreshToken: b.refresh_token,
    expiresInSeconds: Number.isFinite(lifetime) && lifetime > 0 ? lifetime : DEFAULT_LIFETIME_SECONDS,
    scope: typeof b.scope === 'string' ? b.scope : null,
  };
}

/** One call to the token endpoint, never repeated on its own (Bling bans IPs that insist). */
export async function requestTokens(
  runtime: BlingRuntime,
  config: BlingAppConfig,
  form: Record<string, string>,
): Promise<TokenResult> {
  if (!takeTokenCall(runtime)) return { ok: false, reason: 'unavailable' };
  const { env } = runtime.deps;
  try {
    const { status, ok, text } = await fetchWithDeadline(
      env.BLING_TOKEN_URL,
      { method: 'POST', headers: tokenHeaders(config), body: new URLSearchParams(form).toString() },
      { timeoutMs: Math.min(env.BLING_TIMEOUT_MS, 15_000) },
      async (response) => ({ status: response.status, ok: response.ok, text: await response.text() }),
    );
    if (status === 400 || status === 401) return { ok: false, reason: 'rejected' };
    if (!ok) return { ok: false, reason: 'unavailable' };
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // An unreadable 200 is as good as no answer.
    }
    const tokens = parseTokens(body);
    return tokens ? { ok: true, tokens } : { ok: false, reason: 'unavailable' };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
}

/** Best effort: the supplier is disconnected here whatever Bling answers. */
export async function revokeToken(runtime: BlingRuntime, config: BlingAppConfig, token: string) {
  try {
    return await fetchWithDeadline(
      runtime.deps.env.BLING_REVOKE_URL,
      {
        method: 'POST',
        headers: tokenHeaders(config),
        body: new URLSearchParams({ token, token_type_hint: 'refresh_token' }).toString(),
      },
      { timeoutMs: 5000 },
      async (response) => {
        await response.body?.cancel();
        return response.ok;
      },
    );
  } catch {
    return false;
  }
}
