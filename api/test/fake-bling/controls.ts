import type http from 'node:http';
import { makeCatalogue, makeProduct, type CatalogueOptions, type FakeProduct } from './catalogue.ts';
import { mintCode } from './oauth.ts';
import {
  emptyStats,
  readBody,
  sendJson,
  type AuthorizeMode,
  type FailureKind,
  type FakeState,
} from './state.ts';

/**
 * What a test (or, over HTTP at /__control/<name>, another process) can do to the fake: change the
 * catalogue, break things, and read what it received.
 */
export function createControls(state: FakeState) {
  const account = (id?: string) => {
    const found = state.accounts.get(id ?? state.authorizeAccount);
    if (!found) throw new Error(`fake Bling: no account ${id}`);
    return found;
  };
  const find = (id: number) => {
    for (const a of state.accounts.values()) {
      const product = a.products.find((p) => p.id === id);
      if (product) return product;
    }
    throw new Error(`fake Bling: no product ${id}`);
  };
  /** A change in Bling: the product's "last changed" moves to now. */
  const touch = (product: FakeProduct) => {
    product.dataAlteracao = state.now();
  };

  const controls = {
    catalogue: (accountId?: string) => account(accountId).products,
    product: find,
    addAccount(id: string, name: string, products = 0, catalogue: CatalogueOptions = {}) {
      state.accounts.set(id, { id, name, products: makeCatalogue(products, catalogue), window: [] });
    },
    setAuthorizeAccount(id: string) {
      account(id);
      state.authorizeAccount = id;
    },
    setAuthorizeMode(mode: AuthorizeMode) {
      state.authorizeMode = mode;
    },
    mintCode: (accountId?: string) => mintCode(state, accountId),
    /**
     * Edits products as a person would in Bling (price and name): `count` sellable products spread
     * over the catalogue, or the given ids. Answers the ids changed.
     */
    changeProducts(which: number | number[], accountId?: string): number[] {
      const sellable = account(accountId).products.filter((p) => p.formato === 'S' && !p.excluido);
      const chosen = Array.isArray(which)
        ? which.map(find)
        : Array.from(
            { length: Math.min(which, sellable.length) },
            (_, i) => sellable[Math.floor((i * sellable.length) / which)]!,
          );
      for (const product of chosen) {
        product.preco = Math.round((product.preco + 1) * 100) / 100;
        product.nome = `${product.nome.replace(/ \(rev \d+\)$/, '')} (rev ${Date.now() % 1000})`;
        touch(product);
      }
      return chosen.map((p) => p.id);
    },
    /** A stock movement: Bling does not count it as a product change. */
    setStock(id: number, saldo: number) {
      const product = find(id);
      product.saldoVirtualTotal = saldo;
      product.depositos = [
        { ...product.depositos[0]!, saldoFisico: saldo, saldoVirtual: saldo },
        { ...product.depositos[1]!, saldoFisico: 0, saldoVirtual: 0 },
      ];
    },
    setSituacao(id: number, situacao: 'A' | 'I') {
      const product = find(id);
      product.situacao = situacao;
      touch(product);
    },
    deleteProducts(ids: number[]) {
      for (const id of ids) {
        const product = find(id);
        product.excluido = true;
        touch(product);
      }
    },
    addProducts(count: number, accountId?: string): number[] {
      const products = account(accountId).products;
      const added = Array.from({ length: count }, (_, i) => ({
        ...makeProduct(500_000 + products.length + i),
        dataAlteracao: state.now(),
      }));
      products.push(...added);
      products.sort((a, b) => a.id - b.id);
      return added.map((p) => p.id);
    },
    injectFailures(failure: { kind: FailureKind; count: number; path?: RegExp | string }) {
      const path = typeof failure.path === 'string' ? new RegExp(failure.path) : failure.path;
      state.failures.push({ kind: failure.kind, remaining: failure.count, path });
    },
    clearFailures() {
      state.failures = [];
    },
    setRateLimit(limit: number) {
      state.rateLimit = limit;
    },
    setLatency(ms: number) {
      state.latencyMs = ms;
    },
    setAccessTtl(seconds: number) {
      state.accessTtlSeconds = seconds;
    },
    setRetryAfter(seconds: number | null) {
      state.retryAfterSeconds = seconds;
    },
    /** Every access token issued so far stops working (Bling answers 401). */
    expireAccessTokens() {
      for (const entry of state.access.values()) entry.expiresAt = 0;
    },
    /** Every refresh token issued so far is revoked: the next refresh gets invalid_grant. */
    revokeRefreshTokens() {
      for (const entry of state.refresh.values()) entry.valid = false;
    },
    stats: () => state.stats,
    resetStats() {
      state.stats = emptyStats();
    },
  };

  /** POST /__control/<name> with `{"args":[…]}`; GET /__control/stats. Answers `{result}`. */
  async function handleHttp(name: string, req: http.IncomingMessage, res: http.ServerResponse) {
    const fn = (controls as Record<string, unknown>)[name];
    if (typeof fn !== 'function') return sendJson(res, 404, { error: `unknown control ${name}` });
    const text = req.method === 'POST' ? await readBody(req) : '';
    const args = text ? ((JSON.parse(text) as { args?: unknown[] }).args ?? []) : [];
    sendJson(res, 200, { result: (fn as (...a: unknown[]) => unknown)(...args) ?? null });
  }

  return Object.assign(controls, { handleHttp });
}
export type FakeBlingControls = ReturnType<typeof createControls>;
