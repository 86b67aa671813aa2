import autocannon from 'autocannon';

export interface Scenario {
  key: string;
  label: string;
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: unknown;
  /** What the client accepts (none: the answer comes uncompressed, as from the bench tools). */
  acceptEncoding?: string;
}

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
}

/** Status and body of one request: the load is only worth measuring if it answers what we think it does. */
export async function probe(baseUrl: string, scenario: Scenario) {
  const response = await fetch(`${baseUrl}${scenario.path}`, requestInit(scenario));
  const body = (await response.json()) as { products?: unknown[]; paginate?: { total: number; last_page: number } };
  if (response.status !== 200)
    throw new Error(`${scenario.label}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

function headersOf(scenario: Scenario): Record<string, string> {
  const headers: Record<string, string> = {};
  if (scenario.body !== undefined) headers['content-type'] = 'application/json';
  if (scenario.token) headers.authorization = `Bearer ${scenario.token}`;
  if (scenario.acceptEncoding) headers['accept-encoding'] = scenario.acceptEncoding;
  return headers;
}

const requestInit = (scenario: Scenario): RequestInit => ({
  method: scenario.method,
  headers: headersOf(scenario),
  body: scenario.body === undefined ? undefined : JSON.stringify(scenario.body),
});

/**
 * One autocannon run. The load generator runs in a worker thread, so it does not share the server's event
 * loop (it still shares the machine's two cores: figures are relative, which is why the bare baseline exists).
 */
export async function runLoad(
  baseUrl: string,
  scenario: Scenario,
  options: { connections: number; duration: number },
): Promise<LoadFigures> {
  const result = await autocannon({
    url: `${baseUrl}${scenario.path}`,
    method: scenario.method,
    headers: headersOf(scenario),
    body: scenario.body === undefined ? undefined : JSON.stringify(scenario.body),
    connections: options.connections,
    duration: options.duration,
    workers: 1,
    timeout: 30,
  });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(
      `${scenario.label}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx ` +
        `(${JSON.stringify(result.statusCodeStats)})`,
    );
  }
  return {
    rps: result.requests.mean,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Median of each figure over the repeated runs (each figure on its own, as a noisy machine asks). */
export const medianFigures = (runs: LoadFigures[]): LoadFigures => ({
  rps: median(runs.map((r) => r.rps)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  requests: median(runs.map((r) => r.requests)),
});

const pad = (text: string, width: number, left = false) => (left ? text.padEnd(width) : text.padStart(width));

/**
 * The table: req/s (median, and the range over the runs: the machine is noisy), p50 and p99 latency, and
 * the cost relative to the bare endpoint (bare req/s ÷ req/s).
 */
export function formatLoadTable(rows: { label: string; runs: LoadFigures[] }[], bare: LoadFigures) {
  const header = [
    pad('scenario', 30, true),
    pad('req/s', 7),
    pad('range', 13),
    pad('p50 ms', 7),
    pad('p99 ms', 7),
    pad('cost × bare', 12),
    pad('runs', 5),
  ].join(' ');
  const lines = rows.map(({ label, runs }) => {
    const figures = medianFigures(runs);
    const rps = runs.map((r) => r.rps);
    return [
      pad(label, 30, true),
      pad(figures.rps.toFixed(0), 7),
      pad(`${Math.min(...rps).toFixed(0)}–${Math.max(...rps).toFixed(0)}`, 13),
      pad(figures.p50.toFixed(0), 7),
      pad(figures.p99.toFixed(0), 7),
      pad(figures.rps > 0 ? `${(bare.rps / figures.rps).toFixed(1)}×` : 'none done', 12),
      pad(String(runs.length), 5),
    ].join(' ');
  });
  return [header, '-'.repeat(header.length), ...lines].join('\n');
}
