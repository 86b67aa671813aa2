import { eq } from 'drizzle-orm';
import { blingReconnect } from '../notifications/events-bling.ts';
import { notifyEach } from '../notifications/events.ts';
import { BLING_MESSAGES } from './bling-messages.ts';
import { pacedGet, type BlingAnswer, type RetryPolicy } from './bling-http.ts';
import { pacerFor, retryPolicy, type BlingRuntime } from './bling-runtime.ts';
import { accessTokenFor, BlingConnectionError, forgetToken, refreshAccessToken } from './bling-tokens.ts';
import { blingConnections } from './bling.table.ts';
import type { BlingListItem, BlingProductDetail } from './bling-types.ts';

/** Bling answered something retrying cannot fix (400, 403…): the run stops with this status. */
export class BlingRequestError extends Error {
  constructor(readonly status: number) {
    super(status === 403 ? BLING_MESSAGES.forbidden : BLING_MESSAGES.rejected);
  }
}

export type Query = Record<string, string | number | (string | number)[] | undefined>;

/** `idsProdutos[]=1&idsProdutos[]=2`: arrays repeat their key, as Bling expects. */
function queryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The calls the sync and the webhooks make for one supplier, paced on that supplier's account. */
export function blingApi(
  runtime: BlingRuntime,
  supplierId: number,
  signal?: AbortSignal,
  retry: Partial<RetryPolicy> = {},
) {
  const { env } = runtime.deps;

  /** Every call carries the token; a 401 refreshes once and retries once, then the supplier must reconnect. */
  async function get(path: string, query: Query = {}): Promise<BlingAnswer> {
    const url = `${env.BLING_API_BASE.replace(/\/$/, '')}${path}${queryString(query)}`;
    const send = (token: string) =>
      pacedGet(url, {
        pacer: pacerFor(runtime, supplierId),
        policy: { ...retryPolicy(runtime), ...retry },
        signal,
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', 'enable-jwt': '1' },
        onSend: () => {
          runtime.counters.apiRequests += 1;
        },
      });
    const token = await accessTokenFor(runtime, supplierId);
    let answer = await send(token);
    if (answer.status === 401) {
      answer = await send(await refreshAccessToken(runtime, supplierId, token));
      if (answer.status === 401) {
        await markNeedsReconnect(runtime, supplierId);
        throw new BlingConnectionError('reconnect');
      }
    }
    return answer;
  }

  const expectOk = (answer: BlingAnswer) => {
    if (answer.status < 200 || answer.status >= 300) throw new BlingRequestError(answer.status);
    return answer.body as { data?: unknown };
  };

  return {
    async listProducts(query: Query): Promise<BlingListItem[]> {
      const data = expectOk(await get('/produtos', query)).data;
      return Array.isArray(data) ? (data as BlingListItem[]) : [];
    },
    /** Null when Bling no longer has the product (404). */
    async getProduct(id: string): Promise<BlingProductDetail | null> {
      const answer = await get(`/produtos/${encodeURIComponent(id)}`);
      if (answer.status === 404) return null;
      const data = expectOk(answer).data;
      return data && typeof data === 'object' ? (data as BlingProductDetail) : null;
    },
    /** Available units per product in one deposit (`saldoVirtual`), for up to 100 ids at a time. */
    async depositBalances(depositId: string, ids: string[]): Promise<Map<string, number>> {
      const balances = new Map<string, number>();
      if (ids.length === 0) return balances;
      const body = expectOk(
        await get(`/estoques/saldos/${encodeURIComponent(depositId)}`, { 'idsProdutos[]': ids }),
      );
      for (const row of Array.isArray(body.data) ? body.data : []) {
        const r = row as { produto?: { id?: unknown }; saldoVirtualTotal?: unknown };
        if (r.produto?.id !== undefined) balances.set(String(r.produto.id), Number(r.saldoVirtualTotal) || 0);
      }
      return balances;
    },
    /** The Bling company behind the token: its id is the `companyId` webhooks carry. */
    async company(): Promise<{ id: string; name: string | null } | null> {
      const answer = await get('/empresas/me/dados-basicos');
      if (answer.status !== 200) return null;
      const data = (answer.body as { data?: { id?: unknown; nome?: unknown } } | null)?.data;
      if (data?.id === undefined || data.id === null) return null;
      return { id: String(data.id), name: typeof data.nome === 'string' ? data.nome : null };
    },
  };
}
export type BlingApi = ReturnType<typeof blingApi>;

async function markNeedsReconnect(runtime: BlingRuntime, supplierId: number) {
  forgetToken(runtime, supplierId);
  const at = runtime.deps.now();
  await runtime.deps.db.transaction(async (tx) => {
    // Only a working connection becoming unusable is news to the supplier (decision 057).
    const [before] = await tx.select().from(blingConnections).where(eq(blingConnections.supplier_id, supplierId)).for('update');
    await tx
      .update(blingConnections)
      .set({ state: 'needs_reconnect', error: BLING_MESSAGES.needsReconnect, updated_at: at })
      .where(eq(blingConnections.supplier_id, supplierId));
    if (before?.state === 'connected') await notifyEach(runtime.deps, tx, [blingReconnect(before)]);
  });
}
