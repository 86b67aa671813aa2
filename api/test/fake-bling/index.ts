import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleApi, overLimit, routeOf } from './api.ts';
import { makeCatalogue, type CatalogueOptions } from './catalogue.ts';
import { createControls } from './controls.ts';
import { authorize, revoke, token } from './oauth.ts';
import { blingError, emptyStats, sendJson, type AuthorizeMode, type FakeState } from './state.ts';
import { createWebhooks } from './webhooks.ts';

/**
 * A local stand-in for Bling API v3 (docs/bling-and-cep.md), for tests, the benchmark, `npm run
 * dev:bling` and browser tests. OAuth (authorize, token with rotation and expiry, revoke), the
 * product list and detail, stock balances and company data, a per-account limit of N requests in
 * any 1 s window (429 with Bling's error body), injected 500s/timeouts, and signed webhooks.
 *
 *   const bling = await startFakeBling({ products: 250 });
 *   Object.assign(deps.env, bling.env);                 // BLING_API_BASE, _AUTHORIZE_URL, _TOKEN_URL, _REVOKE_URL
 *   bling.controls.injectFailures({ kind: 'error500', count: 3 });
 *   expect(bling.stats.tooManyRequests).toBe(0);
 *   await bling.close();
 */
export interface FakeBlingOptions {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  /** The app's registered redirect link (the API's /api/v1/bling/callback). */
  redirectUri?: string | null;
  /** Products of the first account (sellable ones; parents of variations come on top). */
  products?: number;
  catalogue?: CatalogueOptions;
  accountId?: string;
  accountName?: string;
  /** Requests allowed per account in any 1 s window (Bling: 3). */
  rateLimit?: number;
  accessTtlSeconds?: number;
  latencyMs?: number;
  authorizeMode?: AuthorizeMode;
  /** Sent on 429s when set (Bling's use of it is unconfirmed). */
  retryAfterSeconds?: number | null;
  /** The clock of "last changed" stamps (the API's clock in tests that move it); default real time. */
  now?: () => Date;
}

export const FAKE_CLIENT_ID = 'ponte-app-id';
/** Where `npm run dev` serves the API's callback. */
const DEFAULT_REDIRECT_URI = 'http://localhost:3000/api/v1/bling/callback';
export const FAKE_CLIENT_SECRET = 'ponte-app-segredo-de-teste';

export async function startFakeBling(options: FakeBlingOptions = {}) {
  const accountId = options.accountId ?? '8f1c3a5e2b';
  const state: FakeState = {
    clientId: options.clientId ?? FAKE_CLIENT_ID,
    clientSecret: options.clientSecret ?? FAKE_CLIENT_SECRET,
    redirectUri: options.redirectUri === undefined ? DEFAULT_REDIRECT_URI : options.redirectUri,
    accounts: new Map([
      [
        accountId,
        {
          id: accountId,
          name: options.accountName ?? 'Distribuidora Exemplo Ltda',
          products: makeCatalogue(options.products ?? 0, options.catalogue),
          window: [],
        },
      ],
    ]),
    authorizeAccount: accountId,
    authorizeMode: options.authorizeMode ?? 'approve',
    codes: new Map(),
    access: new Map(),
    refresh: new Map(),
    accessTtlSeconds: options.accessTtlSeconds ?? 21_600,
    rateLimit: options.rateLimit ?? 3,
    latencyMs: options.latencyMs ?? 0,
    retryAfterSeconds: options.retryAfterSeconds ?? null,
    failures: [],
    stats: emptyStats(),
    now: options.now ?? (() => new Date()),
    held: new Set(),
  };
  const controls = createControls(state);

  function api(req: http.IncomingMessage, res: http.ServerResponse, url: URL, path: string) {
    const now = Date.now();
    const { stats } = state;
    stats.requests += 1;
    const route = `${req.method} ${routeOf(path)}`;
    stats.byRoute[route] = (stats.byRoute[route] ?? 0) + 1;
    stats.arrivals.push(now);
    const bearer = req.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const access = bearer ? state.access.get(bearer) : undefined;
    const account = access && access.expiresAt > now ? state.accounts.get(access.account) : undefined;
    if (!account) {
      stats.unauthorized += 1;
      return sendJson(res, 401, blingError('invalid_token', 'invalid_token', 'Token expirado ou inválido'));
    }
    if (overLimit(state, account, now)) {
      stats.tooManyRequests += 1;
      const headers: Record<string, string> = state.retryAfterSeconds
        ? { 'retry-after': String(state.retryAfterSeconds) }
        : {};
      return sendJson(res, 429, blingError('TOO_MANY_REQUESTS', 'Limite de requisições atingido.'), headers);
    }
    const failure = state.failures.find((f) => f.remaining > 0 && (!f.path || f.path.test(path)));
    if (failure) {
      failure.remaining -= 1;
      stats.injected += 1;
      if (failure.kind === 'error500')
        return sendJson(res, 500, blingError('SERVER_ERROR', 'Erro interno do servidor'));
      if (failure.kind === 'drop') return req.socket.destroy();
      state.held.add(res);
      res.on('close', () => state.held.delete(res));
      return;
    }
    const answer = () => handleApi(account, req.method ?? 'GET', path, url.searchParams, res);
    if (state.latencyMs > 0) setTimeout(answer, state.latencyMs);
    else answer();
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-bling');
    const path = url.pathname.replace(/^\/Api\/v3/, '');
    const fail = (error: unknown) => sendJson(res, 500, blingError('SERVER_ERROR', String(error)));
    if (url.pathname.startsWith('/__control/'))
      return void controls.handleHttp(url.pathname.slice(11), req, res).catch(fail);
    if (path === '/oauth/authorize' && req.method === 'GET') return authorize(state, url, res);
    if (path === '/oauth/token' && req.method === 'POST') return void token(state, req, res).catch(fail);
    if (path === '/oauth/revoke' && req.method === 'POST') return void revoke(state, req, res).catch(fail);
    if (url.pathname.startsWith('/Api/v3/')) return api(req, res, url, path);
    sendJson(res, 404, blingError('RESOURCE_NOT_FOUND', 'Recurso não encontrado'));
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  const apiBase = `${url}/Api/v3`;
  const env = {
    BLING_API_BASE: apiBase,
    BLING_AUTHORIZE_URL: `${apiBase}/oauth/authorize`,
    BLING_TOKEN_URL: `${apiBase}/oauth/token`,
    BLING_REVOKE_URL: `${apiBase}/oauth/revoke`,
  };

  return {
    url,
    apiBase,
    authorizeUrl: env.BLING_AUTHORIZE_URL,
    tokenUrl: env.BLING_TOKEN_URL,
    revokeUrl: env.BLING_REVOKE_URL,
    /** Ready to spread into the API's env. */
    env,
    clientId: state.clientId,
    clientSecret: state.clientSecret,
    accountId,
    controls,
    webhooks: createWebhooks(state, accountId),
    get stats() {
      return state.stats;
    },
    resetStats() {
      state.stats = emptyStats();
    },
    async close() {
      for (const res of state.held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeBling = Awaited<ReturnType<typeof startFakeBling>>;
