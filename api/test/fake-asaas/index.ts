import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createControls } from './controls.ts';
import { handlePage } from './pages.ts';
import { serveApi } from './serve.ts';
import { emptyStats, sendJson, type AsaasEvent, type FakeAsaasState } from './state.ts';
import { createWebhooks } from './webhooks.ts';

/**
 * A local stand-in for the Asaas payments API v3 (docs/payments-asaas.md), for tests, `npm run dev:payments`
 * and browser tests: customers, subscriptions with their charges, the charge state machine, Pix and boleto
 * codes, the hosted invoice page, the sandbox's confirm/overdue, webhooks that retry until a 200 and pause
 * after the last retry, a rate limit with RateLimit-* headers, and injected failures.
 *
 *   const asaas = await startFakeAsaas({ webhookUrl: `${app.url}/api/webhooks/asaas` });
 *   Object.assign(deps.env, asaas.env);       // ASAAS_BASE_URL, ASAAS_API_KEY, ASAAS_WEBHOOK_TOKEN
 *   asaas.controls.confirm(paymentId);        // the payer pays; PAYMENT_RECEIVED goes out
 *   await asaas.close();
 */
export interface FakeAsaasOptions {
  port?: number;
  host?: string;
  /** The `access_token` every request must carry; the `$` is part of Asaas keys. */
  apiKey?: string;
  /** Sent as `asaas-access-token` on deliveries. */
  webhookToken?: string;
  /** The clock of dateCreated, payment dates and event stamps (written in Brazil's time); default real time. */
  now?: () => Date;
  /** Where events are POSTed; null (default) keeps them queued until one is set. */
  webhookUrl?: string | null;
  /** auto: sent at once, one at a time, retried; manual: queued until `webhooks.flush()`. */
  webhookMode?: 'auto' | 'manual';
  /** Waits after each failed delivery (Asaas: 30 s … 3 h over 15 attempts); after the last, the queue pauses. */
  retryDelaysMs?: number[];
  /** A delivery without an answer by then fails (Asaas: 10 s). */
  webhookTimeoutMs?: number;
  /** At most `limit` requests per fixed window of `windowMs`, then 429 (Asaas: 25 000 per 12 h, and more). */
  rateLimit?: { limit: number; windowMs: number } | null;
  latencyMs?: number;
  /** Called with each event as it is emitted (the CLI prints them). */
  onEvent?: (event: AsaasEvent) => void;
}

export const FAKE_ASAAS_API_KEY = '$aact_hmlg_000fakePonteChaveDeTesteDoSandbox';
export const FAKE_ASAAS_WEBHOOK_TOKEN = 'fake-asaas-webhook-token-ponte-'.padEnd(40, '0');

export async function startFakeAsaas(options: FakeAsaasOptions = {}) {
  const state: FakeAsaasState = {
    apiKey: options.apiKey ?? FAKE_ASAAS_API_KEY,
    now: options.now ?? (() => new Date()),
    baseUrl: '',
    customers: new Map(),
    subscriptions: new Map(),
    payments: new Map(),
    events: [],
    anchors: new Map(),
    rateLimit: options.rateLimit ?? null,
    window: null,
    latencyMs: options.latencyMs ?? 0,
    failures: [],
    commitFailures: [],
    ignoreValueOnUpdate: false,
    webhook: {
      url: options.webhookUrl ?? null,
      token: options.webhookToken ?? FAKE_ASAAS_WEBHOOK_TOKEN,
      mode: options.webhookMode ?? 'auto',
      interrupted: false,
    },
    stats: emptyStats(),
    held: new Set(),
    emit: () => undefined,
    sequence: 0,
  };
  const webhooks = createWebhooks(state, {
    retryDelaysMs: options.retryDelaysMs ?? [50, 100, 200, 400],
    timeoutMs: options.webhookTimeoutMs ?? 10_000,
    onEvent: options.onEvent,
  });
  state.emit = (type, subject) => webhooks.enqueue(webhooks.event(type, subject));
  const controls = createControls(state, webhooks);

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-asaas');
    const fail = (error: unknown) =>
      sendJson(res, 500, { errors: [{ code: 'internal', description: String(error) }] });
    if (url.pathname.startsWith('/__control/'))
      return void controls.handleHttp(url.pathname.slice(11), req, res).catch(fail);
    if (url.pathname.startsWith('/v3/')) return void serveApi(state, req, res, url).catch(fail);
    void handlePage(state, req, res, url.pathname)
      .then((served) => {
        if (!served)
          sendJson(res, 404, { errors: [{ code: 'not_found', description: 'Recurso não encontrado.' }] });
      })
      .catch(fail);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  state.baseUrl = url;
  const apiBase = `${url}/v3`;

  return {
    url,
    apiBase,
    /** Ready to spread into the API's env. */
    env: {
      ASAAS_BASE_URL: apiBase,
      ASAAS_API_KEY: state.apiKey,
      ASAAS_WEBHOOK_TOKEN: state.webhook.token ?? '',
    },
    apiKey: state.apiKey,
    webhookToken: state.webhook.token ?? '',
    controls,
    /** Read access to the fake's records (live objects: change them through the API or the controls). */
    state: {
      customers: state.customers,
      subscriptions: state.subscriptions,
      payments: state.payments,
      /** Every event emitted, in order, delivered or not. */
      events: state.events,
      webhook: state.webhook,
    },
    get stats() {
      return state.stats;
    },
    resetStats() {
      state.stats = emptyStats();
    },
    webhooks: {
      queued: webhooks.queued,
      flush: webhooks.flush,
      deliver: webhooks.deliver,
      event: webhooks.event,
    },
    async close() {
      await webhooks.close();
      for (const res of state.held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeAsaas = Awaited<ReturnType<typeof startFakeAsaas>>;
