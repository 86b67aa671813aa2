import type http from 'node:http';
import * as charges from './charges.ts';
import {
  emptyStats,
  readBody,
  sendJson,
  type BillingType,
  type FailureKind,
  type FakeAsaasState,
  type WebhookConfig,
} from './state.ts';
import { deleteSubscription, nextCharge } from './subscriptions.ts';
import type { FakeAsaasWebhooks, FlushOptions } from './webhooks.ts';

/** Paths arrive as strings over HTTP. */
const regex = (path?: RegExp | string) => (typeof path === 'string' ? new RegExp(path) : path);
/** Controls answer what the API would: a copy, not the fake's live record. */
const copy = <T>(value: T): T => structuredClone(value);

/**
 * What a test (or, over HTTP at /__control/<name>, another process) can do to the fake: what the payer or
 * Asaas's panel would do to a charge, breaking things, and reading what it received. Changes emit the same
 * events as the REST routes; a change a charge's status does not allow throws.
 */
export function createControls(state: FakeAsaasState, webhooks: FakeAsaasWebhooks) {
  const controls = {
    /** The sandbox's "confirm payment": PIX/BOLETO → RECEIVED, CREDIT_CARD → CONFIRMED. */
    confirm: (paymentId: string, options: { billingType?: BillingType } = {}) =>
      copy(charges.confirm(state, paymentId, options)),
    /** A card payment settles: CONFIRMED → RECEIVED. */
    receive: (paymentId: string) => copy(charges.receive(state, paymentId)),
    overdue: (paymentId: string) => copy(charges.overdue(state, paymentId)),
    /** As POST /payments/{id}/refund (a smaller `value` refunds part). */
    refund: (paymentId: string, options: { value?: number; description?: string } = {}) =>
      copy(charges.refund(state, paymentId, options)),
    chargeback: (paymentId: string) => copy(charges.chargeback(state, paymentId)),
    /** The next cycle's charge, as the sandbox's paymentBook (or time passing in production) makes it. */
    nextCharge: (subscriptionId: string) => copy(nextCharge(state, subscriptionId)),
    /** As if removed in Asaas's panel. */
    deleteSubscription: (subscriptionId: string) => deleteSubscription(state, subscriptionId),
    payment: (paymentId: string) => copy(charges.payment(state, paymentId)),
    /** The newest charge of a subscription (what `npm run dev:payments` shows a link to). */
    latestPayment(subscriptionId: string) {
      const all = [...state.payments.values()].filter((p) => p.subscription === subscriptionId);
      return copy(all.at(-1) ?? null);
    },
    /** The next `count` matching requests fail; 'hang' never answers until the fake closes. */
    injectFailures(failure: { kind: FailureKind; count: number; path?: RegExp | string; method?: string }) {
      state.failures.push({
        kind: failure.kind,
        remaining: failure.count,
        path: regex(failure.path),
        method: failure.method?.toUpperCase(),
      });
    },
    clearFailures() {
      state.failures = [];
      state.commitFailures = [];
    },
    /**
     * The next `count` successful POSTs (matching `path`) are carried out, and then answered with a 500 or a
     * dropped connection: the caller must find what it created (by externalReference) rather than create twice.
     */
    failPostAfterCommit(count: number, path?: RegExp | string, kind: 'error500' | 'drop' = 'error500') {
      state.commitFailures.push({ kind, remaining: count, path: regex(path) });
    },
    /** Changes the webhook (url, token, mode) and resumes a paused queue. */
    setWebhook: (change: Partial<Omit<WebhookConfig, 'interrupted'>> = {}) => webhooks.configure(change),
    /** The unconfirmed reading where PUT /subscriptions/{id} ignores `value` (docs/payments-asaas.md §2). */
    ignoreValueOnUpdate(flag: boolean) {
      state.ignoreValueOnUpdate = flag;
    },
    setRateLimit(rateLimit: { limit: number; windowMs: number } | null) {
      state.rateLimit = rateLimit;
      state.window = null;
    },
    setLatency(ms: number) {
      state.latencyMs = ms;
    },
    /** For other processes; tests call asaas.webhooks directly. */
    queuedWebhooks: () => webhooks.queued(),
    flushWebhooks: (options: FlushOptions = {}) => webhooks.flush(options),
    stats: () => state.stats,
    resetStats() {
      state.stats = emptyStats();
    },
  };

  /** POST /__control/<name> with `{"args":[…]}`; GET /__control/stats. Answers `{result}` or `{error}`. */
  async function handleHttp(name: string, req: http.IncomingMessage, res: http.ServerResponse) {
    const fn = Object.hasOwn(controls, name) ? (controls as Record<string, unknown>)[name] : undefined;
    if (typeof fn !== 'function') return sendJson(res, 404, { error: `unknown control ${name}` });
    const text = req.method === 'POST' ? await readBody(req) : '';
    const args = text ? ((JSON.parse(text) as { args?: unknown[] }).args ?? []) : [];
    try {
      sendJson(res, 200, { result: (await (fn as (...a: unknown[]) => unknown)(...args)) ?? null });
    } catch (error) {
      sendJson(res, 400, { error: error instanceof Error ? error.message : String(error) });
    }
  }

  return Object.assign(controls, { handleHttp });
}
export type FakeAsaasControls = ReturnType<typeof createControls>;
