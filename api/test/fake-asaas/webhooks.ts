import { randomBytes } from 'node:crypto';
import { dateTime } from './dates.ts';
import type { AsaasEvent, AsaasPayment, AsaasSubscription, FakeAsaasState, WebhookConfig } from './state.ts';

/**
 * Asaas's webhook queue (docs/payments-asaas.md §5): POST with `asaas-access-token`, only HTTP 200 counts
 * (redirects are not followed, 10 s timeout), retried after each failure, paused ("interrompida") once the
 * retries run out while new events keep queueing. Auto mode sends one event at a time in order (SEQUENTIALLY);
 * `flush` reproduces NON_SEQUENTIALLY (reverse, shuffle) and at-least-once (duplicate).
 */
export interface WebhookOptions {
  /** Waits between attempts after failures; when they run out the queue is paused. */
  retryDelaysMs: number[];
  timeoutMs: number;
  onEvent?: (event: AsaasEvent) => void;
}

export type FlushOptions = { order?: 'sent' | 'reverse' | 'shuffle'; duplicate?: boolean };

export function createWebhooks(state: FakeAsaasState, options: WebhookOptions) {
  const queue: AsaasEvent[] = [];
  // Asaas's event numbers are large and only grow; the hex part is random.
  let counter = 368_604_000 + Math.floor(Math.random() * 1000);
  let running: Promise<void> | null = null;
  let flushing = false;
  let flushChain: Promise<unknown> = Promise.resolve();
  let failures = 0;
  let closed = false;
  let wake: (() => void) | null = null;
  const aborts = new Set<AbortController>();

  /** The envelope Asaas posts: the subject as it is now (a copy), stamped with the fake's clock. */
  function event(type: string, subject: AsaasPayment | AsaasSubscription): AsaasEvent {
    counter += 1;
    const key = subject.object === 'payment' ? 'payment' : 'subscription';
    return {
      id: `evt_${randomBytes(16).toString('hex')}&${counter}`,
      event: type,
      dateCreated: dateTime(state.now()),
      [key]: structuredClone(subject),
    };
  }

  /** One POST to the configured URL; `token` null sends no header. Status 0 = no answer (refused, timeout). */
  async function post(envelope: AsaasEvent, token: string | null) {
    const url = state.webhook.url;
    if (!url) throw new Error('fake Asaas: no webhook URL configured');
    const abort = new AbortController();
    aborts.add(abort);
    const timer = setTimeout(() => abort.abort(), options.timeoutMs);
    try {
      const response = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        signal: abort.signal,
        headers: {
          'content-type': 'application/json',
          ...(token === null ? {} : { 'asaas-access-token': token }),
        },
        body: JSON.stringify(envelope),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: response.status, body };
    } catch (error) {
      return { status: 0, body: String(error) };
    } finally {
      clearTimeout(timer);
      aborts.delete(abort);
    }
  }

  /** A counted queue delivery; a 200 takes the event off the queue. */
  async function attempt(envelope: AsaasEvent) {
    const { stats } = state;
    stats.webhook.attempts += 1;
    const { status } = await post(envelope, state.webhook.token);
    if (status === 200) {
      stats.webhook.delivered += 1;
      const at = queue.indexOf(envelope);
      if (at >= 0) queue.splice(at, 1);
    } else stats.webhook.failed += 1;
    return status;
  }

  const canRun = () =>
    !closed &&
    !flushing &&
    state.webhook.mode === 'auto' &&
    !state.webhook.interrupted &&
    !!state.webhook.url;

  async function pump() {
    while (canRun() && queue.length > 0) {
      if ((await attempt(queue[0]!)) === 200) {
        failures = 0;
        continue;
      }
      failures += 1;
      const delay = options.retryDelaysMs[failures - 1];
      if (delay === undefined) {
        state.webhook.interrupted = true;
        failures = 0;
        return;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => (clearTimeout(timer), resolve());
      });
      wake = null;
    }
  }

  function kick() {
    if (running || !canRun() || queue.length === 0) return;
    running = pump().finally(() => {
      running = null;
      kick();
    });
  }

  function enqueue(envelope: AsaasEvent) {
    state.events.push(envelope);
    queue.push(envelope);
    options.onEvent?.(envelope);
    // After the current tick, so the API's answer to the change usually leaves first.
    setImmediate(kick);
  }

  async function flushNow(flush: FlushOptions) {
    if (!state.webhook.url) throw new Error('fake Asaas: no webhook URL to flush to');
    flushing = true;
    wake?.();
    await running;
    try {
      state.webhook.interrupted = false;
      failures = 0;
      const batch = [...queue];
      if (flush.order === 'reverse') batch.reverse();
      if (flush.order === 'shuffle') {
        for (let i = batch.length - 1; i > 0; i--) {
          const j = Math.floor(Math.random() * (i + 1));
          [batch[i], batch[j]] = [batch[j]!, batch[i]!];
        }
      }
      const statuses: number[] = [];
      for (const envelope of flush.duplicate ? [...batch, ...batch] : batch) {
        if (closed) break;
        statuses.push(await attempt(envelope));
      }
      return statuses;
    } finally {
      flushing = false;
      kick();
    }
  }

  return {
    event,
    enqueue,
    /** Events not delivered yet (manual mode, failing, or paused), oldest first. */
    queued: () => [...queue],
    /**
     * Sends the whole queue now, one at a time, and resumes a paused queue. `duplicate` sends the batch twice
     * (all, then all again: an old copy arrives after newer events). Answers each attempt's status.
     */
    flush(flush: FlushOptions = {}): Promise<number[]> {
      const run = flushChain.then(() => flushNow(flush));
      flushChain = run.catch(() => undefined);
      return run;
    },
    /** One raw delivery, outside the queue and the stats; `token` undefined = the configured one. */
    deliver: (envelope: AsaasEvent, raw: { token?: string | null } = {}) =>
      post(envelope, raw.token === undefined ? state.webhook.token : raw.token),
    /** Changes the webhook and resumes a paused queue (as PUT /v3/webhooks/{id} with interrupted:false). */
    configure(change: Partial<Omit<WebhookConfig, 'interrupted'>> = {}) {
      const given = Object.entries(change).filter(([, value]) => value !== undefined);
      Object.assign(state.webhook, Object.fromEntries(given), { interrupted: false });
      failures = 0;
      wake?.(); // a retry waiting for its delay goes now
      kick();
    },
    async close() {
      closed = true;
      wake?.();
      for (const abort of aborts) abort.abort();
      await running;
      await flushChain;
    },
  };
}
export type FakeAsaasWebhooks = ReturnType<typeof createWebhooks>;
