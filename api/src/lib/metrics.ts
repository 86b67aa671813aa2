import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus figures, one registry, served at GET /api/metrics behind METRICS_TOKEN
 * (decision 031). Labels stay few and bounded: route patterns, never raw paths.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer one HTTP request, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

export function observeHttpRequest(method: string, route: string, status: number, seconds: number) {
  httpDuration.observe({ method, route, status: String(status) }, seconds);
}

/** A counter of an answer kept in memory while the database tells its changes (decisions 075–077). */
function keptAnswersCounter(name: string, help: string) {
  const counter = new Counter({ name, help, labelNames: ['result'] as const, registers: [registry] });
  return (result: 'kept' | 'read') => counter.inc({ result });
}

export const countSessionLookup = keptAnswersCounter(
  'session_lookups_total',
  'Signed-in requests whose session was kept in memory (kept) or read from the database (read), decision 075.',
);

export const countCataloguePage = keptAnswersCounter(
  'catalogue_pages_total',
  'Catalogue pages answered from memory (kept) or read from the database (read), decision 076.',
);

export const countCurrentUser = keptAnswersCounter(
  'current_user_answers_total',
  'Current-user answers given from memory (kept) or read from the database (read), decision 077.',
);

/** What the database pool gauges read (pg.Pool has these). */
export interface PoolFigures {
  /** Set once the pool is closed: it leaves the gauges. */
  ending: boolean;
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

// Tests open several pools in one process: the gauges add them up.
const pools = new Set<PoolFigures>();
const poolGauge = (name: string, help: string, read: (pool: PoolFigures) => number) =>
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      let sum = 0;
      for (const pool of pools) {
        if (pool.ending) pools.delete(pool);
        else sum += read(pool);
      }
      this.set(sum);
    },
  });
poolGauge('db_pool_connections', 'Open connections of the PostgreSQL pool.', (p) => p.totalCount);
poolGauge(
  'db_pool_idle_connections',
  'Open connections of the PostgreSQL pool not in use.',
  (p) => p.idleCount,
);
poolGauge(
  'db_pool_waiting_requests',
  'Queries waiting for a connection of the PostgreSQL pool.',
  (p) => p.waitingCount,
);

/** Counts `pool` in the pool gauges until it is closed. */
export function observeDatabasePool(pool: PoolFigures) {
  pools.add(pool);
}

/** How one request to Bling's API ended; 429s have their own outcome since Bling's limits are the usual trouble. */
export type BlingOutcome = 'ok' | 'client_error' | 'rate_limited' | 'server_error' | 'timeout' | 'network';

const blingRequests = new Counter({
  name: 'bling_api_requests_total',
  help: "Requests sent to Bling's API, by outcome (rate_limited = 429).",
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const blingOutcome = (status: number): BlingOutcome =>
  status === 429 ? 'rate_limited' : status >= 500 ? 'server_error' : status >= 400 ? 'client_error' : 'ok';

export function countBlingRequest(outcome: BlingOutcome) {
  blingRequests.inc({ outcome });
}

const asaasRequests = new Histogram({
  name: 'asaas_api_request_duration_seconds',
  help: "Requests sent to Asaas's API, by operation and outcome (rate_limited = 429).",
  labelNames: ['operation', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

/** One request to Asaas: `operation` names the call (`payments.get`), never its ids. */
export function observeAsaasRequest(operation: string, outcome: BlingOutcome, seconds: number) {
  asaasRequests.observe({ operation, outcome }, seconds);
}

const paymentRepairs = new Counter({
  name: 'payment_repairs_total',
  help: 'Subscriptions whose state the payments reconciliation changed (a webhook was lost or late), by what changed.',
  labelNames: ['change'] as const,
  registers: [registry],
});

export function countPaymentRepair(change: string) {
  paymentRepairs.inc({ change });
}

/** Jobs by queue name: a number (waiting), or counts by state (the job queue's queueDepths()). */
export type QueueDepths = Record<string, number | Partial<Record<'waiting' | 'active' | 'failed', number>>>;

/** A scrape must not hang on a database that does not answer: the depths are left out after this. */
const QUEUE_DEPTH_TIMEOUT_MS = 2000;
let readQueueDepths: (() => Promise<QueueDepths>) | null = null;

new Gauge({
  name: 'job_queue_depth',
  help: 'Jobs in each queue, by state (waiting, active, failed).',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    if (!readQueueDepths) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), QUEUE_DEPTH_TIMEOUT_MS);
    });
    try {
      const depths = await Promise.race([readQueueDepths(), timeout]);
      for (const [queue, depth] of Object.entries(depths ?? {})) {
        const byState = typeof depth === 'number' ? { waiting: depth } : depth;
        for (const [state, count] of Object.entries(byState)) this.set({ queue, state }, count);
      }
    } catch {
      // The database is down: the scrape still answers, without this figure.
    } finally {
      clearTimeout(timer);
    }
  },
});

/** The job queue tells how to read its depths; `job_queue_depth{queue,state}` reads them at each scrape. */
export function registerQueueDepthGauge(read: () => Promise<QueueDepths>) {
  readQueueDepths = read;
}
